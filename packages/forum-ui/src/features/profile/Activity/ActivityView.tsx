import type { ReactNode } from 'react';
import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Link,
  Pager,
  Skeleton,
  Tabs,
  Heading,
  Stack,
  Text,
  formatDate,
  toDateTimeAttribute,
  threadPath,
  previewText,
} from '@forum/forum-ui/design-system';
import { profileMessages as m, profileText as t } from '../messages.ts';
import {
  POST_PREVIEW,
  THREAD_PREVIEW,
  activityLabel,
  type ActivityView as View,
} from './activity.ts';
import * as styles from './Activity.css.ts';

export interface ActivityThread {
  id: number;
  slug?: string | null;
  title: string;
  content: string;
  created_at: string;
  category?: { title?: string | null } | null;
  replies_count?: number | null;
  likes_count?: number | null;
  is_featured?: boolean;
}

export interface ActivityPost {
  id: number;
  content: string;
  created_at: string;
  thread?: { id: number; slug?: string | null; title: string } | null;
}

export interface ActivityEntry {
  id: string;
  type: string;
  created_at: string;
  description?: string | null;
  thread?: { id: number; slug?: string | null; title: string } | null;
}

/** One sub-tab's page: its items and how many there are in all. */
export interface ActivityGroup<T> {
  items: readonly T[];
  total: number;
  lastPage: number;
}

export interface ActivityViewProps {
  view: View;
  page: number;
  onViewChange: (view: View) => void;
  onPageChange: (page: number) => void;
  /** The link of a page (so pages can be opened in a new tab). */
  pageHref?: (page: number) => string;
  status: 'loading' | 'error' | 'ready';
  /** A new page is loading: the current one stays visible, dimmed. */
  refreshing?: boolean;
  onRetry?: () => void;
  threads?: ActivityGroup<ActivityThread>;
  posts?: ActivityGroup<ActivityPost>;
  recent?: ActivityGroup<ActivityEntry>;
}

function When({ value }: { value: string }) {
  return (
    <Text as="span" size="small" tone="muted">
      <time dateTime={toDateTimeAttribute(value)}>{formatDate(value)}</time>
    </Text>
  );
}

function ThreadCard({ thread }: { thread: ActivityThread }) {
  const replies = thread.replies_count ?? 0;
  const likes = thread.likes_count ?? 0;
  return (
    <Card as="article" padding="small">
      <Stack space="small">
        <Heading level={4} size={4}>
          <Link to={threadPath(thread)}>{thread.title}</Link>
        </Heading>
        <div className={styles.meta}>
          <When value={thread.created_at} />
          <Badge>{thread.category?.title || t.general}</Badge>
          {thread.is_featured && <Badge tone="primary">{t.featured}</Badge>}
        </div>
        <Text className={styles.preview}>{previewText(thread.content, THREAD_PREVIEW)}</Text>
        <div className={styles.meta}>
          <Text as="span" size="small" tone="muted">
            {t.replies(replies)}
          </Text>
          <Text as="span" size="small" tone="muted">
            {t.likes(likes)}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}

function PostCard({ post }: { post: ActivityPost }) {
  return (
    <Card as="article" padding="small">
      <Stack space="small">
        <Text weight="medium">
          {t.repliedTo}{' '}
          {post.thread ? (
            <Link to={`${threadPath(post.thread)}#post-${post.id}`}>{post.thread.title}</Link>
          ) : (
            t.general
          )}
        </Text>
        <When value={post.created_at} />
        <Text className={styles.preview}>{previewText(post.content, POST_PREVIEW)}</Text>
      </Stack>
    </Card>
  );
}

function EntryCard({ entry }: { entry: ActivityEntry }) {
  return (
    <Card as="article" padding="small">
      <Stack space="xsmall">
        <Text weight="medium">
          {activityLabel(entry.type)}
          {entry.thread && (
            <>
              {': '}
              <Link to={threadPath(entry.thread)}>{entry.thread.title}</Link>
            </>
          )}
        </Text>
        {entry.description && <Text className={styles.preview}>{entry.description}</Text>}
        <When value={entry.created_at} />
      </Stack>
    </Card>
  );
}

/** The Activity tab: My Threads, My Posts and Recent Activity, each with its count and pages. */
export function ActivityView(props: ActivityViewProps) {
  const { view, status, threads, posts, recent } = props;
  const count = (group?: ActivityGroup<unknown>) => (status === 'ready' ? group?.total : undefined);

  const panel = (
    label: string,
    group: ActivityGroup<unknown> | undefined,
    empty: { title: string; hint: string; action?: ReactNode },
    renderItem: (index: number) => ReactNode,
  ) => {
    if (status === 'loading') {
      return (
        <Stack space="medium" aria-busy="true">
          <Text tone="muted" role="status">
            {t.loadingActivity}
          </Text>
          <Skeleton variant="block" height={96} />
          <Skeleton variant="block" height={96} />
        </Stack>
      );
    }
    if (status === 'error' || !group) {
      return <ErrorState message={m.activityFailed} onRetry={props.onRetry} />;
    }
    if (group.items.length === 0) {
      return (
        <EmptyState
          title={empty.title}
          description={empty.hint}
          action={empty.action}
          headingLevel={3}
        />
      );
    }
    return (
      <Stack
        space="medium"
        className={props.refreshing ? styles.dimmed : undefined}
        aria-busy={props.refreshing || undefined}
      >
        <ul className={styles.list}>
          {group.items.map((_, index) => (
            <li key={index}>{renderItem(index)}</li>
          ))}
        </ul>
        <Pager
          variant="simple"
          page={props.page}
          lastPage={group.lastPage}
          onPageChange={props.onPageChange}
          getHref={props.pageHref}
          label={t.activityPager(label)}
        />
      </Stack>
    );
  };

  return (
    <Stack space="large">
      <Heading level={2} size={3}>
        {t.tabs.activity}
      </Heading>
      <Tabs
        aria-label={t.tabs.activity}
        selectedId={view}
        onSelectedIdChange={(id) => props.onViewChange(id as View)}
        tabs={[
          {
            id: 'threads',
            label: t.myThreads,
            count: count(threads),
            content: panel(
              t.myThreads,
              threads,
              {
                title: m.noThreads,
                hint: t.noThreadsHint,
                action: (
                  <ButtonLink to="/ThreadForm" variant="primary">
                    {t.startThread}
                  </ButtonLink>
                ),
              },
              (i) => <ThreadCard thread={threads!.items[i]!} />,
            ),
          },
          {
            id: 'posts',
            label: t.myPosts,
            count: count(posts),
            content: panel(t.myPosts, posts, { title: m.noPosts, hint: t.noPostsHint }, (i) => (
              <PostCard post={posts!.items[i]!} />
            )),
          },
          {
            id: 'recent',
            label: t.recentActivity,
            count: count(recent),
            content: panel(
              t.recentActivity,
              recent,
              { title: m.noActivity, hint: t.noActivityHint },
              (i) => <EntryCard entry={recent!.items[i]!} />,
            ),
          },
        ]}
      />
    </Stack>
  );
}
