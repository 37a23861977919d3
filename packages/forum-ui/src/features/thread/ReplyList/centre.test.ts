import { describe, expect, it } from 'vitest';
import { isCentred } from './centre.ts';

describe('isCentred', () => {
  // A 740 px window, its middle at 370.
  it('holds a row whose middle is the window’s, to a pixel', () => {
    expect(isCentred({ top: 246.6, height: 246 }, 740, 5000, 9000)).toBe(true);
    expect(isCentred({ top: 250, height: 246 }, 740, 5000, 9000)).toBe(false);
  });

  it('does not hold a row left below the middle while the page can scroll further', () => {
    expect(isCentred({ top: 276, height: 232 }, 740, 5000, 9000)).toBe(false);
  });

  it('holds a row below the middle when the page is scrolled to its bottom', () => {
    expect(isCentred({ top: 500, height: 200 }, 740, 9000, 9000)).toBe(true);
  });

  it('holds a row above the middle when the page is at its top', () => {
    expect(isCentred({ top: 40, height: 200 }, 740, 0, 9000)).toBe(true);
    expect(isCentred({ top: 40, height: 200 }, 740, 120, 9000)).toBe(false);
  });
});
