import type { ReactNode } from 'react';
import type { ApprovalEntry } from '@forum/api';
import {
  ActionList,
  ITEM_ACTIONS,
  Button,
  ButtonLink,
  Checkbox,
  EmptyState,
  ErrorState,
  Pager,
  LoadingCards,
  Tabs,
  Heading,
  Stack,
  Text,
} from '@forum/forum-ui/design-system';
import { approvalsMessages as m, approvalsText as t } from './messages.ts';
import { tabHref } from '../../../connected/profileTabs.ts';
import { ApprovalCard, type ApprovalAction } from './ApprovalCard.tsx';
import type { ApprovalView, BulkSummary } from './approvals.ts';
import * as styles from './Approvals.css.ts';

/** The queues of the tab: threads (everyone), categories and users (admins). */
export type QueueName = 'threads' | 'categories' | 'users';

/** One queue's page. */
export interface ApprovalQueue {
  status: 'loading' | 'error' | 'ready';
  entries: readonly ApprovalEntry[];
  /** Items in the queue (all pages). */
  total: number;
  page: number;
  lastPage: number;
  /** Another page is loading: this one stays, dimmed. */
  refreshing?: boolean;
}

export interface ApprovalsViewProps {
  view: ApprovalView;
  onViewChange: (view: ApprovalView) => void;
  threads: ApprovalQueue;
  /** Admins: pending categories, shown in Thread Approvals when there are any. */
  categories?: ApprovalQueue;
  /** Admins: pending users (User Registrations is offered only with them). */
  users?: ApprovalQueue;
  onPageChange: (queue: QueueName, page: number) => void;
  pageHref?: (queue: QueueName, page: number) => string;
  onRetry?: () => void;
  /** Decisions in flight, by entry key. */
  busy: Readonly<Record<string, ApprovalAction>>;
  /** Selected entry keys (pending items to approve together). */
  selected: ReadonlySet<string>;
  onSelectedChange: (keys: readonly string[], selected: boolean) => void;
  onApprove: (entry: ApprovalEntry) => void;
  onRequestChanges: (entry: ApprovalEntry) => void;
  onReject: (entry: ApprovalEntry) => void;
  onApproveSelected: () => void;
  approvingSelected?: boolean;
  /** What the last approval of a selection did. */
  summary?: BulkSummary;
  onDismissSummary?: () => void;
  /** The feedback dialog (Reject / Request Changes), rendered by the screen. */
  dialog?: ReactNode;
}

function Summary({ summary, onDismiss }: { summary: BulkSummary; onDismiss?: () => void }) {
  return (
    <section className={styles.summary} aria-label={t.summaryTitle}>
      <Text weight="medium" role="status">
        {t.summary(summary.succeeded, summary.total)}
      </Text>
      {summary.failed.length > 0 && (
        <>
          <Text size="small">{t.failedList}</Text>
          <ul className={styles.summaryList}>
            {summary.failed.map((f, i) => (
              <li key={i}>
                <Text as="span" size="small">
                  {t.failedItem(f.label, f.reason)}
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
      {onDismiss && (
        <div>
          <Button size="small" variant="ghost" onClick={onDismiss}>
            {t.dismiss}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The profile's Approvals tab: Thread Approvals (pending threads, and for admins pending
 * categories) and User Registrations (admins: pending users), 10 a page each, with Approve,
 * Request Changes and Reject on pending items, and pending items selected and approved together
 * with a summary of what succeeded and what failed.
 */
export function ApprovalsView(props: ApprovalsViewProps) {
  const { view, threads, categories, users, busy, selected } = props;
  const bulkBusy = Boolean(props.approvingSelected);

  const card = (entry: ApprovalEntry) => (
    <li key={entry.key}>
      <ApprovalCard
        entry={entry}
        busy={busy[entry.key]}
        disabled={bulkBusy}
        selected={selected.has(entry.key)}
        onSelectedChange={(on) => props.onSelectedChange([entry.key], on)}
        onApprove={() => props.onApprove(entry)}
        onRequestChanges={() => props.onRequestChanges(entry)}
        onReject={() => props.onReject(entry)}
      />
    </li>
  );

  const queueList = (name: QueueName, label: string, queue: ApprovalQueue) => (
    <Stack
      space="medium"
      className={queue.refreshing ? styles.dimmed : undefined}
      aria-busy={queue.refreshing || undefined}
    >
      <ActionList
        className={styles.list}
        aria-label={label}
        nextAction={ITEM_ACTIONS}
        // While a decision is in flight, focus that lost its button waits: a failed one gives
        // the item its buttons back and focus returns to them, a done one moves focus on. It
        // ends in the same place however fast the answer comes.
        busy={bulkBusy || Object.keys(busy).length > 0}
      >
        {queue.entries.map(card)}
      </ActionList>
      <Pager
        variant="simple"
        page={queue.page}
        lastPage={queue.lastPage}
        hideWhenSingle
        onPageChange={(page) => props.onPageChange(name, page)}
        getHref={props.pageHref ? (page) => props.pageHref!(name, page) : undefined}
        label={t.pager(label)}
      />
    </Stack>
  );

  /** The selection bar and summary over the queues a sub-tab shows. */
  const bulk = (queues: ReadonlyArray<ApprovalQueue | undefined>) => {
    const keys = queues
      .flatMap((q) => (q?.status === 'ready' ? q.entries : []))
      .filter((e) => e.status === 'pending' && busy[e.key] === undefined)
      .map((e) => e.key);
    const count = keys.filter((k) => selected.has(k)).length;
    return (
      <>
        {keys.length > 0 && (
          <div className={styles.bulkBar}>
            <Checkbox
              label={t.selectAll}
              checked={count === 0 ? false : count === keys.length ? true : 'mixed'}
              disabled={bulkBusy}
              onChange={() => props.onSelectedChange(keys, count < keys.length)}
            />
            <Text as="span" size="small" tone="muted" aria-live="polite">
              {t.selected(count)}
            </Text>
            <Button
              size="small"
              variant="primary"
              disabled={count === 0}
              busy={bulkBusy}
              busyLabel={t.approvingSelected}
              onClick={props.onApproveSelected}
            >
              {t.approveSelected(count)}
            </Button>
          </div>
        )}
        {props.summary && <Summary summary={props.summary} onDismiss={props.onDismissSummary} />}
      </>
    );
  };

  const empty = <EmptyState title={m.empty} description={t.emptyHint} headingLevel={3} />;
  const failed = <ErrorState message={m.loadFailed} onRetry={props.onRetry} />;

  let threadPanel: ReactNode;
  if (threads.status === 'loading') threadPanel = <LoadingCards label={t.loading} />;
  else if (threads.status === 'error') threadPanel = failed;
  else {
    const hasCategories = Boolean(categories && categories.total > 0);
    const categoryBlock =
      categories?.status === 'error' ? (
        failed
      ) : hasCategories && categories ? (
        <Stack as="section" space="small" aria-label={t.categories}>
          <Heading level={3} size={4}>
            {t.categories}
          </Heading>
          {queueList('categories', t.categories, categories)}
        </Stack>
      ) : null;
    threadPanel = (
      <Stack space="medium">
        {bulk([threads, categories])}
        {threads.total === 0 && !hasCategories && categories?.status !== 'error'
          ? empty
          : threads.entries.length > 0 && queueList('threads', t.threads, threads)}
        {categoryBlock}
      </Stack>
    );
  }

  let userPanel: ReactNode = null;
  if (users) {
    if (users.status === 'loading') userPanel = <LoadingCards label={t.loading} />;
    else if (users.status === 'error') userPanel = failed;
    else
      userPanel = (
        <Stack space="medium">
          {bulk([users])}
          {users.total === 0 ? empty : queueList('users', t.users, users)}
        </Stack>
      );
  }

  const ready = (q?: ApprovalQueue) => q?.status === 'ready';
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={2} size={3}>
          {t.title}
        </Heading>
        <Text tone="muted">{t.intro}</Text>
      </Stack>
      <Tabs
        aria-label={t.subTabs}
        selectedId={view}
        onSelectedIdChange={(id) => props.onViewChange(id as ApprovalView)}
        tabs={[
          {
            id: 'threads',
            label: t.threads,
            count: ready(threads) ? threads.total + (categories?.total ?? 0) : undefined,
            content: threadPanel,
          },
          ...(users
            ? [
                {
                  id: 'users',
                  label: t.users,
                  count: ready(users) ? users.total : undefined,
                  content: userPanel,
                },
              ]
            : []),
        ]}
      />
      {props.dialog}
    </Stack>
  );
}

/**
 * The Approvals tab for moderators: nothing here is theirs to decide (threads, users and
 * categories are approved by administrators), so it says so and points to what they do decide,
 * reported content in Moderation.
 */
export function ApprovalsForModeratorsView() {
  return (
    <Stack space="large">
      <Heading level={2} size={3}>
        {t.title}
      </Heading>
      <EmptyState
        title={t.adminsDecide}
        description={t.adminsDecideHint}
        headingLevel={3}
        action={
          <ButtonLink to={tabHref('moderation')} variant="secondary">
            {t.toModeration}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
