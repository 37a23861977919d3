import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@forum/api';
import {
  searchQuery,
  NO_FILTERS,
  activeFilters,
  authorFilter,
  groupTotals,
  isIsoDate,
  readSearchState,
  resultGroups,
  searchParamsOf,
  searchPath,
  searchRequest,
  userRoleOf,
  type SearchState,
} from './searchState.ts';

const advanced: SearchState = {
  q: ' gpu ',
  mode: 'advanced',
  filters: {
    category: 'hardware',
    author: ' Kat ',
    date_from: '2026-01-01',
    date_to: '2026-06-30',
    sort: 'newest',
    role: '',
  },
  group: 'threads',
  page: 2,
};

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
  });
});

describe('readSearchState', () => {
  it('reads the basic defaults from an empty URL', () => {
    expect(readSearchState('')).toEqual({
      q: '',
      mode: 'basic',
      filters: NO_FILTERS,
      group: 'all',
      page: 1,
    });
  });

  it('reads every parameter of an advanced search', () => {
    expect(
      readSearchState(
        '?q=gpu&mode=advanced&category=hardware&author=Kat&date_from=2026-01-01&date_to=2026-06-30&sort=newest&group=threads&page=2',
      ),
    ).toEqual({ ...advanced, q: 'gpu', filters: { ...advanced.filters, author: 'Kat' } });
  });

  it('ignores filters in basic mode, and anything unreadable', () => {
    expect(readSearchState('?q=gpu&category=hardware&sort=newest').filters).toEqual(NO_FILTERS);
    const state = readSearchState(
      '?q=gpu&mode=advanced&date_from=2026-13-01&date_to=soon&sort=loudest&group=everything&page=-3',
    );
    expect(state.filters).toEqual(NO_FILTERS);
    expect(state.group).toBe('all');
    expect(state.page).toBe(1);
    expect(readSearchState('?mode=expert').mode).toBe('basic');
  });

  it('keeps unicode queries as written', () => {
    expect(readSearchState(`?q=${encodeURIComponent('Ñandú 東京 🎮')}`).q).toBe('Ñandú 東京 🎮');
  });
});

describe('searchParamsOf', () => {
  it('writes a canonical address and reads back the same state', () => {
    const params = searchParamsOf(advanced);
    expect(params.toString()).toBe(
      'q=gpu&mode=advanced&category=hardware&author=Kat&date_from=2026-01-01&date_to=2026-06-30&sort=newest&group=threads&page=2',
    );
    expect(readSearchState(params)).toEqual(readSearchState(params.toString()));
    expect(searchPath(readSearchState(params))).toBe(`/search?${params.toString()}`);
  });

  it('leaves defaults out, and the filters of basic mode', () => {
    expect(searchParamsOf({ ...advanced, mode: 'basic', group: 'all', page: 1 }).toString()).toBe(
      'q=gpu',
    );
    expect(searchPath({ q: '  ', mode: 'basic', filters: NO_FILTERS, group: 'all', page: 1 })).toBe(
      '/search',
    );
  });
});

describe('the role filter in the URL', () => {
  const withRole: SearchState = {
    ...advanced,
    filters: { ...advanced.filters, role: 'moderator' },
    group: 'users',
  };

  it('writes the role after the sort, and reads it back', () => {
    const params = searchParamsOf(withRole);
    expect(params.toString()).toBe(
      'q=gpu&mode=advanced&category=hardware&author=Kat&date_from=2026-01-01&date_to=2026-06-30&sort=newest&role=moderator&group=users&page=2',
    );
    expect(readSearchState(params)).toEqual({
      ...withRole,
      q: 'gpu',
      filters: { ...withRole.filters, author: 'Kat' },
    });
  });

  it('reads each role, and any other value as any role', () => {
    for (const role of ['user', 'moderator', 'admin'] as const)
      expect(readSearchState(`?q=gpu&mode=advanced&role=${role}`).filters.role).toBe(role);
    for (const role of ['', 'owner', 'Admin', 'admin '])
      expect(
        readSearchState(`?q=gpu&mode=advanced&role=${encodeURIComponent(role)}`).filters.role,
      ).toBe('');
  });

  it('leaves any role out of the address, and the role of basic mode', () => {
    expect(searchPath({ ...withRole, filters: { ...withRole.filters, role: '' } })).not.toContain(
      'role=',
    );
    expect(readSearchState('?q=gpu&role=admin').filters.role).toBe('');
    expect(searchPath({ ...withRole, mode: 'basic' })).toBe('/search?q=gpu&group=users&page=2');
  });

  it('is a filter set, listed last', () => {
    expect(activeFilters(withRole).at(-1)).toEqual(['role', 'moderator']);
    expect(activeFilters({ ...withRole, filters: { ...NO_FILTERS, role: 'admin' } })).toEqual([
      ['role', 'admin'],
    ]);
  });

  it('narrows user results in advanced mode only, and never goes to GET /search/advanced', () => {
    expect(userRoleOf(withRole)).toBe('moderator');
    expect(userRoleOf(advanced)).toBeUndefined();
    expect(userRoleOf({ ...withRole, mode: 'basic' })).toBeUndefined();
    expect(searchRequest(withRole)).not.toHaveProperty('role');
  });
});

describe('activeFilters', () => {
  it('lists the filters set, in order, without the default sort', () => {
    expect(activeFilters(advanced)).toEqual([
      ['category', 'hardware'],
      ['author', 'Kat'],
      ['date_from', '2026-01-01'],
      ['date_to', '2026-06-30'],
      ['sort', 'newest'],
    ]);
    expect(activeFilters({ ...advanced, filters: { ...NO_FILTERS } })).toEqual([]);
    expect(activeFilters({ ...advanced, mode: 'basic' })).toEqual([]);
  });
});

describe('searchRequest', () => {
  it('asks for one group page, 20 per page, with the filters in advanced mode', () => {
    expect(searchRequest(advanced)).toEqual({
      q: 'gpu',
      type: 'threads',
      page: 2,
      per_page: 20,
      category: 'hardware',
      author: 'Kat',
      date_from: '2026-01-01',
      date_to: '2026-06-30',
      sort: 'newest',
    });
  });

  it('asks for every group (the counts) on their first page', () => {
    expect(searchRequest(advanced, 'all', 1)).toMatchObject({ type: 'all', page: 1 });
  });

  it('sends no filters in basic mode', () => {
    expect(searchRequest({ ...advanced, mode: 'basic' })).toEqual({
      q: 'gpu',
      type: 'threads',
      page: 2,
      per_page: 20,
    });
  });
});

describe('resultGroups', () => {
  const meta = (total: number, last: number, current = 1) => ({
    total,
    last_page: last,
    current_page: current,
    per_page: 20,
    from: null,
    to: null,
  });

  it('reads a grouped answer', () => {
    const answer = {
      query: 'gpu',
      type: 'all',
      results: {
        threads: { data: [], meta: meta(41, 3) },
        posts: { data: [], meta: meta(0, 0) },
        users: { data: [], meta: meta(2, 1) },
        categories: { data: [], meta: meta(1, 1) },
      },
    } as unknown as SearchResult;
    const groups = resultGroups(answer);
    expect(groups.threads).toEqual({ items: [], total: 41, page: 1, lastPage: 3 });
    expect(groups.posts?.lastPage).toBe(1);
    expect(groupTotals(groups)).toEqual({ threads: 41, posts: 0, users: 2, categories: 1 });
  });

  it('reads a single group answer, and nothing', () => {
    const answer = {
      query: 'gpu',
      type: 'users',
      data: [],
      meta: meta(30, 2, 2),
    } as unknown as SearchResult;
    expect(resultGroups(answer)).toEqual({ users: { items: [], total: 30, page: 2, lastPage: 2 } });
    expect(resultGroups(undefined)).toEqual({});
  });
});

describe('searchQuery: what a search sends', () => {
  const family = '👨‍👩‍👧‍👦';

  it('sends the trimmed text when the server takes it whole', () => {
    expect(searchQuery('  gpu drivers ')).toEqual({ query: 'gpu drivers', shortened: false });
    expect(searchQuery('x'.repeat(255))).toEqual({ query: 'x'.repeat(255), shortened: false });
  });

  it('cuts a longer text to 255 characters between graphemes, and says it did', () => {
    expect(searchQuery('x'.repeat(300))).toEqual({ query: 'x'.repeat(255), shortened: true });
    const { query, shortened } = searchQuery('x'.repeat(248) + family + family);
    expect(shortened).toBe(true);
    // The family (seven code points: the server counts those) stays whole: never a lone 👨.
    expect(query).toBe('x'.repeat(248) + family);
    expect(searchQuery('x'.repeat(254) + family).query).toBe('x'.repeat(254));
  });

  it('keeps the whole typed text in the state (the form shows it), and the request sends the cut', () => {
    const state = readSearchState(`q=${encodeURIComponent('y'.repeat(400))}`);
    expect(state.q).toHaveLength(400);
    expect(searchRequest(state).q).toBe('y'.repeat(255));
  });

  it('cuts an author filter by the same rule, says it did, and keeps the typed one whole', () => {
    const author = 'x'.repeat(254) + family;
    const state = readSearchState(`q=gpu&mode=advanced&author=${encodeURIComponent(author)}`);
    expect(state.filters.author).toBe(author);
    expect(authorFilter(state)).toEqual({ query: 'x'.repeat(254), shortened: true });
    expect(searchRequest(state).author).toBe('x'.repeat(254));
    const short = readSearchState('q=gpu&mode=advanced&author=%20Kat%20');
    expect(authorFilter(short)).toEqual({ query: 'Kat', shortened: false });
    // Basic mode sends no filter, so nothing is shortened.
    expect(authorFilter(readSearchState(`q=gpu&author=${'x'.repeat(300)}`)).shortened).toBe(false);
  });
});
