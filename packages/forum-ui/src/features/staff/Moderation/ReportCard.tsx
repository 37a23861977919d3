import {
  Badge,
  Button,
  Card,
  Checkbox,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  formatDateTime,
  toDateTimeAttribute,
  previewText,
  type BadgeTone,
} from '@forum/forum-ui/design-system';
import { moderationText as t } from './messages.ts';
import {
  REPORT_PREVIEW,
  reasonLabel,
  reportActions,
  reporterName,
  type Report,
  type ReportAction,
} from './moderation.ts';
import * as styles from './Moderation.css.ts';

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'warning',
  resolved: 'success',
  dismissed: 'neutral',
};

const ACTION_LABELS: Record<ReportAction, { label: string; busy: string }> = {
  approve: { label: t.approve, busy: t.approving },
  warn: { label: t.warn, busy: t.warning },
  delete: { label: t.delete, busy: t.deleting },
  dismiss: { label: t.dismiss, busy: t.dismissing },
};

const ACTION_VARIANT: Record<ReportAction, 'primary' | 'secondary' | 'critical' | 'ghost'> = {
  approve: 'primary',
  warn: 'secondary',
  delete: 'critical',
  dismiss: 'ghost',
};

export interface ReportCardProps {
  report: Report;
  /** This card's action in flight, if any: its button is busy and says so. */
  busy?: ReportAction;
  /** Another request is in flight: every action waits. */
  disabled?: boolean;
  /** Present when several reports can be selected (pending ones only). */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  onAction: (action: ReportAction) => void;
}

/**
 * One report: what was reported (title and a 200-character text preview), who reported it
 * ('Anonymous' when unknown), the reason ('No specific reason provided' when none), the content
 * type and the status. Approve, Warn User, Delete Content and Dismiss Report only while pending.
 */
export function ReportCard({
  report,
  busy,
  disabled,
  selected,
  onSelectedChange,
  onAction,
}: ReportCardProps) {
  const actions = reportActions(report);
  const content = report.content;
  const kind = t.contentTypes[report.content_type] ?? report.content_type;
  return (
    <Card as="article" padding="small" aria-label={t.reportOf(report.id)}>
      <Stack space="small">
        <div className={styles.cardTop}>
          {actions.length > 0 && onSelectedChange && (
            <Checkbox
              label={<VisuallyHidden>{t.select(report.id)}</VisuallyHidden>}
              checked={Boolean(selected)}
              disabled={disabled}
              onChange={(event) => onSelectedChange(event.target.checked)}
            />
          )}
          <div className={styles.cardTitle}>
            <Heading level={4} size={4}>
              {content?.title?.trim() || t.untitled}
            </Heading>
            <Text size="small" tone="muted">
              {t.reportOf(report.id)} ·{' '}
              <time dateTime={toDateTimeAttribute(report.created_at)}>
                {formatDateTime(report.created_at)}
              </time>
            </Text>
          </div>
          <div className={styles.badges}>
            <Badge>
              <VisuallyHidden>{t.type}: </VisuallyHidden>
              {kind}
            </Badge>
            <Badge tone={STATUS_TONE[report.status] ?? 'neutral'}>
              <VisuallyHidden>{t.status}: </VisuallyHidden>
              {t.statuses[report.status] ?? report.status}
            </Badge>
          </div>
        </div>
        <dl className={styles.details}>
          <dt className={styles.term}>{t.reportedBy}</dt>
          <dd className={styles.definition}>{reporterName(report)}</dd>
          <dt className={styles.term}>{t.reason}</dt>
          <dd className={styles.definition}>{reasonLabel(report.reason)}</dd>
          {content?.user && (
            <>
              <dt className={styles.term}>{t.author}</dt>
              <dd className={styles.definition}>{content.user.name}</dd>
            </>
          )}
        </dl>
        {content ? (
          <Text className={styles.preview}>{previewText(content.content, REPORT_PREVIEW)}</Text>
        ) : (
          <Text tone="muted">{t.contentGone}</Text>
        )}
        {actions.length > 0 && (
          <div className={styles.actions} role="group" aria-label={t.actionsOf(report.id)}>
            {actions.map((action) => (
              <Button
                key={action}
                size="small"
                variant={ACTION_VARIANT[action]}
                disabled={disabled}
                busy={busy === action}
                busyLabel={ACTION_LABELS[action].busy}
                onClick={() => onAction(action)}
              >
                {ACTION_LABELS[action].label}
              </Button>
            ))}
          </div>
        )}
      </Stack>
    </Card>
  );
}
