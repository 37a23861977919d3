import { memo, useId, type ReactNode } from 'react';
import { CONTRACT_LIMITS } from '@forum/api';
import {
  Avatar,
  EmptyState,
  ErrorState,
  Facts,
  Highlight,
  Link,
  Pager,
  RoleBadge,
  Skeleton,
  Heading,
  Stack,
  VisuallyHidden,
  cx,
  LocalTime,
  excerptAround,
  formatCompactCount,
  formatCount,
  threadPath,
  userPath,
  htmlToText,
  threadMark,
  type SeenReplies,
} from '@forum/forum-ui/design-system';
import { GROUP_NAMES, searchText as t } from '../messages.ts';
import {
  SEARCH_GROUPS,
  type CategoryResult,
  type GroupPage,
  type GroupView,
  type PostResult,
  type ResultGroups,
  type SearchGroup,
  type ThreadResult,
  type UserResult,
} from './searchState.ts';
import * as styles from './Search.css.ts';
import * as marks from './SearchMarks.css.ts';

export type ResultsStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface SearchResultsProps {
  status: ResultsStatus;
  /** What was searched (trimmed, and cut to what the server takes). */
  query: string;
  /** The typed text was longer than the server takes: `query` is its shortened start. */
  shortened?: boolean;
  /** The author filter was longer than the server takes: the search used its shortened start. */
  authorShortened?: boolean;
  groups: ResultGroups;
  /**
   * Replies seen when each thread was last open on this device (by id; read in the browser, so
   * undefined on the server's page): a thread result with replies since says how many ("7 new"),
   * one with none is muted and says "Read".
   */
  seen?: SeenReplies;
  /** How many results each group has (for the group navigation), when known. */
  totals: Partial<Record<SearchGroup, number>>;
  view: GroupView;
  /** Newer results are on their way: these stay visible, dimmed. */
  refreshing?: boolean;
  /** The active filters in words ('category Hardware and author “kat”'), for an empty answer. */
  filterSummary?: string;
  /** The address of a view of the results (all groups, or one group's first page). */
  viewHref: (view: GroupView) => string;
  /** The address of a page of one group. */
  pageHref: (group: SearchGroup, page: number) => string;
  errorMessage?: string;
  onRetry?: () => unknown;
  retrying?: boolean;
}

/** Excerpts of long texts are cut to about this many characters around the first match. */
const EXCERPT_LENGTH = 220;

function When({ value }: { value?: string | null }) {
  if (!value) return null;
  return <LocalTime value={value} />;
}

/** The part of a long text around its first match, with the matches marked. */
function Excerpt({ text, query }: { text?: string | null; query: string }) {
  if (!text) return null;
  return (
    <p className={styles.excerpt}>
      <Highlight text={excerptAround(text, query, EXCERPT_LENGTH)} query={query} />
    </p>
  );
}

// The result items are memoised on their result (the query cache keeps its identity) and the
// query: the screen renders again when the form or the device's recent searches change (once
// right after hydration, for the search just run), and an item's text is read from its HTML.
const ThreadItem = memo(function ThreadItem({
  thread,
  query,
  seenCount,
}: {
  thread: ThreadResult;
  query: string;
  /** Replies seen when the thread was last open on this device. */
  seenCount: number | undefined;
}) {
  const text = htmlToText(thread.content);
  const replies = thread.replies_count ?? 0;
  const mark = threadMark(seenCount, thread.replies_count);
  const newCount = mark?.kind === 'new' ? t.newReplies(formatCompactCount(mark.count)) : undefined;
  return (
    <li className={cx(styles.result, marks.threadResult)}>
      <Link
        to={threadPath(thread)}
        className={styles.resultTitle}
        data-read={mark?.kind === 'read'}
      >
        <Highlight text={thread.title || t.untitled} query={query} />
        {mark && <VisuallyHidden>{newCount ?? t.read}</VisuallyHidden>}
      </Link>
      {newCount && (
        <span className={marks.resultNewCount} aria-hidden="true">
          {newCount}
        </span>
      )}
      <Excerpt text={text} query={query} />
      <Facts
        size="small"
        items={[
          thread.category?.title,
          `${t.by} ${thread.author?.name || t.anonymous}`,
          <When key="date" value={thread.created_at} />,
          t.replies(replies, formatCompactCount(replies)),
        ]}
      />
    </li>
  );
});

const PostItem = memo(function PostItem({ post, query }: { post: PostResult; query: string }) {
  const text = htmlToText(post.content);
  const thread = post.thread;
  const title = thread?.title || t.untitled;
  const to = `${threadPath(thread ?? { id: post.thread_id })}#post-${post.id}`;
  return (
    <li className={styles.result}>
      <Link to={to} className={styles.resultTitle}>
        {t.inThread(title)}
      </Link>
      <Excerpt text={text} query={query} />
      <Facts
        size="small"
        items={[
          `${t.by} ${post.author?.name || t.anonymous}`,
          <When key="date" value={post.created_at} />,
        ]}
      />
    </li>
  );
});

const UserItem = memo(function UserItem({ user, query }: { user: UserResult; query: string }) {
  const threads = user.threads_count ?? 0;
  const posts = user.posts_count ?? 0;
  return (
    <li className={cx(styles.result, styles.userResult)}>
      <Avatar name={user.name} src={user.avatar_url} colorKey={user.id} decorative />
      <div className={styles.userText}>
        <div className={styles.userName}>
          <Link to={userPath(user.id)} className={styles.resultTitle}>
            <Highlight text={user.name} query={query} />
          </Link>
          <RoleBadge userRole={user.role} />
        </div>
        <Facts
          size="small"
          items={[
            user.username ? `@${user.username}` : null,
            <LocalTime key="joined" value={user.created_at}>
              {t.joined}
            </LocalTime>,
            t.threadsCount(threads, formatCount(threads)),
            t.postsCount(posts, formatCount(posts)),
          ]}
        />
      </div>
    </li>
  );
});

const CategoryItem = memo(function CategoryItem({
  category,
  query,
}: {
  category: CategoryResult;
  query: string;
}) {
  const threads = category.threads_count ?? 0;
  return (
    <li className={styles.result}>
      <Link to={`/Forum/${encodeURIComponent(category.slug)}`} className={styles.resultTitle}>
        <Highlight text={category.title || category.slug} query={query} />
      </Link>
      <Excerpt text={category.description} query={query} />
      <Facts
        size="small"
        items={[category.parent?.title, t.threadsCount(threads, formatCompactCount(threads))]}
      />
    </li>
  );
});

function items(
  group: SearchGroup,
  page: GroupPage<unknown>,
  query: string,
  seen: SeenReplies | undefined,
): ReactNode[] {
  switch (group) {
    case 'threads':
      return (page.items as ThreadResult[]).map((thread) => (
        <ThreadItem key={thread.id} thread={thread} query={query} seenCount={seen?.[thread.id]} />
      ));
    case 'posts':
      return (page.items as PostResult[]).map((post) => (
        <PostItem key={post.id} post={post} query={query} />
      ));
    case 'users':
      return (page.items as UserResult[]).map((user) => (
        <UserItem key={user.id} user={user} query={query} />
      ));
    case 'categories':
      return (page.items as CategoryResult[]).map((category) => (
        <CategoryItem key={category.id} category={category} query={query} />
      ));
  }
}

function GroupSection({
  group,
  page,
  query,
  seen,
  pageHref,
}: {
  group: SearchGroup;
  page: GroupPage<unknown>;
  query: string;
  seen: SeenReplies | undefined;
  pageHref: SearchResultsProps['pageHref'];
}) {
  const headingId = useId();
  const name = GROUP_NAMES[group];
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <Heading level={3} size={4} id={headingId}>
        {t.groupHeading(name, formatCount(page.total))}
      </Heading>
      {page.items.length === 0 ? (
        <p className={styles.groupEmpty}>{t.groupEmpty(name)}</p>
      ) : (
        <ul className={styles.results}>{items(group, page, query, seen)}</ul>
      )}
      <Pager
        page={page.page}
        lastPage={page.lastPage}
        getHref={(target) => pageHref(group, target)}
        label={t.groupPages(name)}
      />
    </section>
  );
}

function GroupNav({
  view,
  totals,
  viewHref,
}: Pick<SearchResultsProps, 'view' | 'totals' | 'viewHref'>) {
  const known = SEARCH_GROUPS.every((group) => totals[group] !== undefined);
  const all = SEARCH_GROUPS.reduce((sum, group) => sum + (totals[group] ?? 0), 0);
  const views: GroupView[] = ['all', ...SEARCH_GROUPS];
  return (
    <nav aria-label={t.groupsNav}>
      <ul className={styles.groupNav}>
        {views.map((target) => {
          const count = target === 'all' ? (known ? all : undefined) : totals[target];
          return (
            <li key={target}>
              <Link
                to={viewHref(target)}
                tone="muted"
                underline="hover"
                aria-current={view === target ? 'page' : undefined}
                className={styles.groupLink}
              >
                {GROUP_NAMES[target]}
                {count !== undefined && (
                  <>
                    {' '}
                    <span className={styles.groupCount}>{t.groupCount(formatCount(count))}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The answer to a search: what was searched, the groups (threads, posts, users, categories)
 * each with its count and its own pager of 20, or one group with its pages. While newer
 * results load, these stay visible, dimmed and marked busy.
 */
export function SearchResults({
  status,
  query,
  shortened = false,
  authorShortened = false,
  groups,
  seen,
  totals,
  view,
  refreshing = false,
  filterSummary,
  viewHref,
  pageHref,
  errorMessage,
  onRetry,
  retrying,
}: SearchResultsProps) {
  const headingId = useId();
  if (status === 'idle') return null;

  const heading = (
    <>
      <Heading level={2} size={3} id={headingId}>
        {t.resultsFor(query)}
      </Heading>
      {shortened && (
        <p className={styles.shortened}>{t.searchShortened(CONTRACT_LIMITS.searchQuery)}</p>
      )}
      {authorShortened && (
        <p className={styles.shortened}>{t.authorShortened(CONTRACT_LIMITS.searchQuery)}</p>
      )}
    </>
  );

  if (status === 'loading') {
    return (
      <section aria-labelledby={headingId} aria-busy="true" className={styles.section}>
        {heading}
        <VisuallyHidden role="status">{t.updating}</VisuallyHidden>
        <Stack space="medium" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} lines={2} />
          ))}
        </Stack>
      </section>
    );
  }

  if (status === 'error') {
    return (
      <section aria-labelledby={headingId} className={styles.section}>
        {heading}
        <ErrorState
          title={t.errorTitle}
          message={errorMessage}
          onRetry={onRetry}
          retrying={retrying}
          retryLabel={t.retry}
          headingLevel={3}
        />
      </section>
    );
  }

  const shown = (view === 'all' ? SEARCH_GROUPS : [view]).filter((group) => groups[group]);
  const nothing = SEARCH_GROUPS.every(
    (group) => (totals[group] ?? groups[group]?.total ?? 0) === 0,
  );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={refreshing || undefined}
      className={styles.section}
    >
      {heading}
      <VisuallyHidden role="status">{refreshing ? t.updating : ''}</VisuallyHidden>
      {nothing ? (
        <EmptyState
          title={t.noResults(query)}
          description={filterSummary ? t.noResultsFiltered(filterSummary) : t.noResultsHint}
          headingLevel={3}
          className={cx(refreshing && styles.refreshing)}
        />
      ) : (
        <div className={cx(styles.groups, refreshing && styles.refreshing)}>
          <GroupNav view={view} totals={totals} viewHref={viewHref} />
          {shown.map((group) => (
            <GroupSection
              key={group}
              group={group}
              page={groups[group] as GroupPage<unknown>}
              query={query}
              seen={seen}
              pageHref={pageHref}
            />
          ))}
        </div>
      )}
    </section>
  );
}
