import { describe, expect, it } from 'vitest';
import { threadPath, userPath } from './paths.ts';

describe('threadPath', () => {
  it('links with the slug when there is one', () => {
    expect(threadPath({ id: 42, slug: 'best-budget-gpus-42' })).toBe(
      '/threads/best-budget-gpus-42',
    );
  });

  it('falls back to the id without a slug, with a blank one, or with one made of digits', () => {
    expect(threadPath({ id: 42 })).toBe('/threads/42');
    expect(threadPath({ id: 42, slug: null })).toBe('/threads/42');
    expect(threadPath({ id: 42, slug: '  ' })).toBe('/threads/42');
    // '2024' would be read back as thread 2024 on the thread page.
    expect(threadPath({ id: 42, slug: '2024' })).toBe('/threads/42');
  });

  it('encodes characters that are not safe in a path segment', () => {
    expect(threadPath({ id: 7, slug: 'tanong/sagot ngayon' })).toBe(
      '/threads/tanong%2Fsagot%20ngayon',
    );
    expect(threadPath({ id: 8, slug: 'ラーメン' })).toBe(
      `/threads/${encodeURIComponent('ラーメン')}`,
    );
  });
});

describe('userPath', () => {
  it('is /users/{id}', () => {
    expect(userPath(5)).toBe('/users/5');
  });
});
