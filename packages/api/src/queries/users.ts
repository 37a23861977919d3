/** Public user data (profile counts, activity) and the user's own preferences. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { useApi, useSession } from '../provider.tsx';
import { pathKey, type Operation } from './keys.ts';
import {
  PAGE_SIZES,
  apiMutation,
  apiQuery,
  enabledWith,
  type QueryHookOptions,
  useRecordPage,
} from './shared.ts';

export const operations = [
  ['get', '/users/{id}/stats'],
  ['get', '/users/{id}/activity'],
  ['get', '/user/preferences'],
  ['put', '/user/preferences'],
] as const satisfies readonly Operation[];

/** GET /users/{id}/stats: a user's profile counts. */
export function userStatsOptions(api: ApiClient, userId: number) {
  return api.hooks.queryOptions('get', '/users/{id}/stats', { params: { path: { id: userId } } });
}

/** A user's profile counts (userStatsOptions); no call without an id. */
export function useUserStats(userId: number | null | undefined, options?: QueryHookOptions) {
  return apiQuery(
    useQuery({
      ...userStatsOptions(useApi(), userId ?? 0),
      ...options,
      enabled: enabledWith(typeof userId === 'number', options),
    }),
  );
}

/** GET /users/{id}/activity: threads, posts and recent activity, 10 per page. */
export function useUserActivity(
  userId: number | null | undefined,
  page = 1,
  options?: QueryHookOptions,
) {
  const params = { path: { id: userId ?? 0 }, query: { page, per_page: PAGE_SIZES.activity } };
  return useRecordPage(
    useApi().hooks.queryOptions('get', '/users/{id}/activity', { params }),
    typeof userId === 'number',
    options,
  );
}

/** GET /user/preferences (only with a session). */
export function usePreferences(options?: QueryHookOptions) {
  const { hooks } = useApi();
  const { isAuthenticated } = useSession();
  return apiQuery(
    hooks.useQuery('get', '/user/preferences', undefined, {
      ...options,
      enabled: enabledWith(isAuthenticated, options),
    }),
  );
}

/** PUT /user/preferences: the cached preferences become the server's answer. */
export function useUpdatePreferences() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('put', '/user/preferences', {
      onSuccess: ({ data }) => {
        queryClient.setQueryData(pathKey('/user/preferences'), { data });
      },
    }),
  );
}
