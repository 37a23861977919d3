import { Fragment, type ReactNode } from 'react';
import type { ApprovalEntry, ApprovalStatus } from '@forum/api';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  RoleBadge,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  formatDateTime,
  toDateTimeAttribute,
  formatCount,
  type BadgeTone,
} from '@forum/forum-ui/design-system';
import { approvalsText as t } from './messages.ts';
import * as styles from './Approvals.css.ts';

/** A decision in flight on a card: its button is busy and says so. */
export type ApprovalAction = 'approve' | 'reject' | 'changes';

const STATUS_TONE: Record<ApprovalStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'critical',
};

/** The card's buttons, in order: label, busy label, the name that says which item, variant. */
const ACTIONS: ReadonlyArray<{
  id: ApprovalAction;
  label: string;
  busy: string;
  labelOf: (label: string) => string;
  variant: 'primary' | 'secondary' | 'critical';
}> = [
  { id: 'approve', label: t.approve, busy: t.approving, labelOf: t.approveOf, variant: 'primary' },
  {
    id: 'changes',
    label: t.requestChanges,
    busy: t.sending,
    labelOf: t.requestChangesOf,
    variant: 'secondary',
  },
  { id: 'reject', label: t.reject, busy: t.rejecting, labelOf: t.rejectOf, variant: 'critical' },
];

export interface ApprovalCardProps {
  entry: ApprovalEntry;
  /** This card's decision in flight, if any. */
  busy?: ApprovalAction;
  /** Another request is in flight for this card (or the selection is being approved). */
  disabled?: boolean;
  /** Present when pending items can be selected to approve together. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  onApprove: () => void;
  onRequestChanges: () => void;
  onReject: () => void;
}

function fieldsOf(entry: ApprovalEntry): Array<[string, ReactNode]> {
  const text = (value: string | null | undefined) => value?.trim() || t.none;
  if (entry.type === 'thread')
    return [
      [t.author, text(entry.author)],
      [t.category, text(entry.category)],
      [t.replies, formatCount(entry.replyCount ?? 0)],
    ];
  if (entry.type === 'user')
    return [
      [t.name, text(entry.name)],
      [t.email, text(entry.email)],
      [t.username, text(entry.username)],
      [t.role, entry.role ? <RoleBadge userRole={entry.role} /> : t.none],
      [t.bio, text(entry.bio)],
    ];
  return [
    [t.slug, text(entry.slug)],
    [t.description, text(entry.description)],
    [t.parent, entry.parent?.trim() || t.noParent],
    [
      t.color,
      entry.color ? (
        <>
          <span className={styles.swatch} style={{ background: entry.color }} aria-hidden="true" />
          {entry.color}
        </>
      ) : (
        t.none
      ),
    ],
  ];
}

/**
 * One item awaiting approval: a thread (title, author, category, reply count), a user (name,
 * email, username, role, bio) or a category (title, slug, description, parent, colour), with
 * its Pending or Approved badge. Approve, Request Changes and Reject only while pending.
 */
export function ApprovalCard({
  entry,
  busy,
  disabled,
  selected,
  onSelectedChange,
  onApprove,
  onRequestChanges,
  onReject,
}: ApprovalCardProps) {
  const pending = entry.status === 'pending';
  const inFlight = disabled || busy !== undefined;
  const handlers: Record<ApprovalAction, () => void> = {
    approve: onApprove,
    changes: onRequestChanges,
    reject: onReject,
  };
  return (
    <Card as="article" padding="small" aria-label={`${t.type[entry.type]}: ${entry.label}`}>
      <Stack space="small">
        <div className={styles.cardTop}>
          {pending && onSelectedChange && (
            <Checkbox
              label={<VisuallyHidden>{t.select(entry.label)}</VisuallyHidden>}
              checked={Boolean(selected)}
              disabled={inFlight}
              onChange={(event) => onSelectedChange(event.target.checked)}
            />
          )}
          <div className={styles.cardTitle}>
            <Heading level={4} size={4}>
              {entry.label}
            </Heading>
            <Text size="small" tone="muted">
              {t.submitted}{' '}
              <time dateTime={toDateTimeAttribute(entry.createdAt)}>
                {formatDateTime(entry.createdAt)}
              </time>
            </Text>
          </div>
          <div className={styles.badges}>
            <Badge>{t.type[entry.type]}</Badge>
            <Badge tone={STATUS_TONE[entry.status]}>{t.status[entry.status]}</Badge>
          </div>
        </div>
        <dl className={styles.fields} aria-label={t.fields(entry.label)}>
          {fieldsOf(entry).map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        {pending && (
          <div className={styles.actions} role="group" aria-label={t.actionsOf(entry.label)}>
            {ACTIONS.map((action) => (
              <Button
                key={action.id}
                size="small"
                variant={action.variant}
                disabled={inFlight}
                busy={busy === action.id}
                busyLabel={action.busy}
                aria-label={busy === action.id ? undefined : action.labelOf(entry.label)}
                onClick={handlers[action.id]}
              >
                {action.label}
              </Button>
            ))}
          </div>
        )}
      </Stack>
    </Card>
  );
}
