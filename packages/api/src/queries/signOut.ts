/**
 * The session user and logout: what every page's header needs, so the first visit carries it
 * (the account calls are in auth.ts, which loads with their screens).
 */
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import type { ApiError } from '../errors.ts';
import { useApi, useSession } from '../provider.tsx';
import type { Operation } from './keys.ts';
import { apiQuery, enabledWith, type QueryHookOptions } from './shared.ts';

export const operations = [
  ['post', '/auth/logout'],
  ['get', '/auth/user'],
] as const satisfies readonly Operation[];

/**
 * Logs out, whatever the network does: the device first, the server after (logout.ts). The
 * session leaves storage here, at once, so every tab follows (the `storage` event) and the query
 * cache empties (oneCachePerMember) even if the rest never loads; the rest (everything kept for
 * the member, then POST /auth/logout with the removed token) is its own chunk, fetched when a
 * member's page shows (`preloadLogout`, with the header's bell), so the served site's worker has
 * it for an offline logout.
 * Resolves once the device is clear; never rejects.
 */
export async function logOut(api: ApiClient, stores?: () => Promise<unknown>): Promise<void> {
  const { token } = api.session.getState();
  api.session.clear('logout');
  try {
    // The app's stores, when their module cannot load, still leave this package's own to clear.
    const [logout] = await preloadLogout(() => Promise.resolve(stores?.()).catch(() => undefined));
    await logout.leave(api, token);
  } catch {
    // Its chunk could not load (offline, and neither fetched nor precached on this device): the
    // session is gone from every tab; what the stores keep stays until they next load.
  }
}

/**
 * The rest of logging out (logout.ts), and `stores`, the module that registers what the app keeps
 * for the member (memberData.ts's keepsMemberData), loaded ahead on a member's page
 * (app/src/notifications/bell.ts), so a logout offline has them.
 */
export const preloadLogout = (stores?: () => Promise<unknown>) =>
  Promise.all([import('../logout.ts'), stores?.()]);

/**
 * Logout as a mutation, for its pending state: `mutate()` runs `logOut` (with the app's `stores`
 * module, as preloadLogout takes it), which never waits for
 * the network (networkMode 'always': offline, a paused logout would leave the session in place).
 */
export function useLogout(stores?: () => Promise<unknown>) {
  const api = useApi();
  return useMutation<void, ApiError, unknown>({
    mutationKey: ['post', '/auth/logout'],
    mutationFn: () => logOut(api, stores),
    networkMode: 'always',
  });
}

/** GET /auth/user: the logged-in user (only fetched while there is a session). */
export function useAuthUser(options?: QueryHookOptions) {
  const { hooks } = useApi();
  const { isAuthenticated } = useSession();
  return apiQuery(
    hooks.useQuery('get', '/auth/user', undefined, {
      ...options,
      enabled: enabledWith(isAuthenticated, options),
    }),
  );
}
