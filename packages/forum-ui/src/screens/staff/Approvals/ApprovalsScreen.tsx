import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isAdmin,
  toApprovalEntry,
  useDecideApproval,
  usePendingCategories,
  usePendingThreads,
  usePendingUsers,
  useSession,
  type ApiError,
  type ApprovalEntry,
  type ApprovalPage,
} from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useForumForm } from '../../../forms/useForumForm.ts';
import { approvalsMessages as m } from '../../../messages/approvals.ts';
import { searchString, withPage } from '../../../utils/searchParams.ts';
import type { ApprovalAction } from './ApprovalCard.tsx';
import {
  CATEGORY_PAGE_PARAM,
  FEEDBACK_DEFAULTS,
  approvalsLocation,
  changesReason,
  decisionFailure,
  summarizeBulk,
  validateFeedback,
  type ApprovalView,
  type BulkSummary,
  type FeedbackValues,
} from './approvals.ts';
import { ApprovalsView, type ApprovalQueue, type QueueName } from './ApprovalsView.tsx';
import { FeedbackDialog, type FeedbackMode } from './FeedbackDialog.tsx';

interface QueueQuery {
  data?: ApprovalPage;
  isPending: boolean;
  isError: boolean;
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

/**
 * The profile's Approvals tab (`/UserProfile?tab=approvals&view=users&page=2`), for moderators
 * and admins: pending threads for both; pending categories and users for admins only (their
 * calls are admin calls). Decisions are optimistic (useDecideApproval) and say when they fail.
 */
export function ApprovalsScreen() {
  const { user } = useSession();
  const admin = isAdmin(user);
  const [params, setParams] = useSearchParams();
  const { view, page, categoryPage } = approvalsLocation(params, admin);
  // The spec's failure message is a toast (one for the three lists: the query cache shows it);
  // the tab also says it where the list would be.
  const failureToast = { meta: { failureToast: m.loadFailed } };
  const threadQuery = usePendingThreads(view === 'threads' ? page : 1, failureToast);
  const categoryQuery = usePendingCategories(categoryPage, { enabled: admin, ...failureToast });
  const userQuery = usePendingUsers(view === 'users' ? page : 1, {
    enabled: admin,
    ...failureToast,
  });
  const threads = queueOf(threadQuery, view === 'threads' ? page : 1);
  const categories = admin ? queueOf(categoryQuery, categoryPage) : undefined;
  const users = admin ? queueOf(userQuery, view === 'users' ? page : 1) : undefined;

  const toast = useToast();

  // A page past the end (its last items were just decided): go to the last page instead.
  const shown = view === 'threads' ? threads : users;
  useEffect(() => {
    if (shown?.status === 'ready' && shown.page > shown.lastPage)
      setParams((current) => withPage(current, shown.lastPage), { replace: true });
  }, [shown?.status, shown?.page, shown?.lastPage, setParams]);

  const decide = useDecideApproval();
  const [busy, setBusy] = useState<Record<string, ApprovalAction>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [approvingSelected, setApprovingSelected] = useState(false);
  const [summary, setSummary] = useState<BulkSummary>();
  const [dialog, setDialog] = useState<{ entry: ApprovalEntry; mode: FeedbackMode }>();

  const track = async (
    entry: ApprovalEntry,
    action: ApprovalAction,
    run: () => Promise<unknown>,
  ) => {
    setBusy((current) => ({ ...current, [entry.key]: action }));
    try {
      await run();
      setSelected((current) => {
        const next = new Set(current);
        next.delete(entry.key);
        return next;
      });
    } finally {
      setBusy(({ [entry.key]: _done, ...rest }) => rest);
    }
  };

  const approve = (entry: ApprovalEntry) =>
    track(entry, 'approve', () =>
      decide.mutateAsync({ type: entry.type, id: entry.id, decision: 'approve' }),
    );

  const onApprove = (entry: ApprovalEntry) => {
    approve(entry).then(
      () => toast.success(m.approved(entry.label)),
      (error: ApiError) => toast.error(decisionFailure(error)),
    );
  };

  const onApproveSelected = async () => {
    const visible = (view === 'threads' ? [threads, categories] : [users])
      .flatMap((q) => q?.entries ?? [])
      .filter((e) => e.status === 'pending' && selected.has(e.key) && !busy[e.key]);
    if (visible.length === 0) return;
    setApprovingSelected(true);
    setSummary(undefined);
    const outcomes = await Promise.all(
      visible.map((entry) =>
        approve(entry).then(
          () => ({ label: entry.label }),
          (error: ApiError) => ({ label: entry.label, error }),
        ),
      ),
    );
    setApprovingSelected(false);
    setSummary(summarizeBulk(outcomes));
  };

  const form = useForumForm<FeedbackValues, void>({
    defaultValues: FEEDBACK_DEFAULTS,
    validate: validateFeedback,
    submit: async ({ reason }) => {
      if (!dialog) return;
      const { entry, mode } = dialog;
      await track(entry, mode, () =>
        decide.mutateAsync({
          type: entry.type,
          id: entry.id,
          decision: 'reject',
          reason: mode === 'changes' ? changesReason(reason) : reason.trim(),
        }),
      );
    },
    failure: { fallback: m.processFailed },
    toastFailure: false,
    onSuccess: () => {
      if (!dialog) return;
      toast.success(
        dialog.mode === 'changes'
          ? m.changesRequested(dialog.entry.label)
          : m.rejected(dialog.entry.label),
      );
      setDialog(undefined);
    },
    onFailure: (error) => {
      toast.error(decisionFailure(error));
      // The item is gone: nothing is left to decide.
      if (error.status === 404) setDialog(undefined);
    },
  });

  const { reset } = form;
  const openDialog = (entry: ApprovalEntry, mode: FeedbackMode) => {
    reset(FEEDBACK_DEFAULTS);
    setDialog({ entry, mode });
  };

  const go = (next: { view?: ApprovalView; queue?: QueueName; page?: number }) => {
    setSummary(undefined);
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
        if (admin) {
          void categoryQuery.refetch();
          void userQuery.refetch();
        }
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
      onApproveSelected={() => void onApproveSelected()}
      approvingSelected={approvingSelected}
      summary={summary}
      onDismissSummary={() => setSummary(undefined)}
      dialog={
        <FeedbackDialog
          open={dialog !== undefined}
          onClose={() => setDialog(undefined)}
          mode={dialog?.mode ?? 'reject'}
          label={dialog?.entry.label ?? ''}
          form={form}
        />
      }
    />
  );
}
