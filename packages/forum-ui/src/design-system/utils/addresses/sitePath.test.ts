import { describe, expect, it } from 'vitest';
import { isSitePath } from './sitePath.ts';

describe('isSitePath', () => {
  it('accepts paths of this site only', () => {
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('/Forum/a-b?page=2#top')).toBe(true);
    for (const value of ['', 'Forum', '//host', '/\\host', 'https://x.example', '/a b', null, 3])
      expect(isSitePath(value)).toBe(false);
  });
});
