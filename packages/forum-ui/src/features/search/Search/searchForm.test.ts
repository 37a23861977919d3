import { describe, expect, it } from 'vitest';
import { searchMessages as m } from '../messages.ts';
import {
  SEARCH_DEFAULTS,
  categoryChoices,
  stateOf,
  validateSearch,
  valuesOf,
} from './searchForm.ts';
import { NO_FILTERS, readSearchState } from './searchState.ts';

describe('validateSearch', () => {
  it('refuses an empty query (spec)', () => {
    expect(validateSearch({ ...SEARCH_DEFAULTS, q: '' }, 'basic')).toEqual({ q: m.enterQuery });
    expect(validateSearch({ ...SEARCH_DEFAULTS, q: '   ' }, 'basic')).toEqual({ q: m.enterQuery });
  });

  it('refuses a trimmed query under 3 characters (spec)', () => {
    expect(validateSearch({ ...SEARCH_DEFAULTS, q: ' ab ' }, 'basic')).toEqual({
      q: m.queryTooShort,
    });
    expect(validateSearch({ ...SEARCH_DEFAULTS, q: 'abc' }, 'basic')).toEqual({});
  });

  it('refuses dates out of order in advanced mode only', () => {
    const values = { ...SEARCH_DEFAULTS, q: 'gpu', date_from: '2026-05-01', date_to: '2026-04-30' };
    expect(validateSearch(values, 'advanced')).toEqual({ date_to: m.datesOutOfOrder });
    expect(validateSearch(values, 'basic')).toEqual({});
    expect(validateSearch({ ...values, date_to: '2026-05-01' }, 'advanced')).toEqual({});
  });
});

describe('valuesOf and stateOf', () => {
  it('fills the form from the URL, and a submit goes back to the first page', () => {
    const state = readSearchState('?q=gpu&mode=advanced&author=kat&sort=oldest&group=users&page=3');
    const values = valuesOf(state);
    expect(values).toEqual({ ...SEARCH_DEFAULTS, q: 'gpu', author: 'kat', sort: 'oldest' });
    expect(stateOf(values, 'advanced', 'users')).toEqual({ ...state, page: 1 });
  });

  it('keeps the role for user results in advanced mode, and reads it back from the URL', () => {
    const state = readSearchState('?q=gpu&mode=advanced&role=admin&group=users');
    const values = valuesOf(state);
    expect(values).toEqual({ ...SEARCH_DEFAULTS, q: 'gpu', role: 'admin' });
    expect(stateOf(values, 'advanced', 'users')).toEqual(state);
    expect(stateOf({ ...values, role: 'owner' }, 'advanced', 'users').filters.role).toBe('');
    expect(stateOf(values, 'basic', 'users').filters).toEqual(NO_FILTERS);
  });

  it('trims the query and drops filters in basic mode', () => {
    expect(
      stateOf({ ...SEARCH_DEFAULTS, q: '  gpu  ', author: 'kat', sort: 'newest' }, 'basic', 'all'),
    ).toEqual({ q: 'gpu', mode: 'basic', filters: NO_FILTERS, group: 'all', page: 1 });
  });

  it('keeps only valid dates and sorts', () => {
    expect(
      stateOf(
        { ...SEARCH_DEFAULTS, q: 'gpu', date_from: '2026-02-31', sort: 'loudest' },
        'advanced',
        'all',
      ).filters,
    ).toEqual(NO_FILTERS);
  });
});

describe('categoryChoices', () => {
  it('lists main categories then their subcategories under them, each once', () => {
    const hardware = {
      id: 1,
      slug: 'hardware',
      title: 'Hardware',
      parent_id: null,
      children: [{ id: 3, slug: 'peripherals', title: 'Peripherals', parent_id: 1 }],
    };
    expect(
      categoryChoices([
        { id: 3, slug: 'peripherals', title: 'Peripherals', parent_id: 1 },
        hardware,
        { id: 2, slug: 'gaming', name: 'Gaming', parent_id: null, children: [] },
      ]),
    ).toEqual([
      { value: 'hardware', label: 'Hardware' },
      { value: 'peripherals', label: 'Hardware › Peripherals' },
      { value: 'gaming', label: 'Gaming' },
    ]);
  });
});
