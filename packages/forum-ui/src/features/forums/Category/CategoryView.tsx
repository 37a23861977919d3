import { useId } from 'react';
import {
  ButtonLink,
  EmptyState,
  Link,
  PageHeader,
  RecordUnavailable,
  Pager,
  Skeleton,
  Spinner,
  ThreadList,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  formatCompactCount,
  type SeenReplies,
  type ThreadListItem,
  type NewThreadLink,
} from '@forum/forum-ui/design-system';
import { forumMessages as m, forumText as t } from '../messages.ts';
import { SAVE_BOARD_PATH, savingText } from '../../../connected/saving.ts';
import * as styles from './Category.css.ts';

/** Threads a page of the category page (spec, section 9). */
export const CATEGORY_PAGE_SIZE = 15;
/** The pager shows once the category holds more threads than this (spec, section 2). */
export const CATEGORY_PAGER_THRESHOLD = 10;

/** What the header shows of a category (a subset of the API's Category). */
export interface CategoryHeader {
  id: number;
  slug: string;
  title?: string | null;
  description?: string | null;
  threads_count?: number | null;
  posts_count?: number | null;
  /** The main category of a board, for the breadcrumb. */
  parent?: { slug: string; title?: string | null } | null;
}

export interface CategoryViewProps {
  /** Replies seen per thread on this device (reading positions): lists mark new and read. */
  seen?: SeenReplies;
  status: 'loading' | 'error' | 'notFound' | 'ready';
  category?: CategoryHeader;
  /** The threads of the current page, sticky ones first (the server's order). */
  threads?: readonly ThreadListItem[];
  /** The current page, the last page and how many threads the category holds. */
  page?: number;
  lastPage?: number;
  total?: number;
  /** Another page is on its way: the current one stays, marked busy. */
  pageLoading?: boolean;
  /** The address of a page ('?page=2'). */
  getPageHref?: (page: number) => string;
  /** 'Error: {message}' or 'Failed to fetch category data'. */
  errorMessage?: string;
  onRetry?: () => unknown;
  retrying?: boolean;
  /** Where New Thread goes, carrying the category and the way back (see newThreadLink). */
  newThread?: NewThreadLink;
}

function Breadcrumb({ category }: { category?: CategoryHeader }) {
  const parent = category?.parent;
  return (
    <nav aria-label={t.breadcrumb}>
      <ol className={styles.breadcrumb}>
        <li className={styles.crumb}>
          <Link to="/Forums" tone="muted" underline="hover">
            {t.forumCategories}
          </Link>
        </li>
        {parent && (
          <li className={styles.crumb}>
            <span aria-hidden="true">/</span>
            <Link to={`/Forum/${encodeURIComponent(parent.slug)}`} tone="muted" underline="hover">
              {parent.title || parent.slug}
            </Link>
          </li>
        )}
        {category && (
          <li className={styles.crumb} aria-current="page">
            <span aria-hidden="true">/</span>
            {category.title || category.slug}
          </li>
        )}
      </ol>
    </nav>
  );
}

function NewThreadButton({ link, describedBy }: { link?: NewThreadLink; describedBy?: string }) {
  if (!link) return null;
  return (
    <ButtonLink
      to={link.to}
      state={link.state}
      variant="primary"
      aria-describedby={link.to === '/login' ? describedBy : undefined}
    >
      {t.newThread}
    </ButtonLink>
  );
}

/**
 * The category page /Forum/{slug}: the category's title, description, thread and post counts
 * and New Thread, then its threads 15 a page (sticky ones marked, with author, date, replies
 * and views), and the pager once there are more than 10 threads: five numbers around the
 * current page with the first and last and ellipses.
 */
export function CategoryView({
  seen,
  status,
  category,
  threads = [],
  page = 1,
  lastPage = 1,
  total = 0,
  pageLoading = false,
  getPageHref,
  errorMessage,
  onRetry,
  retrying,
  newThread,
}: CategoryViewProps) {
  const listHeadingId = useId();
  const hintId = useId();

  if (status === 'loading') {
    return (
      <Stack space="large" aria-busy="true">
        <Breadcrumb />
        <VisuallyHidden role="status">{t.loadingCategory}</VisuallyHidden>
        <Stack space="small" aria-hidden="true">
          <Skeleton width="16rem" height="2rem" />
          <Skeleton lines={2} />
        </Stack>
        <Stack space="medium" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} lines={2} />
          ))}
        </Stack>
      </Stack>
    );
  }

  if (status === 'notFound' || status === 'error') {
    return (
      <RecordUnavailable
        reason={status}
        title={status === 'notFound' ? t.categoryNotFoundTitle : t.category}
        before={<Breadcrumb />}
        notFound={{
          title: m.categoryNotFound,
          description: t.categoryNotFoundHint,
          backTo: '/Forums',
          backLabel: t.backToForums,
        }}
        error={{
          message: errorMessage ?? m.categoryFailed,
          onRetry,
          retrying,
          retryLabel: t.retry,
        }}
      />
    );
  }

  const title = category?.title || category?.slug || t.category;
  const threadCount = category?.threads_count ?? total;
  const postCount = category?.posts_count ?? 0;
  const guest = newThread?.to === '/login';

  return (
    <Stack space="large">
      <Breadcrumb category={category} />
      <PageHeader
        title={title}
        description={category?.description}
        meta={[
          t.threadCount(threadCount, formatCompactCount(threadCount)),
          t.postCount(postCount, formatCompactCount(postCount)),
        ]}
        divided
        actions={
          <>
            {newThread && <NewThreadButton link={newThread} describedBy={hintId} />}
            {category && threads.length > 0 && (
              // The Saved page says what it will download, saves, and lists it (saved feature).
              <ButtonLink
                to={`${SAVE_BOARD_PATH}${encodeURIComponent(category.slug)}`}
                variant="secondary"
              >
                {savingText.saveBoard}
              </ButtonLink>
            )}
            {guest && (
              <Text as="span" size="small" tone="muted" id={hintId}>
                {t.newThreadGuestHint}
              </Text>
            )}
          </>
        }
      />

      <Stack as="section" space="medium" aria-labelledby={listHeadingId}>
        <VisuallyHidden>
          <Heading level={2} id={listHeadingId}>
            {t.categoryThreads(title)}
          </Heading>
        </VisuallyHidden>
        {threads.length === 0 && !pageLoading ? (
          <EmptyState
            title={m.noThreads}
            description={t.noThreadsHint}
            headingLevel={3}
            action={
              newThread && (
                <ButtonLink to={newThread.to} state={newThread.state} variant="secondary">
                  {t.startDiscussion}
                </ButtonLink>
              )
            }
          />
        ) : (
          <div aria-busy={pageLoading || undefined}>
            <ThreadList
              aria-labelledby={listHeadingId}
              threads={threads}
              startIndex={(page - 1) * CATEGORY_PAGE_SIZE}
              meta={['author', 'date', 'replies', 'views']}
              markSticky
              seen={seen}
            />
          </div>
        )}
        {pageLoading && <Spinner label={t.loadingPage} showLabel />}
        {total > CATEGORY_PAGER_THRESHOLD && (
          <Pager
            variant="edges"
            page={page}
            lastPage={lastPage}
            getHref={getPageHref}
            hideWhenSingle={false}
            label={t.categoryPager}
          />
        )}
      </Stack>
    </Stack>
  );
}
