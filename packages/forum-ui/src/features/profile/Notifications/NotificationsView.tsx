import type { ReactNode } from 'react';
import type { Notification } from '@forum/api';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Link,
  LoadingCards,
  Pager,
  isSitePath,
  Heading,
  Stack,
  Text,
  formatDateTime,
  toDateTimeAttribute,
} from '@forum/forum-ui/design-system';
import { notificationText as t } from '../messages.ts';
import * as styles from './Notifications.css.ts';

/** Which requests are in flight: their buttons are disabled and say so. */
export interface NotificationsPending {
  /** The id being marked read, if any. */
  reading?: string;
  /** The id being deleted, if any. */
  removing?: string;
  readingAll?: boolean;
}

export interface NotificationsViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Newest first, as the server sends them. */
  notifications: readonly Notification[];
  unreadCount: number;
  pending: NotificationsPending;
  onRead: (id: string) => void;
  onReadAll: () => void;
  onRemove: (id: string) => void;
  onRetry?: () => void;
  /** The heading's outline level (2 in the profile tab, 2 in the header's panel). */
  headingLevel?: 2 | 3;
  /** Paging (the full list); the panel shows its first page only. */
  page?: number;
  lastPage?: number;
  onPageChange?: (page: number) => void;
  pageHref?: (page: number) => string;
  refreshing?: boolean;
  /** Under the list, e.g. the panel's link to the full list. */
  footer?: ReactNode;
  /** Called when a notification's link is followed (the panel closes). */
  onNavigate?: () => void;
}

/**
 * A member's notifications, newest first: each links to what it is about, says whether it is
 * unread, and offers Mark as read and Delete; Mark all as read above the list. Used by the
 * header's panel and by the profile's Notifications tab (with paging).
 */
export function NotificationsView(props: NotificationsViewProps) {
  const { status, notifications, unreadCount, pending, headingLevel = 2 } = props;
  const busy = Boolean(pending.reading || pending.removing || pending.readingAll);

  let content: ReactNode;
  if (status === 'loading') {
    content = <LoadingCards label={t.loading} space="small" height={56} />;
  } else if (status === 'error') {
    content = <ErrorState message={t.loadFailed} onRetry={props.onRetry} />;
  } else if (notifications.length === 0) {
    content = (
      <EmptyState title={t.empty} description={t.emptyHint} headingLevel={3} size="compact" />
    );
  } else {
    content = (
      <ul
        aria-label={t.title}
        className={`${styles.list} ${props.refreshing ? styles.dimmed : ''}`}
        aria-busy={props.refreshing || undefined}
      >
        {notifications.map((n) => {
          const unread = n.read_at === null;
          const reading = pending.reading === n.id;
          const removing = pending.removing === n.id;
          const title = n.title.trim() || n.message;
          return (
            <li key={n.id} className={`${styles.item} ${unread ? styles.unreadItem : ''}`}>
              <div className={styles.body}>
                <Text size="standard" weight={unread ? 'strong' : undefined}>
                  {/* Only a path of this site: a link the server sends is data, not trusted. */}
                  {isSitePath(n.data.url) ? (
                    <Link to={n.data.url} onClick={props.onNavigate}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )}{' '}
                  {unread && <Badge tone="primary">{t.unread}</Badge>}
                </Text>
                {n.message && n.message !== title && <Text size="small">{n.message}</Text>}
                <Text size="small" tone="muted">
                  <time dateTime={toDateTimeAttribute(n.created_at)}>
                    {formatDateTime(n.created_at)}
                  </time>
                </Text>
              </div>
              <div className={styles.actions}>
                {unread && (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    aria-label={reading ? undefined : t.markReadOf(title)}
                    onClick={() => props.onRead(n.id)}
                  >
                    {reading ? t.markingRead : t.markRead}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="ghost"
                  disabled={busy}
                  aria-label={removing ? undefined : t.removeOf(title)}
                  onClick={() => props.onRemove(n.id)}
                >
                  {removing ? t.removing : t.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Stack space="medium">
      <div className={styles.header}>
        <Heading level={headingLevel} size={4}>
          {t.title}
        </Heading>
        {status === 'ready' && (
          <Button
            size="small"
            variant="secondary"
            disabled={busy || unreadCount === 0}
            onClick={props.onReadAll}
          >
            {pending.readingAll ? t.markingAllRead : t.markAllRead}
          </Button>
        )}
      </div>
      {status === 'ready' && (
        <Text size="small" tone="muted" role="status">
          {t.unreadSummary(unreadCount)}
        </Text>
      )}
      {content}
      {status === 'ready' && props.page !== undefined && (props.lastPage ?? 1) > 1 && (
        <Pager
          variant="simple"
          page={props.page}
          lastPage={props.lastPage ?? 1}
          onPageChange={props.onPageChange}
          getHref={props.pageHref}
          label={t.pager}
        />
      )}
      {props.footer}
    </Stack>
  );
}
