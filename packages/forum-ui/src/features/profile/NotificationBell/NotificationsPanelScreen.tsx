import { useEffect, useRef } from 'react';
import { useUnreadNotifications } from '@forum/api';
import { Link } from '@forum/forum-ui/design-system';
import { notificationText as t } from '../Notifications/messages.ts';
import { NotificationsView } from '../Notifications/NotificationsView.tsx';
import { useNotificationActions } from '../Notifications/useNotificationActions.ts';
import * as styles from './NotificationBell.css.ts';

/** Where the panel's link goes: the profile's Notifications tab, with paging. */
export const ALL_NOTIFICATIONS_HREF = '/UserProfile?tab=notifications';

export interface NotificationsPanelScreenProps {
  /** A link in the panel was followed: the bell closes its panel. */
  onNavigate: () => void;
}

/**
 * The bell's panel: the first page of notifications, newest first (the bell's own query, so
 * opening it shows what the count came from), with mark read, mark all read and delete
 * (optimistic, with rollback), and a link to the full list.
 */
export function NotificationsPanelScreen({ onNavigate }: NotificationsPanelScreenProps) {
  const list = useUnreadNotifications();
  const actions = useNotificationActions();
  const box = useRef<HTMLDivElement>(null);
  const data = list.data;

  // Deleting the focused notification removes its button: keep focus in the panel.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) box.current?.focus({ preventScroll: true });
  }, [data]);

  return (
    <div ref={box} tabIndex={-1} className={styles.panel}>
      <NotificationsView
        status={list.isPending ? 'loading' : list.isError && !data ? 'error' : 'ready'}
        notifications={data?.data ?? []}
        unreadCount={data?.unread_count ?? 0}
        onRetry={() => void list.refetch()}
        onNavigate={onNavigate}
        footer={
          <Link to={ALL_NOTIFICATIONS_HREF} onClick={onNavigate}>
            {t.seeAll}
          </Link>
        }
        {...actions}
      />
    </div>
  );
}
