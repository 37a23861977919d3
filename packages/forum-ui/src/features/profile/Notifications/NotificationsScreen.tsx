import { useNotifications } from '@forum/api';
import { usePageParam } from '../../../connected/usePageParam.ts';
import { NotificationsView } from './NotificationsView.tsx';
import { useNotificationActions } from './useNotificationActions.ts';

/**
 * The profile's Notifications tab (`/UserProfile?tab=notifications&page=2`): every notification,
 * 15 a page, with mark read, mark all read and delete.
 */
export function NotificationsScreen() {
  const [page, setPage] = usePageParam();
  const list = useNotifications({ page });
  const actions = useNotificationActions();
  const data = list.data;
  return (
    <NotificationsView
      status={list.isPending ? 'loading' : list.isError && !data ? 'error' : 'ready'}
      notifications={data?.data ?? []}
      unreadCount={data?.unread_count ?? 0}
      page={page}
      lastPage={data?.meta.last_page ?? 1}
      onPageChange={setPage}
      refreshing={list.isPlaceholderData}
      onRetry={() => void list.refetch()}
      {...actions}
    />
  );
}
