import type { ReactNode } from 'react';
import {
  ActionList,
  ITEM_ACTIONS,
  Badge,
  Button,
  ButtonLink,
  Card,
  Checkbox,
  EmptyState,
  ErrorState,
  Facts,
  Pager,
  Select,
  LoadingCards,
  StatCard,
  Tabs,
  Heading,
  Stack,
  Text,
  formatDateTime,
  toDateTimeAttribute,
  type StatValue,
} from '@forum/forum-ui/design-system';
import { moderationMessages as m, moderationText as t } from './messages.ts';
import { tabHref } from '../../../connected/profileTabs.ts';
import {
  REPORT_FILTERS,
  moderationHref,
  selectableIds,
  type ModerationEntry,
  type ModerationView as View,
  type Report,
  type ReportAction,
  type ReportFilter,
} from './moderation.ts';
import { ReportCard } from './ReportCard.tsx';
import * as styles from './Moderation.css.ts';

export type LoadStatus = 'loading' | 'error' | 'ready';

/** One page of a list and how it stands. */
export interface PagedList<T> {
  status: LoadStatus;
  items: readonly T[];
  lastPage: number;
  /** Another page is loading: this one stays visible, dimmed. */
  refreshing?: boolean;
}

/** What is in flight: one report's action, or an action on the selected reports. */
export type ModerationBusy =
  | { kind: 'report'; id: number; action: ReportAction }
  | { kind: 'bulk'; action: 'approve' | 'dismiss' };

export interface ModerationViewProps {
  view: View;
  page: number;
  onViewChange: (view: View) => void;
  onPageChange: (page: number) => void;
  /** Reported Content: the status filter (`?status=`), all by default. */
  filter: ReportFilter;
  onFilterChange: (filter: ReportFilter) => void;
  /** Pending reports, shown as the Reported Content tab's count (none while unknown). */
  pendingCount?: number;
  reports: PagedList<Report>;
  history: PagedList<ModerationEntry>;
  /** Moderated today, this week and this month. */
  counts: {
    today?: StatValue;
    week?: StatValue;
    month?: StatValue;
    loading?: boolean;
    failed?: boolean;
  };
  busy?: ModerationBusy;
  onAction: (report: Report, action: ReportAction) => void;
  /** Selected pending reports (beyond the spec: act on several at once). */
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: readonly number[], selected: boolean) => void;
  onBulk: (action: 'approve' | 'dismiss') => void;
  onRetry?: () => void;
}

function paged<T>(
  list: PagedList<T>,
  empty: ReactNode,
  pager: ReactNode,
  render: (items: readonly T[]) => ReactNode,
  onRetry?: () => void,
) {
  if (list.status === 'loading') return <LoadingCards label={t.loading} />;
  if (list.status === 'error') return <ErrorState message={m.loadFailed} onRetry={onRetry} />;
  if (list.items.length === 0) return empty;
  return (
    <Stack
      space="medium"
      className={list.refreshing ? styles.dimmed : undefined}
      aria-busy={list.refreshing || undefined}
    >
      {render(list.items)}
      {pager}
    </Stack>
  );
}

function ReportsPanel(props: ModerationViewProps) {
  const { reports, busy, selected } = props;
  const selectable = selectableIds(reports.items);
  const chosen = selectable.filter((id) => selected.has(id));
  const inFlight = busy !== undefined;
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const bulk = busy?.kind === 'bulk' ? busy.action : undefined;
  return (
    <Stack space="medium">
      <div className={styles.toolbar}>
        <Select<ReportFilter>
          label={t.filter}
          fieldClassName={styles.filter}
          options={REPORT_FILTERS.map((value) => ({ value, label: t.filters[value] }))}
          value={props.filter}
          onChange={props.onFilterChange}
        />
        {reports.status === 'ready' && selectable.length > 0 && (
          <Checkbox
            label={t.selectAll}
            checked={allChosen ? true : chosen.length > 0 ? 'mixed' : false}
            disabled={inFlight}
            onChange={() => props.onSelectedChange(selectable, !allChosen)}
          />
        )}
      </div>
      {chosen.length > 0 && (
        <div className={styles.bulkBar} role="group" aria-label={t.bulkActions}>
          <Text as="span" weight="medium" role="status">
            {t.selected(chosen.length)}
          </Text>
          <Button
            size="small"
            disabled={inFlight}
            busy={bulk === 'approve'}
            busyLabel={t.approving}
            onClick={() => props.onBulk('approve')}
          >
            {t.approveSelected}
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={inFlight}
            busy={bulk === 'dismiss'}
            busyLabel={t.dismissing}
            onClick={() => props.onBulk('dismiss')}
          >
            {t.dismissSelected}
          </Button>
          <Button
            size="small"
            variant="ghost"
            disabled={inFlight}
            onClick={() => props.onSelectedChange(chosen, false)}
          >
            {t.clearSelection}
          </Button>
        </div>
      )}
      {paged(
        reports,
        <EmptyState
          title={t.noReports}
          description={props.filter === 'all' ? t.noReportsHint : t.noReportsFiltered}
          headingLevel={3}
        />,
        <Pager
          variant="simple"
          page={props.page}
          lastPage={reports.lastPage}
          onPageChange={props.onPageChange}
          getHref={(page) => moderationHref({ view: 'reports', status: props.filter, page })}
          label={t.reportPager}
        />,
        (items) => (
          <ActionList
            className={styles.list}
            aria-label={t.reportList}
            nextAction={ITEM_ACTIONS}
            busy={inFlight}
          >
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  busy={busy?.kind === 'report' && busy.id === report.id ? busy.action : undefined}
                  disabled={inFlight}
                  selected={selected.has(report.id)}
                  onSelectedChange={(on) => props.onSelectedChange([report.id], on)}
                  onAction={(action) => props.onAction(report, action)}
                />
              </li>
            ))}
          </ActionList>
        ),
        props.onRetry,
      )}
    </Stack>
  );
}

function HistoryEntry({ entry }: { entry: ModerationEntry }) {
  const action = t.actions[entry.action] ?? entry.action;
  const target = entry.content_type ? (t.targets[entry.content_type] ?? entry.content_type) : null;
  return (
    <Card as="article" padding="small" aria-label={`${action}: ${entry.description ?? ''}`.trim()}>
      <Stack space="xsmall">
        <div className={styles.badges}>
          <Badge tone="primary">{action}</Badge>
          {target && (
            <Badge>
              <span className={styles.term}>{t.contentType}: </span>
              {target}
            </Badge>
          )}
        </div>
        {entry.description && <Text className={styles.wrap}>{entry.description}</Text>}
        <Facts
          size="small"
          items={[
            `${t.moderator}: ${entry.moderator?.name ?? t.unknownModerator}`,
            <time key="date" dateTime={toDateTimeAttribute(entry.created_at)}>
              {formatDateTime(entry.created_at)}
            </time>,
          ]}
        />
        <Text size="small">
          <span className={styles.term}>{t.reason}: </span>
          {entry.reason?.trim() || t.noLogReason}
        </Text>
      </Stack>
    </Card>
  );
}

function HistoryPanel(props: ModerationViewProps) {
  const { counts, history } = props;
  const cards: [string, StatValue | undefined][] = [
    [t.today, counts.today],
    [t.week, counts.week],
    [t.month, counts.month],
  ];
  return (
    <Stack space="large">
      <Stack as="section" space="small" aria-label={t.counts}>
        <Heading level={3} size={4}>
          {t.counts}
        </Heading>
        <ul className={styles.counts}>
          {cards.map(([label, value]) => (
            <li key={label}>
              <StatCard label={label} value={value} loading={counts.loading} />
            </li>
          ))}
        </ul>
        {counts.failed && (
          <Text size="small" tone="muted" role="status">
            {t.countsFailed}
          </Text>
        )}
      </Stack>
      <Stack as="section" space="small" aria-label={t.log}>
        <Heading level={3} size={4}>
          {t.log}
        </Heading>
        {paged(
          history,
          <EmptyState title={t.noHistory} description={t.noHistoryHint} headingLevel={4} />,
          <Pager
            variant="simple"
            page={props.page}
            lastPage={history.lastPage}
            onPageChange={props.onPageChange}
            getHref={(page) => moderationHref({ view: 'history', page })}
            label={t.historyPager}
          />,
          (items) => (
            <ul className={styles.list} aria-label={t.log}>
              {items.map((entry) => (
                <li key={entry.id}>
                  <HistoryEntry entry={entry} />
                </li>
              ))}
            </ul>
          ),
          props.onRetry,
        )}
      </Stack>
    </Stack>
  );
}

function QuickActions() {
  const links: [string, string, string][] = [
    [t.reviewPending, t.reviewPendingHint, moderationHref({ status: 'pending' })],
    [t.viewStatistics, t.viewStatisticsHint, tabHref('dashboard')],
    [t.viewHistory, t.viewHistoryHint, moderationHref({ view: 'history' })],
  ];
  return (
    <Stack space="large">
      <ul className={styles.quick}>
        {links.map(([label, hint, href]) => (
          <li key={label}>
            <Card padding="small">
              <Stack space="small">
                <Text>{hint}</Text>
                <ButtonLink to={href} variant="secondary">
                  {label}
                </ButtonLink>
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
      <Stack as="section" space="small" aria-label={t.toolsTitle}>
        <Heading level={3} size={4}>
          {t.toolsTitle}
        </Heading>
        <ul className={styles.tools}>
          {t.tools.map((line) => (
            <li key={line}>
              <Text>{line}</Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Stack>
  );
}

/**
 * The Moderation tab (moderators and admins): Reported Content (with the pending count),
 * Moderation History and Quick Actions. Props only; the screen supplies data and actions.
 */
export function ModerationView(props: ModerationViewProps) {
  return (
    <Stack space="large">
      <Heading level={2} size={3}>
        {t.title}
      </Heading>
      <Tabs
        aria-label={t.views}
        selectedId={props.view}
        onSelectedIdChange={(id) => props.onViewChange(id as View)}
        tabs={[
          {
            id: 'reports',
            label: t.reports,
            count: props.pendingCount,
            content: <ReportsPanel {...props} />,
          },
          { id: 'history', label: t.history, content: <HistoryPanel {...props} /> },
          { id: 'quick', label: t.quick, content: <QuickActions /> },
        ]}
      />
    </Stack>
  );
}
