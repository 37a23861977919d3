import { describe, expect, it } from 'vitest';
import { homeListParams } from '@forum/api';
import {
  PAGED_LISTS,
  categoryForTopic,
  fetchParams,
  listPage,
  type PagedListId,
} from './pagedLists.ts';

const ids = Object.keys(PAGED_LISTS) as PagedListId[];
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('categoryForTopic', () => {
  it('maps the four forum topics to their category slugs (spec, section 2)', () => {
    expect(categoryForTopic('general')).toBe('general-discussions-chat');
    expect(categoryForTopic('hardware')).toBe('device-hardware');
    expect(categoryForTopic('gaming')).toBe('gaming-support');
    expect(categoryForTopic('support')).toBe('computer-support');
  });

  it('gives no category (an unfiltered list) for no topic or an unknown one', () => {
    expect(categoryForTopic(undefined)).toBeUndefined();
    expect(categoryForTopic(null)).toBeUndefined();
    expect(categoryForTopic('')).toBeUndefined();
    expect(categoryForTopic('news')).toBeUndefined();
    expect(categoryForTopic('toString')).toBeUndefined();
  });
});

describe('PAGED_LISTS', () => {
  it('keys every page by its own id, at its own path', () => {
    for (const id of ids) expect(PAGED_LISTS[id].id).toBe(id);
    const paths = ids.map((id) => PAGED_LISTS[id].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('pages 8, or 10 for the three news topics (and the news section), and trending 5 (spec, section 9)', () => {
    const sizes = Object.fromEntries(ids.map((id) => [id, PAGED_LISTS[id].pageSize]));
    expect(sizes).toEqual({
      featured: 8,
      latest: 8,
      popular: 8,
      trending: 5,
      news: 10,
      'tech-news': 10,
      products: 10,
      events: 10,
      gaming: 8,
      'general-tech': 8,
      hardware: 8,
      support: 8,
      new: 8,
    });
  });

  it('fetches 50 and pages on the client, except Hardware (server) and trending (20 popular)', () => {
    for (const id of ids) {
      const list = PAGED_LISTS[id];
      if (id === 'hardware') expect(list.paging).toBe('server');
      else {
        expect(list.paging).toBe('client');
        expect(list.fetchSize).toBe(id === 'trending' ? 20 : 50);
      }
    }
  });

  it('shows the ±2 window on the news topics, Gaming, General Tech and Tech Support; Previous/Next with "Page x of y" on trending', () => {
    const windowed = ids.filter((id) => PAGED_LISTS[id].pager === 'window').sort();
    expect(windowed).toEqual(
      ['events', 'gaming', 'general-tech', 'news', 'products', 'support', 'tech-news'].sort(),
    );
    expect(PAGED_LISTS.trending.pager).toBe('simple');
  });

  it('gives the four forum topics the empty state, and only Hardware the total', () => {
    const topics = Object.fromEntries(
      ids.filter((id) => PAGED_LISTS[id].emptyTopic).map((id) => [id, PAGED_LISTS[id].emptyTopic]),
    );
    expect(topics).toEqual({
      gaming: 'Gaming',
      'general-tech': 'General Tech',
      hardware: 'Hardware',
      support: 'Tech Support',
    });
    expect(ids.filter((id) => PAGED_LISTS[id].showTotal)).toEqual(['hardware']);
  });
});

describe('fetchParams', () => {
  it('asks for the same threads whatever the page in client paging', () => {
    expect(fetchParams(PAGED_LISTS.featured, 1)).toEqual({
      featured: true,
      sort: 'latest',
      per_page: 50,
    });
    expect(fetchParams(PAGED_LISTS.featured, 4)).toEqual(fetchParams(PAGED_LISTS.featured, 1));
    expect(fetchParams(PAGED_LISTS.gaming, 2)).toEqual({
      sort: 'latest',
      category: 'gaming-support',
      per_page: 50,
    });
    expect(fetchParams(PAGED_LISTS['tech-news'], 1)).toEqual({ sort: 'latest', per_page: 50 });
  });

  it('asks for the 20 popular threads on trending, the same request as the home page popular lists', () => {
    expect(fetchParams(PAGED_LISTS.trending, 3)).toEqual({ sort: 'popular', per_page: 20 });
    expect(fetchParams(PAGED_LISTS.trending, 1)).toEqual(homeListParams('popular'));
  });

  it('asks the server for the page itself in server paging', () => {
    expect(fetchParams(PAGED_LISTS.hardware, 3)).toEqual({
      sort: 'latest',
      category: 'device-hardware',
      per_page: 8,
      page: 3,
    });
    expect(fetchParams(PAGED_LISTS.hardware, 0).page).toBe(1);
  });
});

describe('listPage', () => {
  const fifty = range(50);

  it('slices the fetched threads in client paging, keeping the position for badge colours', () => {
    const page = listPage(PAGED_LISTS.latest, { data: fifty }, 2);
    expect(page).toEqual({
      threads: range(8).map((n) => n + 8),
      page: 2,
      lastPage: 7,
      total: 50,
      startIndex: 8,
    });
    expect(listPage(PAGED_LISTS.latest, { data: fifty }, 7).threads).toEqual([49, 50]);
  });

  it('shows the last page for a page beyond the end, and one empty page for no threads', () => {
    expect(listPage(PAGED_LISTS['tech-news'], { data: fifty }, 99).page).toBe(5);
    expect(listPage(PAGED_LISTS.gaming, { data: [] }, 3)).toEqual({
      threads: [],
      page: 1,
      lastPage: 1,
      total: 0,
      startIndex: 0,
    });
  });

  it("takes the server's page, page count and total in server paging", () => {
    const page = listPage(
      PAGED_LISTS.hardware,
      { data: range(8), meta: { current_page: 3, last_page: 8, total: 59 } },
      3,
    );
    expect(page).toEqual({ threads: range(8), page: 3, lastPage: 8, total: 59, startIndex: 16 });
  });

  it('copes with a server page without meta', () => {
    expect(listPage(PAGED_LISTS.hardware, { data: range(3) }, 1)).toMatchObject({
      lastPage: 1,
      total: 3,
    });
  });
});
