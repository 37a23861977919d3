/**
 * Administration: site statistics, user management (list, role, ban, unban, delete), the user
 * and category approval queues. Every user change refreshes /admin/users* and the counts.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WITHOUT_TOKEN, type ApiClient } from '../client.ts';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import { pathPrefix, type InvalidationTarget, type Operation } from './keys.ts';
import {
  PAGE_SIZES,
  apiQuery,
  type QueryHookOptions,
  type QueryParams,
  useInvalidatingMutation,
} from './shared.ts';

export const operations = [
  ['get', '/admin/stats'],
  ['get', '/admin/users'],
  ['put', '/admin/users/{id}/role'],
  ['put', '/admin/users/{id}/ban'],
  ['put', '/admin/users/{id}/unban'],
  ['delete', '/admin/users/{id}'],
  ['get', '/admin/users/pending'],
  ['put', '/admin/users/id/{id}/approve'],
  ['put', '/admin/users/id/{id}/reject'],
  ['get', '/admin/categories/pending'],
] as const satisfies readonly Operation[];

export type AdminUserListParams = QueryParams<'adminListUsers'>;
export type AdminStats = components['schemas']['AdminStats'];

/** What a user change invalidates: every /admin/users list, the counts, moderation views. */
export const USER_CHANGES: readonly InvalidationTarget[] = [
  pathPrefix('/admin/users'),
  '/admin/stats',
  '/moderator/logs',
  pathPrefix('/moderator/users'),
  '/search/users',
];

/** GET /admin/stats: the admin dashboard's counts. */
export function useAdminStats(options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(hooks.useQuery('get', '/admin/stats', undefined, options));
}

/** The statistics widget's call: GET /admin/stats sent without the token. */
const ANONYMOUS = { middleware: [WITHOUT_TOKEN] };

/**
 * The statistics widget: the same call, fetched without authentication (spec, section 7), read
 * for its `overview` (total_threads, total_posts, total_users, latest_member). Without a token
 * the server sends only `overview`, so what the widget shows never depends on who is logged in;
 * it is cached apart from the admin dashboard's read (its key holds the anonymous init).
 */
export function siteStatisticsOptions(api: ApiClient) {
  return api.hooks.queryOptions('get', '/admin/stats', ANONYMOUS);
}

/** The statistics widget's overview (siteStatisticsOptions). */
export function useSiteStatistics(options?: QueryHookOptions) {
  return apiQuery(
    useQuery({
      ...siteStatisticsOptions(useApi()),
      ...options,
      select: (body) => body.data.overview,
    }),
  );
}

/** GET /admin/users (page, filter, search), 10 per page. */
export function useAdminUsers(
  params: Omit<AdminUserListParams, 'per_page'> = {},
  options?: QueryHookOptions,
) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/admin/users',
      { params: { query: { page: 1, ...params, per_page: PAGE_SIZES.adminUsers } } },
      { ...options, placeholderData: keepPreviousData },
    ),
  );
}

/** GET /admin/users/pending: users awaiting approval, 10 per page. */
export function usePendingUsers(page = 1, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/admin/users/pending',
      { params: { query: { page, per_page: PAGE_SIZES.adminUsers } } },
      { ...options, placeholderData: keepPreviousData },
    ),
  );
}

/** GET /admin/categories/pending: categories awaiting approval, 10 per page. */
export function usePendingCategories(page = 1, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/admin/categories/pending',
      { params: { query: { page, per_page: PAGE_SIZES.adminUsers } } },
      { ...options, placeholderData: keepPreviousData },
    ),
  );
}

/** PUT /admin/users/{id}/role (role). */
export function useUpdateUserRole() {
  return useInvalidatingMutation('put', '/admin/users/{id}/role', USER_CHANGES);
}

/** PUT /admin/users/{id}/ban. */
export function useBanUser() {
  return useInvalidatingMutation('put', '/admin/users/{id}/ban', USER_CHANGES);
}

/** PUT /admin/users/{id}/unban. */
export function useUnbanUser() {
  return useInvalidatingMutation('put', '/admin/users/{id}/unban', USER_CHANGES);
}

/** DELETE /admin/users/{id}. */
export function useDeleteUser() {
  return useInvalidatingMutation('delete', '/admin/users/{id}', USER_CHANGES);
}

/** PUT /admin/users/id/{id}/approve. */
export function useApproveUser() {
  return useInvalidatingMutation('put', '/admin/users/id/{id}/approve', USER_CHANGES);
}

/** PUT /admin/users/id/{id}/reject (reason). */
export function useRejectUser() {
  return useInvalidatingMutation('put', '/admin/users/id/{id}/reject', USER_CHANGES);
}
