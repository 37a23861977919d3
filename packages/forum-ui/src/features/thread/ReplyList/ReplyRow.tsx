import {
  inlineVars,
  Avatar,
  AuthorLink,
  Badge,
  Button,
  LikeButton,
  UserHtml,
  Text,
  VisuallyHidden,
  LocalTime,
  formatCount,
} from '@forum/forum-ui/design-system';
import { memo, type ReactNode, type Ref } from 'react';
import { threadMessages as m, threadText as t } from '../messages.ts';
import * as styles from './ReplyList.css.ts';
import { postAnchor, type ReplyRow, type ThreadPost } from './threadTree.ts';

/** The commands a reply list takes (through its `ref`). */
export interface ReplyListHandle {
  /**
   * Brings a reply into view and, unless `focus` is false, focuses it. The reply may not be
   * rendered yet (its parent is opening, the thread is refetching, the list is windowed): the
   * list keeps trying for a few frames.
   */
  scrollTo: (postId: number, options?: { focus?: boolean }) => void;
}

/** What the viewer may do with replies. */
export interface ReplyPermissions {
  /** Logged in: like buttons work (guests get 'Please login to like threads'). */
  canLike: boolean;
  /** Reply buttons are offered (not on a locked or pending thread). */
  canReply: boolean;
  /** Moderator or admin: hidden replies are shown, marked, with Hide/Unhide. */
  isStaff: boolean;
}

export interface ReplyListProps {
  rows: readonly ReplyRow[];
  /** Names the list for screen readers. */
  label: string;
  permissions: ReplyPermissions;
  /** Posts whose like request is in flight. */
  likePending?: ReadonlySet<number>;
  /** Posts whose like is kept on the device until the network returns (the outbox). */
  likeWaiting?: ReadonlySet<number>;
  /** Posts whose hide/unhide request is in flight. */
  hidePending?: ReadonlySet<number>;
  /** The reply highlighted (a deep link's target, a new reply). */
  highlightedId?: number;
  /** Receives the list's commands (scrollTo). */
  ref?: Ref<ReplyListHandle>;
  /**
   * The rows are one of the reader's pages (threadTree.ts readerPage): the list is plain, with
   * links to the pages before and after. Until the page's script runs only.
   */
  readerPage?: { page: number; pageCount: number; href: (page: number) => string };
  onToggleReplies: (parentId: number) => void;
  onReply: (post: ThreadPost) => void;
  onLike: (post: ThreadPost) => void;
  onLikeRefused: () => void;
  onHide: (post: ThreadPost) => void;
  onUnhide: (post: ThreadPost) => void;
}

const nameOf = (post: ThreadPost) => post.author?.name?.trim() || t.anonymous;

/** The attributes of a row's list item: its level, and its place among its siblings. */
export function rowAttributes(row: ReplyRow) {
  return {
    'aria-level': row.level,
    ...(row.kind === 'post' ? { 'aria-posinset': row.position, 'aria-setsize': row.setSize } : {}),
  };
}

/** The row's indentation (its level), as a CSS variable. */
export const rowIndent = (row: ReplyRow) => inlineVars({ [styles.indent]: String(row.level - 1) });

/**
 * Scrolls a rendered reply to the middle of the window (unless something else already scrolls
 * there: `scroll` false) and, unless told not to, focuses it.
 */
export function revealReply(postId: number, focus: boolean, scroll = true): boolean {
  const element = document.getElementById(postAnchor(postId));
  if (!element) return false;
  if (scroll) element.scrollIntoView({ block: 'center' });
  if (focus) element.focus({ preventScroll: true });
  return true;
}

/** How many animation frames a list keeps trying to reveal a reply that is not rendered yet. */
const REVEAL_FRAMES = 30;

/**
 * Calls `attempt` on each of the next animation frames (the first after React has committed
 * what the caller's handler changed) until it returns true, at most `frames` times.
 * Returns a function that stops it.
 */
export function everyFrameUntil(attempt: () => boolean, frames = REVEAL_FRAMES): () => void {
  let frame = 0;
  let tries = 0;
  const step = () => {
    if (attempt()) return;
    if (tries++ < frames) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** What a row shows: a reply, or its parent's 'Show N more replies' / 'Show less' toggle. */
export function ReplyRowContent({
  row,
  props,
}: {
  row: ReplyRow;
  props: Omit<ReplyListProps, 'rows' | 'label' | 'ref'>;
}) {
  if (row.kind !== 'post') {
    const expanded = row.kind === 'less';
    return (
      <div className={styles.toggleRow}>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={expanded}
          onClick={() => props.onToggleReplies(row.parentId)}
        >
          {expanded ? t.showLess : t.showMore(row.count)}
        </Button>
      </div>
    );
  }
  return (
    <ReplyItem
      post={row.post}
      ordinal={row.ordinal}
      level={row.level}
      parentName={row.parentName}
      permissions={props.permissions}
      likeBusy={props.likePending?.has(row.post.id) ?? false}
      likeWaiting={props.likeWaiting?.has(row.post.id) ?? false}
      hideBusy={props.hidePending?.has(row.post.id) ?? false}
      highlighted={props.highlightedId === row.post.id}
      onReply={props.onReply}
      onLike={props.onLike}
      onLikeRefused={props.onLikeRefused}
      onHide={props.onHide}
      onUnhide={props.onUnhide}
    />
  );
}

interface ReplyItemProps {
  post: ThreadPost;
  ordinal: number;
  level: number;
  parentName?: string;
  permissions: ReplyPermissions;
  likeBusy: boolean;
  likeWaiting: boolean;
  hideBusy: boolean;
  highlighted: boolean;
  onReply: (post: ThreadPost) => void;
  onLike: (post: ThreadPost) => void;
  onLikeRefused: () => void;
  onHide: (post: ThreadPost) => void;
  onUnhide: (post: ThreadPost) => void;
}

/**
 * One reply: initial avatar, author, date, 'Reply' tag when nested, content, like and Reply.
 * Memoised: a like, a new reply or an opened composer changes one row (or none), and the
 * thread's cache keeps every other post's object (structural sharing), so only that row renders
 * again instead of every reply of the page; and the windowed list renders again at each scroll
 * step, when only the replies coming into reach need rendering (a reply's content goes through
 * the sanitiser). docs/performance.md, "Interactions".
 */
const ReplyItem = memo(function ReplyItem({
  post,
  ordinal,
  level,
  parentName,
  permissions,
  likeBusy,
  likeWaiting,
  hideBusy,
  highlighted,
  onReply,
  onLike,
  onLikeRefused,
  onHide,
  onUnhide,
}: ReplyItemProps) {
  const name = nameOf(post);
  const liked = post.is_liked === true;
  const hidden = post.is_hidden === true;
  const nested = level > 1;
  const staffAction: ReactNode = permissions.isStaff ? (
    <Button
      variant="secondary"
      size="small"
      busy={hideBusy}
      busyLabel={hidden ? t.unhiding : t.hiding}
      onClick={() => (hidden ? onUnhide(post) : onHide(post))}
    >
      {hidden ? t.unhide : t.hide}
    </Button>
  ) : null;
  return (
    <article
      id={postAnchor(post.id)}
      data-ordinal={ordinal}
      data-author={name}
      tabIndex={-1}
      aria-label={t.replyOf(name, level)}
      className={styles.reply({ nested, hidden, highlighted })}
    >
      <div className={styles.replyHeader}>
        <Avatar name={name} colorKey={post.author?.id ?? name} size="small" decorative />
        <span className={styles.replyAuthor}>
          <AuthorLink author={post.author} fallbackName={t.anonymous} tone="link" />
        </span>
        <LocalTime className={styles.replyDate} value={post.created_at} withTime />
        {nested && (
          <Badge tone="primary">
            {t.reply}
            {parentName && <VisuallyHidden> {t.inReplyTo(parentName)}</VisuallyHidden>}
          </Badge>
        )}
        {hidden && <Badge tone="warning">{t.hidden}</Badge>}
      </div>
      {hidden && (
        <Text size="small" tone="muted">
          {t.hiddenHint}
        </Text>
      )}
      <UserHtml html={post.content} data-reply-content="" />
      <div className={styles.replyFooter}>
        <LikeButton
          count={post.likes_count}
          liked={liked}
          label={t.likePost(liked, name)}
          countLabel={t.likes(post.likes_count, formatCount(post.likes_count))}
          disabled={!permissions.canLike}
          reason={m.loginToLike}
          busy={likeBusy}
          waitingLabel={likeWaiting ? t.likeWaiting : undefined}
          onToggle={() => onLike(post)}
          onRefused={onLikeRefused}
        />
        {permissions.canReply && (
          <Button variant="ghost" size="small" onClick={() => onReply(post)}>
            {t.reply}
            <VisuallyHidden> {t.toName(name)}</VisuallyHidden>
          </Button>
        )}
        {staffAction}
      </div>
    </article>
  );
});
