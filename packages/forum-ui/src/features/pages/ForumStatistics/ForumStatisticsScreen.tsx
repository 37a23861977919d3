import { useSiteStatistics } from '@forum/api';
import { statisticsState } from './statistics.ts';
import { ForumStatisticsView } from './ForumStatisticsView.tsx';

export interface ForumStatisticsScreenProps {
  /** The site's name, as the app sets it. */
  siteName: string;
}

/**
 * /ForumStatistics: GET /admin/stats read without the token (useSiteStatistics). The fallback
 * numbers show from the first failure on, while the client's retries still run, so nobody
 * waits through the back-off; a retry that succeeds replaces them with the live numbers.
 */
export function ForumStatisticsScreen({ siteName }: ForumStatisticsScreenProps) {
  const query = useSiteStatistics();
  const state = statisticsState({
    data: query.data,
    failed: query.isError || query.failureCount > 0,
  });
  return (
    <ForumStatisticsView
      siteName={siteName}
      state={state}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
