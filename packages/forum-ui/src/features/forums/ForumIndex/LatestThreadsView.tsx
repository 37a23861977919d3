import { useId } from 'react';
import {
  ErrorState,
  EmptyState,
  Pager,
  Skeleton,
  ThreadList,
  Heading,
  Stack,
  VisuallyHidden,
  type SeenReplies,
  type ThreadListItem,
} from '@forum/forum-ui/design-system';
import { forumText as t } from '../messages.ts';

/** The forum's latest threads: 8 a page, with a window of two pages either side. */
export const LATEST_PAGE_SIZE = 8;

export interface LatestThreadsViewProps {
  /** Replies seen per thread on this device (reading positions): lists mark new and read. */
  seen?: SeenReplies;
  status: 'loading' | 'error' | 'ready';
  /** The threads of the current page. */
  threads?: readonly ThreadListItem[];
  /** The current page (1-based) and how many there are. */
  page?: number;
  lastPage?: number;
  /** The address of a page (links, so a page can be opened in a new tab); '?page=2'. */
  getPageHref?: (page: number) => string;
  onRetry?: () => unknown;
  retrying?: boolean;
}

/**
 * The forum index's list of latest threads. A failed load leaves the list empty, as the spec
 * asks of lists, and says so, with a way to try again.
 */
export function LatestThreadsView({
  status,
  threads = [],
  page = 1,
  lastPage = 1,
  getPageHref,
  onRetry,
  retrying,
  seen,
}: LatestThreadsViewProps) {
  const headingId = useId();
  let body;
  if (status === 'loading') {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.loadingLatest}</VisuallyHidden>
        <Stack space="medium">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} lines={2} />
          ))}
        </Stack>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        size="compact"
        title={t.latestUnavailable}
        message={t.latestFailed}
        onRetry={onRetry}
        retrying={retrying}
        retryLabel={t.retry}
      />
    );
  } else if (threads.length === 0) {
    body = <EmptyState size="compact" title={t.noLatest} description={t.noLatestHint} />;
  } else {
    body = (
      <>
        <ThreadList
          aria-labelledby={headingId}
          threads={threads}
          startIndex={(page - 1) * LATEST_PAGE_SIZE}
          meta={['author', 'date', 'replies', 'views']}
          markSticky
          seen={seen}
        />
        <Pager page={page} lastPage={lastPage} getHref={getPageHref} label={t.latestPager} />
      </>
    );
  }
  return (
    <Stack as="section" space="medium" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t.latestThreads}
      </Heading>
      {body}
    </Stack>
  );
}
