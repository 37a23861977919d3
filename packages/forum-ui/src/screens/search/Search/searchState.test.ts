import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@forum/api';
import {
  NO_FILTERS,
  activeFilters,
  groupTotals,
  isIsoDate,
  readSearchState,
  resultGroups,
  searchParamsOf,
  searchPath,
  searchRequest,
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
