import { useSystemHealthReport, useSystemStats } from '@forum/api';
import { systemMessages as m } from './messages.ts';
import { sectionState, staleAfter, SYSTEM_REFRESH_MS } from './system.ts';
import { SystemView } from './SystemView.tsx';

export interface SystemScreenProps {
  /** How often the panel asks again (default a minute); stories shorten it. */
  refreshMs?: number;
}

/**
 * The admin's System tab (profile area, `?tab=system`): GET /system/health and GET
 * /system/stats, asked for again every minute while the page is visible. The queries' own
 * staleness (staleTime = two intervals) says when figures are too old, so the screen holds no
 * clock: TanStack Query re-renders it when its answer turns stale.
 */
export function SystemScreen({ refreshMs = SYSTEM_REFRESH_MS }: SystemScreenProps) {
  const timing = { refetchInterval: refreshMs, staleTime: staleAfter(refreshMs) };
  const healthQuery = useSystemHealthReport(timing);
  const statsQuery = useSystemStats(timing);

  // A 503's report is data too (useSystemHealthReport), so both sections follow one rule.
  const health = sectionState(
    {
      value: healthQuery.data,
      readAt: healthQuery.data ? healthQuery.dataUpdatedAt : undefined,
      failure: healthQuery.error,
      isStale: healthQuery.isStale,
    },
    m.healthFailed,
  );
  const stats = sectionState(
    {
      value: statsQuery.data?.data,
      readAt: statsQuery.data ? statsQuery.dataUpdatedAt : undefined,
      failure: statsQuery.error,
      isStale: statsQuery.isStale,
    },
    m.statsFailed,
  );

  return (
    <SystemView
      health={health}
      stats={stats}
      fetching={{ health: healthQuery.isFetching, stats: statsQuery.isFetching }}
      onRefresh={() => {
        void healthQuery.refetch();
        void statsQuery.refetch();
      }}
      onRetryHealth={() => healthQuery.refetch()}
      onRetryStats={() => statsQuery.refetch()}
    />
  );
}
