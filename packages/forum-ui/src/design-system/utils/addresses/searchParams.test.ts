import { describe, expect, it } from 'vitest';
import { pageFromSearch, searchString, withPage } from './searchParams.ts';

describe('pageFromSearch', () => {
  it('reads a whole page number', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch(new URLSearchParams('q=x&page=12'))).toBe(12);
    expect(pageFromSearch('?p=4', 'p')).toBe(4);
  });
  it('gives 1 for anything that is not a page', () => {
    for (const search of [
      '',
      '?page=',
      '?page=0',
      '?page=-2',
      '?page=2.5',
      '?page=abc',
      '?page=1e3',
    ])
      expect(pageFromSearch(search)).toBe(1);
    expect(pageFromSearch('?page=99999999999999999999')).toBe(1);
  });
});

describe('withPage', () => {
  it('sets the page and keeps other parameters', () => {
    expect(withPage('?q=ssd&page=2', 5).toString()).toBe('q=ssd&page=5');
  });
  it('leaves page 1 (and nonsense) out of the URL', () => {
    expect(withPage('?q=ssd&page=2', 1).toString()).toBe('q=ssd');
    expect(withPage('?page=2', Number.NaN).toString()).toBe('');
  });
  it('uses the given parameter name', () => {
    expect(withPage('', 3, 'threads_page').toString()).toBe('threads_page=3');
  });
});

describe('searchString', () => {
  it('adds the question mark only when there is something', () => {
    expect(searchString(new URLSearchParams('a=1'))).toBe('?a=1');
    expect(searchString(new URLSearchParams())).toBe('');
  });
});
