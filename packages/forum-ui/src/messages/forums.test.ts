import { describe, expect, it } from 'vitest';
import { forumMessages as m, loadFailure } from './forums.ts';

describe('loadFailure', () => {
  it("says 'Error: {message}' when the failure has a message", () => {
    expect(loadFailure({ message: 'Server Error' }, m.categoriesFailed)).toBe(
      'Error: Server Error',
    );
  });

  it('falls back to the page text without one', () => {
    for (const error of [
      null,
      undefined,
      {},
      { message: '' },
      { message: '   ' },
      { message: null },
    ])
      expect(loadFailure(error, m.categoryFailed)).toBe('Failed to fetch category data');
  });
});
