import { describe, expect, it } from 'vitest';
import type { LikeAction, OutboxItem } from '@forum/api';
import { keptLikes, likesWaiting, withKeptLikes } from './keptLikes.ts';

const thread = {
  id: 2,
  slug: 'react-19',
  likes_count: 4,
  is_liked: false,
  posts: [
    { id: 40, thread_id: 2, likes_count: 1, is_liked: true, replies: [] },
    { id: 41, thread_id: 2, likes_count: 0, is_liked: false, replies: [] },
  ],
};

const like = (target: LikeAction['target'], liked: boolean): LikeAction => ({
  type: 'like',
  threadId: 2,
  target,
  liked,
  authorId: 7,
});

describe('kept likes', () => {
  it('show the state wanted over the server’s, counts moved by one', () => {
    const shown = withKeptLikes(thread, [
      like({ kind: 'thread', id: 2 }, true),
      like({ kind: 'post', id: 40 }, false),
      like({ kind: 'post', id: 41 }, true),
    ]);
    expect(shown).toMatchObject({ likes_count: 5, is_liked: true });
    expect(shown.posts.map((post) => [post.likes_count, post.is_liked])).toEqual([
      [0, false],
      [1, true],
    ]);
  });

  it('leave a state the server already has as it is', () => {
    expect(withKeptLikes(thread, [like({ kind: 'post', id: 40 }, true)])).toBe(thread);
    expect(withKeptLikes(thread, [])).toBe(thread);
  });

  it('are picked from the outbox, and say which items wait', () => {
    const items = [
      {
        ...like({ kind: 'post', id: 41 }, true),
        key: 'like:post:41',
        createdAt: '',
        uncertain: false,
      },
      { type: 'reply', key: 'r', createdAt: '', uncertain: false } as unknown as OutboxItem,
    ] satisfies OutboxItem[];
    const likes = keptLikes(items);
    expect(likes).toHaveLength(1);
    expect(likesWaiting(likes)).toEqual({ thread: false, posts: new Set([41]) });
  });
});
