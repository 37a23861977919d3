import { useId, type ReactNode } from 'react';
import {
  AuthorLink,
  Badge,
  ButtonLink,
  EmptyState,
  ErrorState,
  LikeButton,
  Link,
  Skeleton,
  UserHtml,
  Heading,
  Text,
  VisuallyHidden,
  LocalTime,
  formatCount,
} from '@forum/forum-ui/design-system';
import { threadMessages as m, threadText as t } from '../messages.ts';
import { ReplyList, type ReplyListProps } from '../ReplyList/ReplyList.tsx';
import * as styles from './Thread.css.ts';
import { postAnchor, type ReplyAuthor } from '../ReplyList/threadTree.ts';

export type ThreadViewStatus = ThreadViewProps['status'];

/** The thread as the page shows it (the API's Thread fits). */
export interface ThreadSummary {
  id: number;
  title: string;
  /** The first post's HTML. */
  content: string;
  /** The first post's id: `#post-{first_post_id}` links land on the thread's body. */
  first_post_id?: number | null;
  created_at: string;
  is_featured?: boolean;
  is_sticky?: boolean;
  is_locked?: boolean;
  /** approved, pending or rejected. */
  status?: string;
  author: ReplyAuthor | null;
  category: { title?: string | null; slug?: string | null; color?: string | null } | null;
  likes_count: number;
  is_liked?: boolean;
  views?: number;
}

/** A loaded thread: what the page shows and what can be done with it. */
export interface ThreadReadyProps {
  thread: ThreadSummary;
  /** How many replies the thread has (every level). */
  replyCount: number;
  /** The thread's like: the viewer may like (logged in), and whether it is in flight. */
  canLike: boolean;
  likeBusy?: boolean;
  /** The thread's like is kept on the device until the network returns (the outbox). */
  likeWaiting?: boolean;
  onLikeThread: () => void;
  onLikeRefused: () => void;
  /** The replies (rows of the visible tree) and what can be done with them. */
  replies: Omit<ReplyListProps, 'label' | 'onLikeRefused'>;
  /** Above the replies: the viewer's notice (pending, rejected) and the staff bar. */
  notice?: ReactNode;
  staffBar?: ReactNode;
  /** Next to the replies heading: e.g. the 'N new replies' bar and the position in the thread. */
  repliesTools?: ReactNode;
  /** Beside the thread's Like: e.g. "Save for offline". */
  threadTools?: ReactNode;
  /** After the replies: the person's replies kept on the device until sent (the outbox). */
  waiting?: ReactNode;
  /** Under the replies: the composer, or what replaces it (locked). */
  composer?: ReactNode;
  /** Dialogs (login, reasons, move), rendered in portals. */
  dialogs?: ReactNode;
}

/** Each status takes only what it shows. */
export type ThreadViewProps =
  | { status: 'loading' }
  | {
      status: 'error';
      /** 'Error: {message}' or 'Failed to fetch thread data'. */
      errorMessage: string;
      onRetry: () => unknown;
      retrying?: boolean;
    }
  | { status: 'notFound' }
  | ({ status: 'ready' } & ThreadReadyProps);

function ThreadSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
      <div className={styles.threadCard}>
        <Skeleton width="30%" />
        <Skeleton variant="block" height={36} width="80%" />
        <Skeleton width="45%" />
        <Skeleton lines={4} />
      </div>
      {[0, 1, 2].map((n) => (
        <div key={n} className={styles.skeletonReply}>
          <Skeleton width="35%" />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  );
}

/**
 * The thread page: the thread (category, Featured, title, date, 'Posted by', like, first
 * post), its replies nested and windowed, and the composer; loading, error and not-found
 * states. Props only: ThreadScreen supplies data, permissions and callbacks.
 */
export function ThreadView(props: ThreadViewProps) {
  switch (props.status) {
    case 'loading':
      return <ThreadSkeleton />;
    case 'error':
      return (
        <div className={styles.page}>
          <ErrorState
            title={m.loadFailed}
            message={props.errorMessage}
            onRetry={props.onRetry}
            retrying={props.retrying}
            retryLabel={t.retry}
            headingLevel={2}
          />
        </div>
      );
    case 'notFound':
      return (
        <div className={styles.page}>
          <EmptyState
            headingLevel={2}
            icon="🔍"
            title={m.notFound}
            description={t.notFoundHint}
            action={
              <ButtonLink to="/Forums" variant="secondary">
                {t.backToForums}
              </ButtonLink>
            }
          />
        </div>
      );
    case 'ready':
      return <ThreadPageView {...props} />;
  }
}

/** The loaded thread. */
function ThreadPageView({
  thread,
  replyCount,
  canLike,
  likeBusy = false,
  likeWaiting = false,
  onLikeThread,
  onLikeRefused,
  replies,
  notice,
  staffBar,
  repliesTools,
  threadTools,
  waiting,
  composer,
  dialogs,
}: ThreadReadyProps) {
  const titleId = useId();
  const repliesId = useId();

  const categoryTitle = thread.category?.title?.trim() || t.general;
  const liked = thread.is_liked === true;
  const pending = thread.status === 'pending';
  const rejected = thread.status === 'rejected';

  return (
    <div className={styles.page}>
      {/* The first post is the thread's body: a #post-{first_post_id} link (a search result)
          lands here. */}
      <article
        aria-labelledby={titleId}
        className={styles.threadCard}
        id={thread.first_post_id ? postAnchor(thread.first_post_id) : undefined}
        tabIndex={thread.first_post_id ? -1 : undefined}
      >
        <div className={styles.badges}>
          <Badge tone="neutral">
            <span className={styles.categoryBadge}>
              <span
                className={styles.categoryDot}
                style={{ background: thread.category?.color || undefined }}
                aria-hidden="true"
              />
              {thread.category?.slug ? (
                <Link to={`/Forum/${thread.category.slug}`} tone="inherit" underline="hover">
                  {categoryTitle}
                </Link>
              ) : (
                categoryTitle
              )}
            </span>
          </Badge>
          {thread.is_featured && <Badge tone="success">{t.featured}</Badge>}
          {thread.is_sticky && <Badge tone="primary">{t.pinnedBadge}</Badge>}
          {thread.is_locked && <Badge tone="warning">🔒 {t.lockedBadge}</Badge>}
          {pending && <Badge tone="warning">{t.pendingBadge}</Badge>}
          {rejected && <Badge tone="critical">{t.rejectedBadge}</Badge>}
        </div>
        <Heading level={1} id={titleId} className={styles.title}>
          {thread.title}
        </Heading>
        <div className={styles.meta}>
          <LocalTime value={thread.created_at} withTime />
          <span>
            {t.postedBy}{' '}
            <AuthorLink author={thread.author} fallbackName={t.anonymous} tone="link" />
          </span>
          {typeof thread.views === 'number' && (
            <span>{t.views(thread.views, formatCount(thread.views))}</span>
          )}
        </div>
        <UserHtml html={thread.content} />
        <div className={styles.actions}>
          <LikeButton
            count={thread.likes_count}
            liked={liked}
            label={t.likeThread(liked)}
            countLabel={t.likes(thread.likes_count, formatCount(thread.likes_count))}
            disabled={!canLike}
            reason={m.loginToLike}
            busy={likeBusy}
            waitingLabel={likeWaiting ? t.likeWaiting : undefined}
            onToggle={onLikeThread}
            onRefused={onLikeRefused}
          />
          {threadTools}
        </div>
      </article>

      {notice}
      {staffBar}

      <section aria-labelledby={repliesId} className={styles.repliesSection}>
        <div className={styles.repliesHeader}>
          <Heading level={2} size={3} id={repliesId}>
            {t.replyCount(replyCount, formatCount(replyCount))}
          </Heading>
          {repliesTools}
        </div>
        {replies.rows.length === 0 ? (
          <Text tone="muted">{m.noReplies}</Text>
        ) : (
          <ReplyList {...replies} label={t.replies} onLikeRefused={onLikeRefused} />
        )}
        {waiting}
      </section>

      {composer}
      {dialogs}
    </div>
  );
}
