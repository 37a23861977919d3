/**
 * Moderation: the moderator dashboard's counts, reported content and its actions, warnings and
 * suspensions, a user's warnings and history, and the moderation log.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../provider.tsx';
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
  useInvalidateOnSuccess,
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
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/moderator/users/{id}/history',
      {
        params: {
          path: { id: userId ?? 0 },
          query: { page, per_page: PAGE_SIZES.moderationHistory },
        },
      },
      {
        ...options,
        enabled: enabledWith(typeof userId === 'number', options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** PUT /moderator/content/{id}/approve (type): keeps the content and resolves its reports. */
export function useApproveContent() {
  const { hooks } = useApi();
  return apiMutation(
    hooks.useMutation(
      'put',
      '/moderator/content/{id}/approve',
      useInvalidateOnSuccess(CONTENT_MODERATED),
    ),
  );
}

/** PUT /moderator/content/{id}/remove (type, reason): deletes the content. */
export function useRemoveContent() {
  const { hooks } = useApi();
  return apiMutation(
    hooks.useMutation(
      'put',
      '/moderator/content/{id}/remove',
      useInvalidateOnSuccess(CONTENT_MODERATED),
    ),
  );
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
