/**
 * The notification texts: the header's bell and panel, and the profile's Notifications tab (the
 * product's own words; the spec names the calls only). Part of the profile area's texts
 * (the profile feature's messages.ts re-exports them), kept apart because the bell is on every page.
 */

/** The notifications: the header's bell and panel, and the profile's Notifications tab. */
export const notificationText = {
  title: 'Notifications',
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  unreadBadge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  loading: 'Loading notifications...',
  loadFailed: 'Notifications could not be loaded.',
  empty: 'No notifications yet',
  emptyHint: 'Replies to your threads and posts, mentions and likes show up here.',
  unread: 'Unread',
  markRead: 'Mark as read',
  markingRead: 'Marking...',
  markReadOf: (title: string) => `Mark as read: ${title}`,
  markAllRead: 'Mark all as read',
  markingAllRead: 'Marking all...',
  remove: 'Delete',
  removing: 'Deleting...',
  removeOf: (title: string) => `Delete: ${title}`,
  readFailed: 'Could not mark the notification as read. Please try again.',
  readAllFailed: 'Could not mark your notifications as read. Please try again.',
  removeFailed: 'Could not delete the notification. Please try again.',
  seeAll: 'See all notifications',
  /** Said by screen readers when the bell's count goes up while the page is open. */
  arrived: (unread: number) =>
    unread === 1 ? 'New notification: 1 unread' : `New notifications: ${unread} unread`,
  pager: 'Notification pages',
  unreadSummary: (unread: number) => (unread === 0 ? 'All caught up.' : `${unread} unread`),
} as const;
