import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { notificationText as t } from '../messages.ts';
import type { NotificationsPending } from './NotificationsView.tsx';

/**
 * Mark read, mark all read and delete for a notifications list: each optimistic with rollback
 * (the hooks in @forum/api), a toast saying so when one fails, and what is in flight.
 */
export function useNotificationActions() {
  const read = useMarkNotificationRead();
  const readAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const toast = useToast();
  const pending: NotificationsPending = {
    reading: read.isPending ? read.variables?.params.path.id : undefined,
    removing: remove.isPending ? remove.variables?.params.path.id : undefined,
    readingAll: readAll.isPending,
  };
  return {
    pending,
    onRead: (id: string) =>
      read.mutate(
        { params: { path: { id } } },
        { onError: (error) => void toast.failed(error, t.readFailed) },
      ),
    onReadAll: () =>
      readAll.mutate({}, { onError: (error) => void toast.failed(error, t.readAllFailed) }),
    onRemove: (id: string) =>
      remove.mutate(
        { params: { path: { id } } },
        { onError: (error) => void toast.failed(error, t.removeFailed) },
      ),
  };
}
