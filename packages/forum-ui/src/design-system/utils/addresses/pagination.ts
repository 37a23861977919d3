/**
 * Page arithmetic shared by the Pager and by screens that page a fetched list
 * on the client. Pure functions: no React, no DOM.
 *
 * Every function tolerates what arrives from URLs and servers: 0, negative,
 * fractional, NaN or Infinity counts and page numbers never throw and never
 * produce page 0. Pages are 1-based. Like the server (Laravel's `last_page`),
 * an empty list still has one (empty) page.
 */

/** A marker in a page list standing for a run of two or more hidden pages. */
export const ELLIPSIS = 'ellipsis';
export type PageListItem = number | typeof ELLIPSIS;

/** A whole number ≥ `min`, or `fallback` when `value` is not a finite number. */
function wholeAtLeast(value: number, min: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.max(min, Math.floor(value));
}

/** The last page number, at least 1: 0, NaN or a negative count mean a single page. */
export function normaliseLastPage(lastPage: number): number {
  return wholeAtLeast(lastPage, 1, 1);
}

/** `page` as a whole number within [1, lastPage]; NaN becomes 1, a page beyond the end the last page. */
export function clampPage(page: number, lastPage: number): number {
  const last = normaliseLastPage(lastPage);
  if (page === Infinity) return last;
  return Math.min(wholeAtLeast(page, 1, 1), last);
}

/**
 * How many pages `total` items make at `perPage` a page. Always at least 1
 * (no items is one empty page). A missing or invalid `perPage` (0, NaN,
 * negative) puts everything on one page rather than dividing by zero.
 */
export function totalPages(total: number, perPage: number): number {
  const items = wholeAtLeast(total, 0, 0);
  if (!Number.isFinite(perPage) || perPage < 1) return 1;
  return Math.max(1, Math.ceil(items / Math.floor(perPage)));
}

/** The whole numbers from `from` to `to`, both included. */
function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

/**
 * The page numbers `radius` either side of the current page, cut off at the
 * first and last page (spec: "a window of page numbers two either side of the
 * current page"). The window is not shifted near the ends: page 1 of 10 gives
 * [1, 2, 3], page 5 gives [3, 4, 5, 6, 7].
 */
export function pageWindow(current: number, lastPage: number, radius = 2): number[] {
  const last = normaliseLastPage(lastPage);
  const page = clampPage(current, last);
  const reach = wholeAtLeast(radius, 0, 0);
  return range(Math.max(1, page - reach), Math.min(last, page + reach));
}

/**
 * `size` page numbers centred on the current page (shifted to stay `size`
 * long near either end), always with the first and last page, and an
 * ellipsis where pages are left out (spec, category page: "window of 5 page
 * numbers with first/last and ellipses").
 *
 * An ellipsis never stands for a single page: that page is shown instead,
 * since it takes the same room and is more useful.
 *
 * pageWindowWithEdges(1, 10) → [1, 2, 3, 4, 5, 'ellipsis', 10]
 * pageWindowWithEdges(6, 10) → [1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 10]
 */
export function pageWindowWithEdges(current: number, lastPage: number, size = 5): PageListItem[] {
  const last = normaliseLastPage(lastPage);
  const page = clampPage(current, last);
  const count = Math.min(wholeAtLeast(size, 1, 5), last);
  const before = Math.floor((count - 1) / 2);

  let start = Math.max(1, page - before);
  const end = Math.min(last, start + count - 1);
  start = Math.max(1, end - count + 1);

  const items: PageListItem[] = [];
  if (start > 1) items.push(1);
  if (start === 3) items.push(2);
  else if (start > 3) items.push(ELLIPSIS);
  items.push(...range(start, end));
  if (end === last - 2) items.push(last - 1);
  else if (end < last - 2) items.push(ELLIPSIS);
  if (end < last) items.push(last);
  return items;
}

/**
 * The items on one page of a list already fetched in full (client-side
 * paging). A page beyond the end gives the last page, a page below 1 the
 * first; an invalid `perPage` gives the whole list.
 */
export function slicePage<T>(items: readonly T[], page: number, perPage: number): T[] {
  if (!Number.isFinite(perPage) || perPage < 1) return items.slice();
  const size = Math.floor(perPage);
  const current = clampPage(page, totalPages(items.length, size));
  return items.slice((current - 1) * size, current * size);
}
