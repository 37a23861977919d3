import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  mayDecideApprovals,
  toApprovalEntry,
  useApprovalDecisionsInFlight,
  useApproveMany,
  useDecideApproval,
  usePendingCategories,
  usePendingThreads,
  usePendingUsers,
  useSession,
  type ApiError,
  type ApprovalEntry,
  type ApprovalPage,
} from '@forum/api';
import { useToast, searchString, withPage } from '@forum/forum-ui/design-system';
import { useClampedPage } from '../../../connected/useClampedPage.ts';
import { approvalsMessages as m } from './messages.ts';
import {
  CATEGORY_PAGE_PARAM,
  approvalsLocation,
  bulkOutcomes,
  busyByKey,
  decisionFailure,
  summarizeBulk,
  type ApprovalView,
} from './approvals.ts';
import {
  ApprovalsForModeratorsView,
  ApprovalsView,
  type ApprovalQueue,
  type QueueName,
} from './ApprovalsView.tsx';
import { FeedbackDialogScreen, type FeedbackMode } from './FeedbackDialog.tsx';

interface QueueQuery {
  data?: ApprovalPage;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

function queueOf(query: QueueQuery, page: number): ApprovalQueue {
  const data = query.data;
  return {
    status: query.isPending ? 'loading' : query.isError && !data ? 'error' : 'ready',
    entries: (data?.data ?? []).map(toApprovalEntry),
    total: data?.meta.total ?? 0,
    page,
    lastPage: data?.meta.last_page ?? 1,
    refreshing: query.isPlaceholderData,
  };
}

/** The URL a queue's page lives at (the category queue has its own page parameter). */
function pageParams(current: URLSearchParams, queue: QueueName, page: number): URLSearchParams {
  return withPage(current, page, queue === 'categories' ? CATEGORY_PAGE_PARAM : 'page');
}

/** The keys without `remove` (a selection after some of it was decided). */
function without(keys: ReadonlySet<string>, remove: readonly string[]): ReadonlySet<string> {
  const next = new Set(keys);
  for (const key of remove) next.delete(key);
  return next;
}

/**
 * The profile's Approvals tab (`/UserProfile?tab=approvals&view=users&page=2`). Administrators
 * decide approvals (spec: "A new thread is pending until an admin approves it"; every approval
 * call is an admin call); a moderator is told so and sent to Moderation, and nothing is fetched.
 */
export function ApprovalsScreen() {
  const { user } = useSession();
  return mayDecideApprovals(user) ? <AdminApprovals /> : <ApprovalsForModeratorsView />;
}

/**
 * An administrator's queues: pending threads and categories (Thread Approvals) and pending users
 * (User Registrations). Decisions are optimistic (useDecideApproval) and say when they fail.
 * What is in flight is read from the query cache (useApprovalDecisionsInFlight, the bulk
 * mutation's own state and result); only the selection and the open dialog are this screen's.
 */
function AdminApprovals() {
  const [params, setParams] = useSearchParams();
  const { view, page, categoryPage } = approvalsLocation(params, true);
  // The spec's failure message is a toast (one for the three lists: the query cache shows it);
  // the tab also says it where the list would be.
  const failureToast = { meta: { failureToast: m.loadFailed } };
  const threadQuery = usePendingThreads(view === 'threads' ? page : 1, failureToast);
  const categoryQuery = usePendingCategories(categoryPage, failureToast);
  const userQuery = usePendingUsers(view === 'users' ? page : 1, failureToast);
  const threads = queueOf(threadQuery, view === 'threads' ? page : 1);
  const categories = queueOf(categoryQuery, categoryPage);
  const users = queueOf(userQuery, view === 'users' ? page : 1);

  const toast = useToast();

  // A page past the end (its last items were just decided): go to the last page instead.
  const shownQuery = view === 'threads' ? threadQuery : userQuery;
  useClampedPage({
    page: view === 'threads' ? threads.page : users.page,
    lastPage: shownQuery.data?.meta.last_page,
    settled: shownQuery.isSuccess && !shownQuery.isPlaceholderData,
    hrefOf: (to) => `/UserProfile${searchString(withPage(params, to))}`,
  });

  const decide = useDecideApproval();
  const busy = busyByKey(useApprovalDecisionsInFlight());
  const approveMany = useApproveMany<ApprovalEntry>();
  const summary = approveMany.data ? summarizeBulk(bulkOutcomes(approveMany.data)) : undefined;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ entry: ApprovalEntry; mode: FeedbackMode }>();

  // mutateAsync, not mutate's callbacks: those run for the latest call only, and decisions on
  // several cards may be in flight together.
  const onApprove = (entry: ApprovalEntry) => {
    decide.mutateAsync({ type: entry.type, id: entry.id, decision: 'approve' }).then(
      () => {
        setSelected((current) => without(current, [entry.key]));
        toast.success(m.approved(entry.label));
      },
      (error: ApiError) => toast.failed(error, decisionFailure(error)),
    );
  };

  const onApproveSelected = () => {
    const chosen = (view === 'threads' ? [threads, categories] : [users])
      .flatMap((q) => q.entries)
      .filter((e) => e.status === 'pending' && selected.has(e.key) && !busy[e.key]);
    if (chosen.length === 0) return;
    // Each item's failure is in the result (the summary); the mutation itself only fails if
    // the refetch at the end does, and then the queues say so themselves.
    approveMany.mutateAsync(chosen).then(
      (result) =>
        setSelected((current) =>
          without(
            current,
            result.succeeded.map((e) => e.key),
          ),
        ),
      () => undefined,
    );
  };

  // The dialog owns its form (FeedbackDialogScreen), mounted for each opening: it starts empty,
  // and typing in it does not re-render these lists.
  const openDialog = (entry: ApprovalEntry, mode: FeedbackMode) => setDialog({ entry, mode });

  const go = (next: { view?: ApprovalView; queue?: QueueName; page?: number }) => {
    approveMany.reset();
    setParams((current) => {
      if (next.view !== undefined) {
        const updated = withPage(current, 1);
        if (next.view === 'threads') updated.delete('view');
        else updated.set('view', next.view);
        return updated;
      }
      return pageParams(current, next.queue ?? 'threads', next.page ?? 1);
    });
  };

  return (
    <ApprovalsView
      view={view}
      onViewChange={(next) => go({ view: next })}
      threads={threads}
      categories={categories}
      users={users}
      onPageChange={(queue, next) => go({ queue, page: next })}
      pageHref={(queue, next) => `/UserProfile${searchString(pageParams(params, queue, next))}`}
      onRetry={() => {
        void threadQuery.refetch();
        void categoryQuery.refetch();
        void userQuery.refetch();
      }}
      busy={busy}
      selected={selected}
      onSelectedChange={(keys, on) =>
        setSelected((current) => {
          const next = new Set(current);
          for (const key of keys) {
            if (on) next.add(key);
            else next.delete(key);
          }
          return next;
        })
      }
      onApprove={onApprove}
      onRequestChanges={(entry) => openDialog(entry, 'changes')}
      onReject={(entry) => openDialog(entry, 'reject')}
      onApproveSelected={onApproveSelected}
      approvingSelected={approveMany.isPending}
      summary={summary}
      onDismissSummary={() => approveMany.reset()}
      dialog={
        dialog && (
          <FeedbackDialogScreen
            key={`${dialog.mode}:${dialog.entry.key}`}
            entry={dialog.entry}
            mode={dialog.mode}
            onClose={() => setDialog(undefined)}
            onRejected={(entry) => setSelected((current) => without(current, [entry.key]))}
          />
        )
      }
    />
  );
}
