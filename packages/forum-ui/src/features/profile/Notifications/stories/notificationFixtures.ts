/** Notifications for stories (the profile tab and the header's bell): GET /notifications handlers. */
import { HttpResponse, http } from 'msw';

export const LONG_TITLE = `Bagong sagot sa “${'Bakit mabagal ang laptop ko pagkatapos ng update? '.repeat(4)}” 💻`;

export interface FixtureNotification {
  id: string;
  title: string;
  message: string;
  read: boolean;
}

/**
 * One page of notifications as GET /notifications answers it, newest first. `unreadCount`
 * stands for more unread notifications than the page holds (default: the page's own).
 */
export const notificationPageBody = (items: FixtureNotification[], unreadCount?: number) => ({
  data: items.map((n, index) => ({
    id: n.id,
    type: 'post_reply',
    title: n.title,
    message: n.message,
    data: { url: `/threads/laptop-bumabagal-7#post-${index + 1}` },
    read_at: n.read ? '2026-11-20T10:00:00Z' : null,
    created_at: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
  })),
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 15,
    total: items.length,
    from: 1,
    to: items.length,
  },
  unread_count: unreadCount ?? items.filter((n) => !n.read).length,
});

/** GET /notifications answering that page. */
export const notificationPage = (items: FixtureNotification[], unreadCount?: number) =>
  http.get('*/api/v1/notifications', () =>
    HttpResponse.json(notificationPageBody(items, unreadCount)),
  );

/** A long unread Tagalog title with a long message, and a short read one in other scripts. */
export const unicodeNotifications: FixtureNotification[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: LONG_TITLE,
    message: `Maria Clara “Ñiña” de los Santos-Ybañez replied: ${'Subukan mong i-disable ang startup apps. '.repeat(6)}`,
    read: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Nagustuhan ang post mo ❤️',
    message: '李小龍 liked your post',
    read: true,
  },
];
