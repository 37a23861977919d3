import { startTransition, useRef, useState } from 'react';
import {
  Button,
  Card,
  Link,
  ThreadList,
  ThreadListPlaceholder,
  focusThreadLink,
  Text,
  VisuallyHidden,
  type SeenReplies,
  type ThreadListItem,
} from '@forum/forum-ui/design-system';
import { flushSync } from 'react-dom';
import { browseMessages as m, browseText as t } from '../messages.ts';
import { hasMore, showMore, type HomeListConfig } from './homeLists.ts';
import * as styles from './Home.css.ts';

/** What a list's request has given so far. */
export interface HomeListState {
  /** Replies seen per thread on this device (reading positions): lists mark new and read. */
  seen?: SeenReplies;
  status: 'loading' | 'error' | 'ready';
  threads?: readonly ThreadListItem[];
  onRetry?: () => unknown;
  retrying?: boolean;
}

export interface HomeSectionProps extends HomeListState {
  list: HomeListConfig;
}

/**
 * One list of the home page: a titled region with its first few threads and Load More, which
 * adds five until the list runs out and then goes away. When it goes away, focus moves to the
 * first thread it revealed, so keyboard users are not dropped at the top of the page; each
 * Load More is announced ('Showing 11 of 20 in Featured Articles').
 *
 * Its states are kept light (plain text while loading, a short alert with Retry on failure):
 * the first visit to the home page has a download budget.
 */
export function HomeSection({
  list,
  status,
  threads = [],
  onRetry,
  retrying,
  seen,
}: HomeSectionProps) {
  const compact = list.placement === 'sidebar';
  const [shown, setShown] = useState(list.initial);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  const loadMore = () => {
    const before = Math.min(shown, threads.length);
    const next = showMore(before, threads.length);
    const last = !hasMore(next, threads.length);
    // The last Load More takes its button away: the revealed rows are rendered at once, so focus
    // can move to the first of them from here.
    const reveal = () => {
      setShown(next);
      setAnnouncement(m.showingCount(next, threads.length, list.title));
    };
    // The rows can wait for the tap's frame to paint: rendered in a transition, they come in the
    // next (npm run bench:inp, "Load More on home").
    if (!last) return startTransition(reveal);
    flushSync(reveal);
    focusThreadLink(listRef.current, before);
  };

  let body = null;
  if (status === 'loading') {
    // The rows the list will fill, so the sections below stay where they are when it arrives.
    body = (
      <ThreadListPlaceholder
        count={list.initial}
        meta={list.meta}
        density={compact ? 'compact' : 'regular'}
      />
    );
  } else if (status === 'error') {
    body = (
      <div role="alert" className={styles.failure}>
        <Text weight="strong">{m.listFailedTitle(list.title)}</Text>
        <Text size="small" tone="muted">
          {m.listFailed}
        </Text>
        {onRetry && (
          <div>
            <Button
              variant="secondary"
              size="small"
              onClick={() => void onRetry()}
              busy={retrying}
              busyLabel={t.retrying}
            >
              {t.retry}
            </Button>
          </div>
        )}
      </div>
    );
  } else if (status === 'ready' && threads.length === 0) {
    body = (
      <Text size="small" tone="muted">
        {m.noThreads}
      </Text>
    );
  } else if (status === 'ready') {
    body = (
      <ThreadList
        ref={listRef}
        threads={threads.slice(0, shown)}
        meta={list.meta}
        density={compact ? 'compact' : 'regular'}
        seen={seen}
      />
    );
  }

  return (
    <Card
      as="section"
      title={list.title}
      headingLevel={2}
      padding={compact ? 'medium' : 'large'}
      actions={
        <Link to={list.viewAll} underline="hover">
          {t.viewAll}
          <VisuallyHidden>{` ${list.title}`}</VisuallyHidden>
        </Link>
      }
      footer={
        status === 'ready' && hasMore(shown, threads.length) ? (
          <Button variant="secondary" size="small" onClick={loadMore}>
            {t.loadMore}
            <VisuallyHidden>{` ${list.title}`}</VisuallyHidden>
          </Button>
        ) : undefined
      }
    >
      <div role="status">
        <VisuallyHidden>{status === 'loading' ? m.loadingThreads : announcement}</VisuallyHidden>
      </div>
      {body}
    </Card>
  );
}
