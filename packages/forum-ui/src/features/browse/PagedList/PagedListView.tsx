import { useId, useRef } from 'react';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  Link,
  Pager,
  Skeleton,
  Spinner,
  ThreadList,
  Heading,
  Inline,
  Stack,
  Text,
  formatCount,
  type SeenReplies,
  type ThreadListItem,
  type NewThreadLink,
} from '@forum/forum-ui/design-system';
import { browseMessages as m, browseText as t } from '../messages.ts';
import * as styles from './PagedList.css.ts';
import type { PagerStyle } from './pagedLists.ts';

export interface PagedListViewProps {
  /** Replies seen per thread on this device (reading positions): lists mark new and read. */
  seen?: SeenReplies;
  title: string;
  intro?: string;
  /** Links under the intro (the news section's topics). */
  related?: readonly { title: string; path: string }[];
  status: 'loading' | 'error' | 'ready';
  /** The threads of the current page. */
  threads?: readonly ThreadListItem[];
  /** The current page (1-based), the page count, and the position of the page's first thread. */
  page?: number;
  lastPage?: number;
  startIndex?: number;
  /** All threads of the list: shown as '(N threads)' when given. */
  total?: number;
  pager?: PagerStyle;
  /** The address of a page ('?page=2'): the pager renders links. */
  getPageHref: (page: number) => string;
  /** Another page is loading while this one stays on screen. */
  busy?: boolean;
  /** 'Gaming' gives 'No Gaming threads yet' with an invitation to start the discussion. */
  emptyTopic?: string;
  /** Where that invitation goes (the create-thread form, or login first for guests). */
  newThread?: NewThreadLink;
  onRetry?: () => unknown;
  retrying?: boolean;
}

/** How many placeholder rows the loading state shows. */
const PLACEHOLDER_ROWS = 5;

/**
 * A paged list page: its title (and total), the threads of one page with their letter badges,
 * and the pager when there is more than one page. While loading it says so in words; a failed
 * load shows no threads (the spec's fallback) and says so, with Retry; an empty forum topic
 * invites people to start the discussion.
 */
export function PagedListView({
  seen,
  title,
  intro,
  related,
  status,
  threads = [],
  page = 1,
  lastPage = 1,
  startIndex = 0,
  total,
  pager = 'all',
  getPageHref,
  busy = false,
  emptyTopic,
  newThread,
  onRetry,
  retrying,
}: PagedListViewProps) {
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // Going to another page from the pager (it sits below the list): a list whose top is scrolled
  // out of view comes into view, so the new page is read from its first thread.
  const showListTop = () => {
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  };

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.loading}>
        <Spinner label={m.loadingThreads} showLabel />
        <Stack space="large" aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            <Skeleton key={i} lines={2} />
          ))}
        </Stack>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        size="compact"
        headingLevel={2}
        title={m.listFailedTitle(title)}
        message={m.listFailed}
        onRetry={onRetry}
        retrying={retrying}
        retryLabel={t.retry}
      />
    );
  } else if (threads.length === 0) {
    body = emptyTopic ? (
      <EmptyState
        headingLevel={2}
        icon="💬"
        title={m.noTopicThreads(emptyTopic)}
        description={m.startTheDiscussion}
        action={
          newThread && (
            <ButtonLink to={newThread.to} state={newThread.state} variant="primary">
              {t.startADiscussion}
            </ButtonLink>
          )
        }
      />
    ) : (
      <EmptyState headingLevel={2} title={m.noThreads} description={m.noThreadsYet} />
    );
  } else {
    body = (
      <>
        <ThreadList
          aria-labelledby={titleId}
          threads={threads}
          startIndex={startIndex}
          seen={seen}
        />
        <Pager
          page={page}
          lastPage={lastPage}
          variant={pager === 'simple' ? 'simple' : 'window'}
          radius={pager === 'all' ? lastPage : 2}
          getHref={getPageHref}
          onPageChange={showListTop}
          label={t.pagesOf(title)}
          previousLabel={t.previous}
          nextLabel={t.next}
        />
      </>
    );
  }

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <div className={styles.titleRow}>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          {total !== undefined && status === 'ready' && (
            <Text as="span" tone="muted">
              {m.threadCount(total, formatCount(total))}
            </Text>
          )}
        </div>
        {intro && <Text tone="muted">{intro}</Text>}
        {related && related.length > 0 && (
          <nav aria-label={t.newsTopics}>
            <Inline as="ul" space="large">
              {related.map((item) => (
                <li key={item.path}>
                  <Link to={item.path}>{item.title}</Link>
                </li>
              ))}
            </Inline>
          </nav>
        )}
      </Stack>
      <div ref={listRef} className={styles.list} aria-busy={busy}>
        {body}
      </div>
    </Stack>
  );
}
