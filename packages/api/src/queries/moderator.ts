/**
 * Moderation: the moderator dashboard's counts, reported content and its actions, warnings and
 * suspensions, a user's warnings and history, and the moderation log.
 */
import {
  keepPreviousData,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { unwrap } from '../client.ts';
import type { ApiError } from '../errors.ts';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import { runBulk, type BulkResult } from './bulk.ts';
import {
  THREAD_LISTS,
  invalidate,
  pathPrefix,
  pathWithId,
  type InvalidationTarget,
  type Operation,
} from './keys.ts';
import {
  PAGE_SIZES,
  apiMutation,
  apiQuery,
  enabledWith,
  type QueryHookOptions,
  type QueryParams,
  useInvalidatingMutation,
  useRecordPage,
} from './shared.ts';

export const operations = [
  ['get', '/moderator/stats'],
  ['get', '/moderator/reported-content'],
  ['put', '/moderator/content/{id}/approve'],
  ['put', '/moderator/content/{id}/remove'],
  ['post', '/moderator/users/{id}/warn'],
  ['post', '/moderator/users/{id}/suspend'],
  ['get', '/moderator/users/{id}/warnings'],
  ['get', '/moderator/users/{id}/history'],
  ['get', '/moderator/logs'],
] as const satisfies readonly Operation[];

export type ReportListParams = QueryParams<'listReportedContent'>;
export type ModerationLogParams = QueryParams<'listModerationLogs'>;

/** What acting on reported content invalidates: the reports, counts, log, and the content's views. */
export const CONTENT_MODERATED: readonly InvalidationTarget[] = [
  '/moderator/reported-content',
  '/moderator/stats',
  '/moderator/logs',
  ...THREAD_LISTS,
  '/threads/id/{id}',
  '/threads/{id}',
  '/threads/{id}/posts',
];

/** What a warning or suspension invalidates for user `id`. */
export function userModerated(userId: number): InvalidationTarget[] {
  return [
    pathWithId('/moderator/users/{id}/warnings', userId),
    pathWithId('/moderator/users/{id}/history', userId),
    '/moderator/logs',
    '/moderator/stats',
    pathPrefix('/admin/users'),
    '/admin/stats',
  ];
}

/** GET /moderator/stats. */
export function useModeratorStats(options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(hooks.useQuery('get', '/moderator/stats', undefined, options));
}

/** GET /moderator/reported-content: 10 per page (filters: status, content_type). */
export function useModeratorReports(
  page = 1,
  filters: Omit<ReportListParams, 'page' | 'per_page'> = {},
  options?: QueryHookOptions,
) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/moderator/reported-content',
      { params: { query: { ...filters, page, per_page: PAGE_SIZES.moderatorReports } } },
      { ...options, placeholderData: keepPreviousData },
    ),
  );
}

/** GET /moderator/logs: page 1 by default, 50 per page (filter: action). */
export function useModerationLogs(
  page = 1,
  filters: Omit<ModerationLogParams, 'page' | 'per_page'> = {},
  options?: QueryHookOptions,
) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/moderator/logs',
      { params: { query: { ...filters, page, per_page: PAGE_SIZES.moderatorLogs } } },
      { ...options, placeholderData: keepPreviousData },
    ),
  );
}

/** GET /moderator/users/{id}/warnings. */
export function useUserWarnings(userId: number | null | undefined, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/moderator/users/{id}/warnings',
      { params: { path: { id: userId ?? 0 } } },
      { ...options, enabled: enabledWith(typeof userId === 'number', options) },
    ),
  );
}

/** GET /moderator/users/{id}/history: 10 per page. */
export function useUserModerationHistory(
  userId: number | null | undefined,
  page = 1,
  options?: QueryHookOptions,
) {
  const path = { id: userId ?? 0 };
  const query = { page, per_page: PAGE_SIZES.moderationHistory };
  return useRecordPage(
    useApi().hooks.queryOptions('get', '/moderator/users/{id}/history', {
      params: { path, query },
    }),
    typeof userId === 'number',
    options,
  );
}

/** PUT /moderator/content/{id}/approve (type): keeps the content and resolves its reports. */
export function useApproveContent() {
  return useInvalidatingMutation('put', '/moderator/content/{id}/approve', CONTENT_MODERATED);
}

/** PUT /moderator/content/{id}/remove (type, reason): deletes the content. */
export function useRemoveContent() {
  return useInvalidatingMutation('put', '/moderator/content/{id}/remove', CONTENT_MODERATED);
}

/** POST /moderator/users/{id}/warn (reason). */
export function useWarnUser() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('post', '/moderator/users/{id}/warn', {
      onSuccess: (_data, { params }) => invalidate(queryClient, userModerated(params.path.id)),
    }),
  );
}

/** POST /moderator/users/{id}/suspend (duration, 1_day by default; reason). */
export function useSuspendUser() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('post', '/moderator/users/{id}/suspend', {
      onSuccess: (_data, { params }) => invalidate(queryClient, userModerated(params.path.id)),
    }),
  );
}

// ── report cards: one decision at a time, or a selection (the Moderation tab) ──

type Report = components['schemas']['Report'];

/**
 * A report card's action (docs/spec/staff-area.md section 4): Approve and Dismiss Report keep the
 * content and close its reports; Warn User warns the content's author, then dismisses the report;
 * Delete Content removes the content with a reason.
 */
export type ReportDecision =
  | { action: 'approve' | 'dismiss'; report: Report }
  | { action: 'warn'; report: Report; authorId: number; reason: string }
  | { action: 'delete'; report: Report; reason: string };

/** What a decision came to. A warning that went out but whose dismissal failed is `kept: false`. */
export interface ReportDecisionResult {
  kept: boolean;
}

/** Approving or dismissing several reports together (their content is kept). */
export interface ReportBulk {
  action: 'approve' | 'dismiss';
  reports: readonly Report[];
}

/** The mutation keys: one report's decision, and a selection decided together. */
export const REPORT_DECISION_KEY = ['moderator', 'report-decision'] as const;
export const REPORT_BULK_KEY = ['moderator', 'report-bulk'] as const;

type Client = ReturnType<typeof useApi>['client'];

/** PUT /moderator/content/{id}/approve for a report's content: it stays, its reports close. */
function keepContent(client: Client, report: Report): Promise<unknown> {
  return unwrap(
    client.PUT('/moderator/content/{id}/approve', {
      params: { path: { id: report.content_id } },
      body: { type: report.content_type },
    }),
  );
}

/**
 * Decides one report. The mutation settles once the reports, counts and log have refetched
 * (nothing changes on screen before the server answers), and a failure leaves everything as
 * it was. Warn User fails (the error) when the warning is refused; when the warning went out
 * but the dismissal did not, it resolves with `kept: false`.
 */
export function useDecideReport() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation<ReportDecisionResult, ApiError, ReportDecision>({
    mutationKey: REPORT_DECISION_KEY,
    mutationFn: async (d) => {
      if (d.action === 'delete') {
        await unwrap(
          client.PUT('/moderator/content/{id}/remove', {
            params: { path: { id: d.report.content_id } },
            body: { type: d.report.content_type, reason: d.reason },
          }),
        );
        return { kept: true };
      }
      if (d.action === 'warn') {
        await unwrap(
          client.POST('/moderator/users/{id}/warn', {
            params: { path: { id: d.authorId } },
            body: { reason: d.reason },
          }),
        );
        return keepContent(client, d.report).then(
          () => ({ kept: true }),
          () => ({ kept: false }),
        );
      }
      await keepContent(client, d.report);
      return { kept: true };
    },
    onSuccess: (_result, d) =>
      invalidate(queryClient, [
        ...CONTENT_MODERATED,
        ...(d.action === 'warn' ? userModerated(d.authorId) : []),
      ]),
  });
}

/**
 * Approves or dismisses a selection of reports with runBulk (one after the other, then one
 * invalidation). Resolves with which reports succeeded and which failed.
 */
export function useDecideReports() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation<BulkResult<Report>, ApiError, ReportBulk>({
    mutationKey: REPORT_BULK_KEY,
    mutationFn: ({ reports }) =>
      runBulk(
        reports,
        (report) => keepContent(client, report),
        () => invalidate(queryClient, CONTENT_MODERATED),
      ),
  });
}

/** What is being decided now on report cards (the pending mutations' variables). */
export function useReportDecisionsInFlight(): {
  decisions: ReportDecision[];
  bulks: ReportBulk[];
} {
  const decisions = useMutationState({
    filters: { mutationKey: REPORT_DECISION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as ReportDecision,
  });
  const bulks = useMutationState({
    filters: { mutationKey: REPORT_BULK_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as ReportBulk,
  });
  return { decisions, bulks };
}
