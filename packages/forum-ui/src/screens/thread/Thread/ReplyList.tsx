import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { AuthorLink } from '../../../components/AuthorLink/AuthorLink.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { LikeButton } from '../../../components/LikeButton/LikeButton.tsx';
import { UserHtml } from '../../../components/UserHtml/UserHtml.tsx';
import { threadMessages as m, threadText as t } from '../../../messages/thread.ts';
import { Text } from '../../../primitives/Text.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden.tsx';
import { formatDateTime, toDateTimeAttribute } from '../../../utils/dates.ts';
import { formatCount } from '../../../utils/numbers.ts';
import * as styles from './Thread.css.ts';
import { postAnchor, type ReplyRow, type ThreadPost } from './threadTree.ts';

/** Up to this many rows everything is rendered (find-in-page works); above it, only rows near the viewport. */
export const FULL_RENDER_LIMIT = 120;

/** How far below the top of the window the reader's eye is taken to be (the header is above). */
const READING_LINE = 96;

/** Asks the list to bring a reply into view (and focus it); a new `request` repeats it. */
export interface ReplyTarget {
  postId: number;
  request: number;
  /** Move keyboard focus to the reply (deep links, shortcuts); default true. */
  focus?: boolean;
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
  /** Posts whose hide/unhide request is in flight. */
  hidePending?: ReadonlySet<number>;
  /** The reply highlighted (a deep link's target, a new reply). */
  highlightedId?: number;
  target?: ReplyTarget;
  onToggleReplies: (parentId: number) => void;
  onReply: (post: ThreadPost) => void;
  onLike: (post: ThreadPost) => void;
  onLikeRefused: () => void;
  onHide: (post: ThreadPost) => void;
  onUnhide: (post: ThreadPost) => void;
  /** The place (in the whole thread) of the first reply in view, as the reader scrolls. */
  onPositionChange?: (ordinal: number) => void;
}

const nameOf = (post: ThreadPost) => post.author?.name?.trim() || t.anonymous;

/**
 * The replies as one list, nesting told by each item's level (aria-level), place among its
 * siblings (aria-posinset/setsize) and a 'Reply … in reply to {name}' tag. Long threads are
 * windowed over the window's scroll: only rows near the viewport are in the DOM, plus the
 * row holding focus, so Tab never falls out of the list.
 */
export function ReplyList({
  rows,
  label,
  permissions,
  likePending,
  hidePending,
  highlightedId,
  target,
  onToggleReplies,
  onReply,
  onLike,
  onLikeRefused,
  onHide,
  onUnhide,
  onPositionChange,
}: ReplyListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focused = useRef<number | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const all = rows.length <= FULL_RENDER_LIMIT;

  // Where the list starts on the page, followed as what is above it changes size.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((previous) => (previous === top ? previous : top));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'post' ? 190 : 52),
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
    rangeExtractor: (range) => {
      if (all) return rows.map((_, index) => index);
      const indexes = defaultRangeExtractor(range);
      const keep = focused.current;
      if (keep !== null && keep < rows.length && !indexes.includes(keep)) {
        indexes.push(keep);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  const items = virtualizer.getVirtualItems();

  // Bring a reply into view, then focus it once its row is in the DOM.
  useEffect(() => {
    if (!target) return;
    const index = rows.findIndex((row) => row.kind === 'post' && row.post.id === target.postId);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    let frame = 0;
    let tries = 0;
    const settle = () => {
      const element = document.getElementById(postAnchor(target.postId));
      if (element) {
        element.scrollIntoView({ block: 'center' });
        if (target.focus !== false) element.focus({ preventScroll: true });
        return;
      }
      if (tries++ < 30) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
    // Only a new request moves the reader; later changes of rows must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.request]);

  // The reading position: the first reply whose row reaches below the top of the viewport.
  const viewTop = (virtualizer.scrollOffset ?? 0) + READING_LINE;
  const firstInView = items.find((item) => item.end > viewTop);
  const firstRow = firstInView ? rows[firstInView.index] : undefined;
  const ordinal = firstRow?.kind === 'post' ? firstRow.ordinal : undefined;
  useEffect(() => {
    if (ordinal !== undefined) onPositionChange?.(ordinal);
  }, [ordinal, onPositionChange]);

  // The row holding focus stays rendered while it is scrolled away (see rangeExtractor).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
      focused.current = row ? Number(row.dataset.index) : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!list.contains(event.relatedTarget as Node | null)) focused.current = null;
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={styles.replyList}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index]!;
        const common = {
          'data-index': item.index,
          ref: virtualizer.measureElement,
          className: styles.row,
          'aria-level': row.level,
          style: {
            ...assignInlineVars({ [styles.indent]: String(row.level - 1) }),
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
          },
        };
        if (row.kind !== 'post') {
          const expanded = row.kind === 'less';
          return (
            <li key={item.key} {...common}>
              <div className={styles.toggleRow}>
                <Button
                  variant="ghost"
                  size="small"
                  aria-expanded={expanded}
                  onClick={() => onToggleReplies(row.parentId)}
                >
                  {expanded ? t.showLess : t.showMore(row.count)}
                </Button>
              </div>
            </li>
          );
        }
        return (
          <li key={item.key} {...common} aria-posinset={row.position} aria-setsize={row.setSize}>
            <ReplyItem
              post={row.post}
              level={row.level}
              parentName={row.parentName}
              permissions={permissions}
              likeBusy={likePending?.has(row.post.id) ?? false}
              hideBusy={hidePending?.has(row.post.id) ?? false}
              highlighted={highlightedId === row.post.id}
              onReply={onReply}
              onLike={onLike}
              onLikeRefused={onLikeRefused}
              onHide={onHide}
              onUnhide={onUnhide}
            />
          </li>
        );
      })}
    </ul>
  );
}

interface ReplyItemProps {
  post: ThreadPost;
  level: number;
  parentName?: string;
  permissions: ReplyPermissions;
  likeBusy: boolean;
  hideBusy: boolean;
  highlighted: boolean;
  onReply: (post: ThreadPost) => void;
  onLike: (post: ThreadPost) => void;
  onLikeRefused: () => void;
  onHide: (post: ThreadPost) => void;
  onUnhide: (post: ThreadPost) => void;
}

/** One reply: initial avatar, author, date, 'Reply' tag when nested, content, like and Reply. */
function ReplyItem({
  post,
  level,
  parentName,
  permissions,
  likeBusy,
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
      tabIndex={-1}
      aria-label={t.replyOf(name, level)}
      className={styles.reply({ nested, hidden, highlighted })}
    >
      <div className={styles.replyHeader}>
        <Avatar name={name} colorKey={post.author?.id ?? name} size="small" decorative />
        <span className={styles.replyAuthor}>
          <AuthorLink author={post.author} fallbackName={t.anonymous} tone="link" />
        </span>
        <time className={styles.replyDate} dateTime={toDateTimeAttribute(post.created_at)}>
          {formatDateTime(post.created_at)}
        </time>
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
      <UserHtml html={post.content} />
      <div className={styles.replyFooter}>
        <LikeButton
          count={post.likes_count}
          liked={liked}
          label={t.likePost(liked, name)}
          countLabel={t.likes(post.likes_count, formatCount(post.likes_count))}
          disabled={!permissions.canLike}
          reason={m.loginToLike}
          busy={likeBusy}
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
}
