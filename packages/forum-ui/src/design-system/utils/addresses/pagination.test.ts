import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS,
  clampPage,
  normaliseLastPage,
  pageWindow,
  pageWindowWithEdges,
  slicePage,
  totalPages,
} from './pagination.ts';

const E = ELLIPSIS;

describe('normaliseLastPage', () => {
  it('keeps a whole page count', () => {
    expect(normaliseLastPage(7)).toBe(7);
  });
  it('treats 0, negative, NaN and Infinity as a single page', () => {
    expect(normaliseLastPage(0)).toBe(1);
    expect(normaliseLastPage(-3)).toBe(1);
    expect(normaliseLastPage(Number.NaN)).toBe(1);
    expect(normaliseLastPage(Infinity)).toBe(1);
  });
  it('drops a fraction', () => {
    expect(normaliseLastPage(3.9)).toBe(3);
  });
});

describe('clampPage', () => {
  it('keeps a page in range', () => {
    expect(clampPage(4, 10)).toBe(4);
  });
  it('moves a page beyond the last page to the last page', () => {
    expect(clampPage(12, 10)).toBe(10);
    expect(clampPage(Infinity, 10)).toBe(10);
  });
  it('moves 0, negative and NaN pages to page 1', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-2, 10)).toBe(1);
    expect(clampPage(Number.NaN, 10)).toBe(1);
    expect(clampPage(-Infinity, 10)).toBe(1);
  });
  it('drops a fraction', () => {
    expect(clampPage(2.7, 10)).toBe(2);
  });
  it('gives page 1 when there are no pages', () => {
    expect(clampPage(5, 0)).toBe(1);
  });
});

describe('totalPages', () => {
  it('rounds a partial last page up', () => {
    expect(totalPages(41, 8)).toBe(6);
    expect(totalPages(40, 8)).toBe(5);
    expect(totalPages(1, 15)).toBe(1);
  });
  it('gives one (empty) page for no items, as the server does', () => {
    expect(totalPages(0, 8)).toBe(1);
  });
  it('puts everything on one page when perPage is 0, negative or NaN', () => {
    expect(totalPages(50, 0)).toBe(1);
    expect(totalPages(50, -5)).toBe(1);
    expect(totalPages(50, Number.NaN)).toBe(1);
  });
  it('treats a missing or negative total as no items', () => {
    expect(totalPages(Number.NaN, 10)).toBe(1);
    expect(totalPages(-20, 10)).toBe(1);
  });
});

describe('pageWindow (current ± 2)', () => {
  it('shows two pages either side of a page in the middle', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it('is cut off at the first page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });
  it('is cut off at the last page', () => {
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
  });
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it('shows just page 1 for a single page or no items', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([1]);
    expect(pageWindow(Number.NaN, Number.NaN)).toEqual([1]);
  });
  it('centres on the last page when the current page is beyond it', () => {
    expect(pageWindow(25, 10)).toEqual([8, 9, 10]);
  });
  it('takes another radius', () => {
    expect(pageWindow(5, 10, 1)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 0)).toEqual([5]);
    expect(pageWindow(5, 10, -1)).toEqual([5]);
  });
});

describe('pageWindowWithEdges (5 numbers, first/last, ellipses)', () => {
  it('has ellipses on both sides in the middle of a long list', () => {
    expect(pageWindowWithEdges(10, 20)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
  });
  it('shows the first five pages and the last on the first page', () => {
    expect(pageWindowWithEdges(1, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
  });
  it('keeps five numbers near the start', () => {
    expect(pageWindowWithEdges(2, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(pageWindowWithEdges(3, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(pageWindowWithEdges(4, 10)).toEqual([1, 2, 3, 4, 5, 6, E, 10]);
  });
  it('shows the first and the last five pages on the last page', () => {
    expect(pageWindowWithEdges(10, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(pageWindowWithEdges(8, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(pageWindowWithEdges(7, 10)).toEqual([1, E, 5, 6, 7, 8, 9, 10]);
  });
  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageWindowWithEdges(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 10]);
    expect(pageWindowWithEdges(6, 10)).toEqual([1, E, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindowWithEdges(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('never has an ellipsis when every page fits', () => {
    expect(pageWindowWithEdges(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindowWithEdges(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindowWithEdges(2, 2)).toEqual([1, 2]);
  });
  it('shows just page 1 for a single page or no items', () => {
    expect(pageWindowWithEdges(1, 1)).toEqual([1]);
    expect(pageWindowWithEdges(3, 0)).toEqual([1]);
    expect(pageWindowWithEdges(Number.NaN, Number.NaN)).toEqual([1]);
  });
  it('treats a current page beyond the last as the last page', () => {
    expect(pageWindowWithEdges(99, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
  });
  it('treats a current page below 1 as page 1', () => {
    expect(pageWindowWithEdges(-4, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
  });
  it('takes another window size', () => {
    expect(pageWindowWithEdges(10, 20, 3)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(pageWindowWithEdges(10, 20, 1)).toEqual([1, E, 10, E, 20]);
    expect(pageWindowWithEdges(10, 20, 4)).toEqual([1, E, 9, 10, 11, 12, E, 20]);
  });
  it('always includes the current, first and last page exactly once, in order', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const items = pageWindowWithEdges(current, last);
        const pages = items.filter((item): item is number => item !== E);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        // An ellipsis always hides two pages or more, and never sits at an end.
        items.forEach((item, index) => {
          if (item !== E) return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect((after as number) - (before as number)).toBeGreaterThan(2);
        });
        // Five consecutive numbers whenever there are five pages.
        expect(items.length).toBeLessThanOrEqual(9);
        expect(pages.filter((p) => Math.abs(p - current) <= 4).length).toBeGreaterThanOrEqual(
          Math.min(5, last),
        );
      }
    }
  });
});

describe('slicePage', () => {
  const items = Array.from({ length: 20 }, (_, index) => index + 1);

  it('returns the items of the first page', () => {
    expect(slicePage(items, 1, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('returns a short last page', () => {
    expect(slicePage(items, 3, 8)).toEqual([17, 18, 19, 20]);
  });
  it('returns the last page when asked for a page beyond it', () => {
    expect(slicePage(items, 9, 8)).toEqual([17, 18, 19, 20]);
  });
  it('returns the first page for page 0, a negative page or NaN', () => {
    expect(slicePage(items, 0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(slicePage(items, -1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(slicePage(items, Number.NaN, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('returns an empty page for an empty list', () => {
    expect(slicePage([], 1, 8)).toEqual([]);
    expect(slicePage([], 4, 8)).toEqual([]);
  });
  it('returns the whole list when perPage is 0, negative or NaN', () => {
    expect(slicePage(items, 2, 0)).toEqual(items);
    expect(slicePage(items, 2, Number.NaN)).toEqual(items);
  });
  it('returns a copy, never the list itself', () => {
    const whole = slicePage(items, 1, 0);
    expect(whole).not.toBe(items);
  });
  it('agrees with totalPages about how many pages there are', () => {
    const pages = totalPages(items.length, 6);
    const seen = Array.from({ length: pages }, (_, index) => slicePage(items, index + 1, 6)).flat();
    expect(seen).toEqual(items);
  });
});
