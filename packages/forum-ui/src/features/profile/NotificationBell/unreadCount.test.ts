import { describe, expect, it } from 'vitest';
import { countRose } from './unreadCount.ts';

describe('countRose', () => {
  it('is true when the count goes up from a known value', () => {
    expect(countRose(0, 1)).toBe(true);
    expect(countRose(3, 12)).toBe(true);
  });

  it('is false for the first count, an unknown one, the same one or a lower one', () => {
    expect(countRose(undefined, 4)).toBe(false);
    expect(countRose(4, undefined)).toBe(false);
    expect(countRose(4, 4)).toBe(false);
    expect(countRose(4, 0)).toBe(false);
  });
});
