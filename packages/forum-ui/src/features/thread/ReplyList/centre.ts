/**
 * Where a jump leaves a reply in a long thread: in the middle of the window, or as near as the
 * page's top or bottom lets it be.
 */

/** How far from the middle a row may sit and still count as there (sub-pixel layout). */
const SLACK = 1;

/**
 * Whether a row (its box in the window) sits in the middle of a window `viewport` px tall,
 * scrolled to `scrollY` of at most `maxScroll`: centred, or held off-centre by an end of the page.
 */
export function isCentred(
  row: { top: number; height: number },
  viewport: number,
  scrollY: number,
  maxScroll: number,
): boolean {
  const off = row.top + row.height / 2 - viewport / 2;
  if (Math.abs(off) <= SLACK) return true;
  return off > 0 ? scrollY >= maxScroll - SLACK : scrollY <= SLACK;
}
