/**
 * What the statistics page shows, as a plain function of what the call returned (spec, sections
 * 2, 7 and 8): the totals of threads, posts and members and the latest member; fixed fallback
 * numbers as soon as the call has failed; a loading state before either.
 */
import { FALLBACK_STATISTICS } from './statisticsText.ts';

/** The newest member, as the overview names them. */
export interface LatestMember {
  id: number;
  name: string;
  avatar_url?: string | null;
}

/** The `overview` of GET /admin/stats, as the statistics widget reads it. */
export interface StatisticsOverview {
  total_threads: number;
  total_posts: number;
  total_users: number;
  latest_member?: LatestMember | null;
}

export interface StatisticsFigures {
  threads: number;
  posts: number;
  members: number;
  latestMember: LatestMember | null;
}

export type StatisticsState =
  | { status: 'loading' }
  /** From the server. */
  | ({ status: 'live' } & StatisticsFigures)
  /** The call failed: the fixed fallback numbers, without a latest member. */
  | ({ status: 'fallback' } & StatisticsFigures);

export function statisticsState({
  data,
  failed,
}: {
  /** The overview, once a call has succeeded (kept while a later refetch runs). */
  data?: StatisticsOverview;
  /** A call has failed (even if a retry is still under way). */
  failed: boolean;
}): StatisticsState {
  if (data) {
    return {
      status: 'live',
      threads: data.total_threads,
      posts: data.total_posts,
      members: data.total_users,
      latestMember: data.latest_member ?? null,
    };
  }
  if (failed) return { status: 'fallback', ...FALLBACK_STATISTICS, latestMember: null };
  return { status: 'loading' };
}
