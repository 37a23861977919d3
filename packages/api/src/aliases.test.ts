import { describe, expect, it } from 'vitest';
import { normalizeAliases } from './aliases.ts';

describe('normalizeAliases', () => {
  it('gives threads replies_count from posts_count or reply_count', () => {
    expect(
      normalizeAliases({ id: 1, slug: 'a', author: { name: 'A' }, posts_count: 4 }),
    ).toMatchObject({ replies_count: 4, posts_count: 4 });
    expect(normalizeAliases({ id: 1, first_post_id: 9, reply_count: '7' })).toMatchObject({
      replies_count: 7,
    });
    expect(
      normalizeAliases({ id: 1, is_sticky: true, replies_count: 2, posts_count: 3 }),
    ).toMatchObject({ replies_count: 2 });
  });

  it('gives categories title, threads_count and posts_count from their aliases', () => {
    const category = normalizeAliases({
      id: 3,
      slug: 'gaming-support',
      name: 'Gaming',
      parent_id: 1,
      thread_count: 12,
      post_count: 40,
    });
    expect(category).toMatchObject({
      title: 'Gaming',
      name: 'Gaming',
      threads_count: 12,
      posts_count: 40,
    });
    expect(
      normalizeAliases({ id: 3, slug: 's', title: 'Kept', name: 'Other', children: [] }),
    ).toMatchObject({ title: 'Kept' });
  });

  it('walks nested data and lists, leaving other values alone', () => {
    const body = normalizeAliases({
      data: [
        {
          id: 1,
          slug: 't',
          author: { name: 'A' },
          reply_count: 1,
          category: { id: 2, slug: 'c', name: 'Cat', color: null },
        },
      ],
      meta: { total: 1 },
      message: 'ok',
    });
    expect(body.data[0]).toMatchObject({ replies_count: 1, category: { title: 'Cat' } });
    expect(body.meta).toEqual({ total: 1 });
    expect(normalizeAliases('text')).toBe('text');
    expect(normalizeAliases(null)).toBeNull();
  });

  it('does not invent counts when none arrived', () => {
    expect(normalizeAliases({ id: 1, slug: 'x', author: {} })).not.toHaveProperty('replies_count');
  });
});

describe('normalizeAliases on profile stats', () => {
  it('fills threads_count, posts_count, likes_count and join_date from their aliases', () => {
    expect(
      normalizeAliases({
        stats: {
          threads: 4,
          total_posts: '12',
          total_likes: 30,
          created_at: '2025-01-02T00:00:00Z',
        },
      }).stats,
    ).toEqual({
      threads: 4,
      total_posts: '12',
      total_likes: 30,
      created_at: '2025-01-02T00:00:00Z',
      threads_count: 4,
      posts_count: 12,
      likes_count: 30,
      join_date: '2025-01-02T00:00:00Z',
    });
  });

  it('leaves lists named threads or posts alone, and admin overview counts untouched', () => {
    const activity = normalizeAliases({
      threads: { data: [], meta: { total: 0 } },
      posts: { data: [] },
    });
    expect(activity).toEqual({ threads: { data: [], meta: { total: 0 } }, posts: { data: [] } });
    expect(
      normalizeAliases({ overview: { total_users: 3, total_threads: 5, total_posts: 9 } }),
    ).toEqual({
      overview: { total_users: 3, total_threads: 5, total_posts: 9 },
    });
  });
});
