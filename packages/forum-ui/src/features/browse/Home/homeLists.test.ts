import { describe, expect, it } from 'vitest';
import { HOME_LISTS, LOAD_MORE_STEP, hasMore, showMore } from './homeLists.ts';

describe('HOME_LISTS', () => {
  it('starts with 6 featured, 6 latest, 5 popular, 10 new topics and 10 trending (spec, section 9)', () => {
    expect(HOME_LISTS.map((list) => [list.title, list.initial])).toEqual([
      ['Featured Articles', 6],
      ['Latest News', 6],
      ['Popular Discussions', 5],
      ['New Topics', 10],
      ['Trending Content', 10],
    ]);
  });

  it('puts three lists in the main column and two in the sidebar', () => {
    expect(HOME_LISTS.filter((l) => l.placement === 'main').map((l) => l.id)).toEqual([
      'featured',
      'latest',
      'popular',
    ]);
    expect(HOME_LISTS.filter((l) => l.placement === 'sidebar').map((l) => l.id)).toEqual([
      'newTopics',
      'trending',
    ]);
  });

  it('reads three requests for five lists: New Topics shares latest, Trending shares popular', () => {
    expect(new Set(HOME_LISTS.map((l) => l.source))).toEqual(
      new Set(['featured', 'latest', 'popular']),
    );
    expect(HOME_LISTS.find((l) => l.id === 'newTopics')?.source).toBe('latest');
    expect(HOME_LISTS.find((l) => l.id === 'trending')?.source).toBe('popular');
  });

  it('links each list to its whole page', () => {
    expect(HOME_LISTS.map((l) => l.viewAll)).toEqual([
      '/FeaturedArticles',
      '/LatestNews',
      '/PopularDiscussions',
      '/threads?filter=new',
      '/TrendingContent',
    ]);
  });
});

describe('showMore / hasMore', () => {
  it('adds 5 until the list runs out', () => {
    expect(LOAD_MORE_STEP).toBe(5);
    expect(showMore(6, 20)).toBe(11);
    expect(showMore(16, 20)).toBe(20);
    expect(showMore(20, 20)).toBe(20);
    expect(hasMore(16, 20)).toBe(true);
    expect(hasMore(20, 20)).toBe(false);
  });

  it('never shows more than there are, nor a negative count', () => {
    expect(showMore(6, 3)).toBe(3);
    expect(showMore(0, 0)).toBe(0);
    expect(showMore(-10, 20, 5)).toBe(0);
    expect(hasMore(6, 3)).toBe(false);
  });
});
