import { describe, expect, it } from 'vitest';
import { clampedPageTarget } from './clampedPage.ts';

describe('clampedPageTarget', () => {
  it('sends a page past the end to the last page', () => {
    expect(clampedPageTarget(5, 3, true)).toBe(3);
    expect(clampedPageTarget(2, 1, true)).toBe(1);
  });

  it('leaves a page within the list alone', () => {
    expect(clampedPageTarget(1, 3, true)).toBeUndefined();
    expect(clampedPageTarget(3, 3, true)).toBeUndefined();
  });

  it('waits for a settled answer and a known last page', () => {
    expect(clampedPageTarget(5, 3, false)).toBeUndefined();
    expect(clampedPageTarget(5, undefined, true)).toBeUndefined();
    expect(clampedPageTarget(5, null, true)).toBeUndefined();
  });

  it('treats an empty list (last page 0, NaN or negative) as one page', () => {
    expect(clampedPageTarget(2, 0, true)).toBe(1);
    expect(clampedPageTarget(2, Number.NaN, true)).toBe(1);
    expect(clampedPageTarget(1, 0, true)).toBeUndefined();
    expect(clampedPageTarget(4, -2, true)).toBe(1);
  });

  it('reads a fractional last page as its whole part', () => {
    expect(clampedPageTarget(4, 3.7, true)).toBe(3);
  });
});
