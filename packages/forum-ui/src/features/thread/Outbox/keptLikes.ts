/**
 * Likes kept in the outbox (made offline), shown over what the server sent until they are sent:
 * the thread or reply shows the state wanted, its count moved by one (applyLike, @forum/api).
 */
import { applyLike, type LikeAction, type OutboxItem } from '@forum/api';

/** The kept likes among a thread's outbox items. */
export const keptLikes = (items: readonly OutboxItem[] | undefined) =>
  (items ?? []).filter((item): item is OutboxItem & LikeAction => item.type === 'like');

/** `thread` (with its replies) as it shows with the kept likes applied. */
export function withKeptLikes<T>(thread: T, likes: readonly LikeAction[]): T {
  return likes.reduce(
    (shown, like) => applyLike(shown, like.target, like.liked ? 'like' : 'unlike'),
    thread,
  );
}

/** The replies whose like is kept, and whether the thread's is. */
export function likesWaiting(likes: readonly LikeAction[]) {
  return {
    thread: likes.some((like) => like.target.kind === 'thread'),
    posts: new Set(likes.flatMap((like) => (like.target.kind === 'post' ? [like.target.id] : []))),
  };
}
