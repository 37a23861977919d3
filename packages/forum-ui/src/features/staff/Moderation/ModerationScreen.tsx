import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useModerationLogs, useModeratorReports, useModeratorStats } from '@forum/api';
import { useClampedPage } from '../../../connected/useClampedPage.ts';
import { moderationMessages as m } from './messages.ts';
import { DeleteContentDialogScreen } from './DeleteContentDialog.tsx';
import {
  moderationHref,
  moderationLocation,
  moderationSearch,
  reportStatusQuery,
  type ModerationLocation,
} from './moderation.ts';
import { ModerationView, type LoadStatus } from './ModerationView.tsx';
import { useReportActions } from './useReportActions.ts';

const status = (query: { isPending: boolean; isError: boolean; data?: unknown }): LoadStatus =>
  query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready';

/**
 * The profile's Moderation tab (moderators and admins): reported content 10 a page, the
 * moderation history (the log, 50 a page, with today/week/month counts) and quick actions.
 * Sub-tab, page and status filter live in the URL
 * (`/UserProfile?tab=moderation&view=history&page=2`, `&status=pending`).
 */
export function ModerationScreen() {
  const [params, setParams] = useSearchParams();
  const location = moderationLocation(params);
  const { view, page, status: filter } = location;
  const stats = useModeratorStats();
  const reports = useModeratorReports(page, reportStatusQuery(filter), {
    enabled: view === 'reports',
    meta: { failureToast: m.loadFailed },
  });
  const logs = useModerationLogs(
    page,
    {},
    {
      enabled: view === 'history',
      meta: { failureToast: m.loadFailed },
    },
  );
  const actions = useReportActions();

  // The selection belongs to one page of one filter; moving on starts a new one.
  const scope = `${filter}:${page}`;
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({
    scope,
    ids: new Set(),
  });
  const selected = selection.scope === scope ? selection.ids : new Set<number>();
  const select = (ids: readonly number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ scope, ids: next });
  };

  const go = (next: Partial<ModerationLocation>) =>
    setParams(moderationSearch({ ...location, ...next }));

  const reportPage = reports.data;
  const logPage = logs.data;
  // A page beyond the end (the list shrank as reports were decided, or an old link) becomes
  // the last page, replacing the address so Back does not return to it.
  const shown = view === 'reports' ? reports : view === 'history' ? logs : undefined;
  useClampedPage({
    page,
    lastPage: shown?.data?.meta.last_page,
    settled: shown?.isSuccess === true && !shown.isPlaceholderData,
    hrefOf: (to) => moderationHref({ view, status: filter, page: to }),
  });
  const counts = stats.data?.data;
  const deleting = actions.deleting;
  return (
    <>
      <ModerationView
        view={view}
        page={page}
        onViewChange={(next) => go({ view: next, page: 1 })}
        onPageChange={(next) => go({ page: next })}
        filter={filter}
        onFilterChange={(next) => go({ status: next, page: 1 })}
        pendingCount={counts?.reported_content}
        reports={{
          status: status(reports),
          items: reportPage?.data ?? [],
          lastPage: reportPage?.meta.last_page ?? 1,
          refreshing: reports.isPlaceholderData,
        }}
        history={{
          status: status(logs),
          items: logPage?.data ?? [],
          lastPage: logPage?.meta.last_page ?? 1,
          refreshing: logs.isPlaceholderData,
        }}
        counts={{
          today: counts?.moderated_today,
          week: counts?.moderated_week,
          month: counts?.moderated_month,
          loading: stats.isPending,
          failed: stats.isError,
        }}
        busy={actions.busy}
        onAction={actions.onAction}
        selected={selected}
        onSelectedChange={select}
        onBulk={(action) => {
          const chosen = (reportPage?.data ?? []).filter(
            (r) => r.status === 'pending' && selected.has(r.id),
          );
          void actions
            .onBulk(action, chosen)
            .then((failedIds) => setSelection({ scope, ids: new Set(failedIds) }));
        }}
        onRetry={() => void (view === 'history' ? logs.refetch() : reports.refetch())}
      />
      {deleting && (
        // Mounted for each opening (keyed by the report): the reason starts empty, and typing
        // in it does not re-render the reports.
        <DeleteContentDialogScreen
          key={deleting.id}
          report={deleting}
          onClose={actions.closeDelete}
          submit={actions.submitDelete}
        />
      )}
    </>
  );
}
