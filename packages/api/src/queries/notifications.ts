/**
 * The user's notifications: the list (with unread_count), and read, read-all and delete.
 * Read, read-all and delete change every cached list OPTIMISTICALLY:
 *
 *   onMutate   cancel the notification lists, snapshot them, apply the change (applyNotificationChange);
 *   onError    put the snapshots back;
 *   onSettled  invalidate every notification list (and so the unread count).
 */
import { keepPreviousData, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApi, useSession } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import { invalidate, pathPrefix, type InvalidationTarget, type Operation } from './keys.ts';
import {
  apiMutation,
  apiQuery,
  enabledWith,
  type QueryHookOptions,
  type QueryParams,
} from './shared.ts';

export const operations = [
  ['get', '/notifications'],
  ['put', '/notifications/{id}/read'],
  ['put', '/notifications/read-all'],
  ['delete', '/notifications/{id}'],
] as const satisfies readonly Operation[];

export type NotificationListParams = QueryParams<'listNotifications'>;
export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];

/** What read, read-all and delete invalidate: every notifications list (and its unread count). */
export const NOTIFICATION_CHANGES: readonly InvalidationTarget[] = ['/notifications'];

/** The optimistic change of one action. */
export type NotificationChange =
  { kind: 'read'; id: string } | { kind: 'readAll' } | { kind: 'delete'; id: string };

/**
 * A cached notifications page with the change applied: read marks one (or all) read and lowers
 * unread_count; delete removes one (lowering unread_count if it was unread, and the total).
 * Pages that do not hold the notification are returned as is; the input is never changed.
 */
export function applyNotificationChange<T extends NotificationPage | undefined>(
  page: T,
  change: NotificationChange,
  now: string = new Date().toISOString(),
): T {
  if (!page || !Array.isArray(page.data)) return page;
  const unreadCount = page.unread_count ?? 0;
  if (change.kind === 'readAll') {
    if (!page.data.some((n) => n.read_at === null) && unreadCount === 0) return page;
    return {
      ...page,
      data: page.data.map((n) => (n.read_at === null ? { ...n, read_at: now } : n)),
      unread_count: 0,
    };
  }
  const target = page.data.find((n) => n.id === change.id);
  if (!target) return page;
  const wasUnread = target.read_at === null;
  const unread_count = wasUnread ? Math.max(0, unreadCount - 1) : unreadCount;
  if (change.kind === 'read') {
    if (!wasUnread) return page;
    return {
      ...page,
      data: page.data.map((n) => (n === target ? { ...n, read_at: now } : n)),
      unread_count,
    };
  }
  const meta = page.meta && { ...page.meta, total: Math.max(0, page.meta.total - 1) };
  return { ...page, data: page.data.filter((n) => n !== target), unread_count, meta };
}

/** GET /notifications (page, unread); only fetched while there is a session. */
export function useNotifications(params: NotificationListParams = {}, options?: QueryHookOptions) {
  const { hooks } = useApi();
  const { isAuthenticated } = useSession();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/notifications',
      { params: { query: params } },
      {
        ...options,
        enabled: enabledWith(isAuthenticated, options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** How often the header's unread count is refreshed while the page is visible. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The unread count for the header: the first page of notifications, refreshed every 60 s while
 * the page is visible (never in the background), and only for a member.
 */
export function useUnreadNotifications() {
  return useNotifications(
    {},
    { refetchInterval: UNREAD_REFRESH_MS, refetchIntervalInBackground: false },
  );
}

/** What onMutate hands to onError: every notifications list as it was. */
export interface NotificationSnapshot {
  entries: Array<[QueryKey, unknown]>;
}

const lists = pathPrefix('/notifications');

function useOptimisticOptions<V>(changeOf: (variables: V) => NotificationChange) {
  const queryClient = useQueryClient();
  return {
    onMutate: async (variables: V): Promise<NotificationSnapshot> => {
      await queryClient.cancelQueries({ predicate: lists });
      const entries = queryClient.getQueriesData<unknown>({ predicate: lists });
      queryClient.setQueriesData<NotificationPage | undefined>({ predicate: lists }, (old) =>
        applyNotificationChange(old, changeOf(variables)),
      );
      return { entries };
    },
    onError: (_error: unknown, _variables: V, snapshot: NotificationSnapshot | undefined) => {
      for (const [key, data] of snapshot?.entries ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidate(queryClient, NOTIFICATION_CHANGES),
  };
}

type ByUuid = { params: { path: { id: string } } };

/** PUT /notifications/{id}/read, optimistic with rollback. */
export function useMarkNotificationRead() {
  const { hooks } = useApi();
  const options = useOptimisticOptions((v: ByUuid) => ({ kind: 'read', id: v.params.path.id }));
  return apiMutation(hooks.useMutation('put', '/notifications/{id}/read', options));
}

/** PUT /notifications/read-all, optimistic with rollback. */
export function useMarkAllNotificationsRead() {
  const { hooks } = useApi();
  const options = useOptimisticOptions(() => ({ kind: 'readAll' }));
  return apiMutation(hooks.useMutation('put', '/notifications/read-all', options));
}

/** DELETE /notifications/{id}, optimistic with rollback. */
export function useDeleteNotification() {
  const { hooks } = useApi();
  const options = useOptimisticOptions((v: ByUuid) => ({ kind: 'delete', id: v.params.path.id }));
  return apiMutation(hooks.useMutation('delete', '/notifications/{id}', options));
}
