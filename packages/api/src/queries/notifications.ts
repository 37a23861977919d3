/** The user's notifications: the list (with unread_count), and read, read-all and delete. */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApi, useSession } from '../provider.tsx';
import { invalidate, type InvalidationTarget, type Operation } from './keys.ts';
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

/** What read, read-all and delete invalidate: every notifications list (and its unread count). */
export const NOTIFICATION_CHANGES: readonly InvalidationTarget[] = ['/notifications'];

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

/** PUT /notifications/{id}/read. */
export function useMarkNotificationRead() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('put', '/notifications/{id}/read', {
      onSuccess: () => invalidate(queryClient, NOTIFICATION_CHANGES),
    }),
  );
}

/** PUT /notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('put', '/notifications/read-all', {
      onSuccess: () => invalidate(queryClient, NOTIFICATION_CHANGES),
    }),
  );
}

/** DELETE /notifications/{id}. */
export function useDeleteNotification() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('delete', '/notifications/{id}', {
      onSuccess: () => invalidate(queryClient, NOTIFICATION_CHANGES),
    }),
  );
}
