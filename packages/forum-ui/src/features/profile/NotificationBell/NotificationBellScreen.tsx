import { lazy, Suspense, useState } from 'react';
import { useUnreadNotifications } from '@forum/api';
import { NotificationBell, Text } from '@forum/forum-ui/design-system';
import { notificationText as t } from '../Notifications/messages.ts';
import { countRose } from './unreadCount.ts';

// The panel (list, actions, states) is its own chunk, loaded on the first open: the bell is on
// the first page of every visit (npm run bench:bundle).
const NotificationsPanelScreen = lazy(() =>
  import('./NotificationsPanelScreen.tsx').then((m) => ({ default: m.NotificationsPanelScreen })),
);

const labels = { button: t.bell, badge: t.unreadBadge };

/**
 * The header's notification bell for a logged-in member: the unread count (GET /notifications,
 * refreshed every 60 s while the page is visible), said to screen readers when it goes up, and
 * the panel of the latest notifications. The app renders it only for a member.
 */
export function NotificationBellScreen() {
  const unread = useUnreadNotifications();
  const count = unread.data?.unread_count;
  // The last count seen, and what was said when it rose (adjusted while rendering).
  const [seen, setSeen] = useState(count);
  const [announcement, setAnnouncement] = useState('');
  if (count !== seen) {
    setSeen(count);
    if (countRose(seen, count) && count !== undefined) setAnnouncement(t.arrived(count));
  }
  return (
    <NotificationBell
      unreadCount={count}
      labels={labels}
      announcement={announcement}
      panel={(close) => (
        <Suspense
          fallback={
            <Text tone="muted" role="status">
              {t.loading}
            </Text>
          }
        >
          <NotificationsPanelScreen onNavigate={close} />
        </Suspense>
      )}
    />
  );
}
