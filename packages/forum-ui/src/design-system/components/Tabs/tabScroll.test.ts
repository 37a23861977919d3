import { describe, expect, it } from 'vitest';
import { centredScrollLeft } from './tabScroll.ts';

describe('centredScrollLeft', () => {
  const view = { start: 10, size: 300 };

  it('scrolls right by how far the tab’s middle is right of the list’s middle', () => {
    // The list's middle is at 160; the tab's middle at 400 + 50 = 450.
    expect(centredScrollLeft(0, view, { start: 400, size: 100 })).toBe(290);
    expect(centredScrollLeft(120, view, { start: 400, size: 100 })).toBe(410);
  });

  it('scrolls left for a tab left of the middle, and not at all for one already there', () => {
    expect(centredScrollLeft(200, view, { start: 0, size: 60 })).toBe(70);
    expect(centredScrollLeft(75, view, { start: 110, size: 100 })).toBe(75);
  });

  it('gives the same place whatever the list was scrolled to before, once the tab is where it is', () => {
    // The tab is 200px into the content: on screen at 10 + 200 - scrollLeft.
    const at = (scrollLeft: number) =>
      centredScrollLeft(scrollLeft, view, { start: 10 + 200 - scrollLeft, size: 80 });
    expect(at(0)).toBe(90);
    expect(at(37)).toBe(90);
    expect(at(250)).toBe(90);
  });

  it('gives whole pixels', () => {
    expect(centredScrollLeft(0, view, { start: 300.4, size: 41 })).toBe(161);
  });
});
