/**
 * The rule behind useClampedPage, as a plain function: when the list on screen is the answer
 * for the page the address asks for, and that page is past the list's last page (its last
 * items were just decided or deleted, or an old link), the page to go to instead.
 */
import { clampPage, normaliseLastPage } from '../utils/addresses/pagination.ts';

/**
 * The page to replace `page` with, or undefined when there is nothing to correct: the answer
 * is not settled yet (loading, or a placeholder from another page), the last page is unknown,
 * or `page` is within the list.
 */
export function clampedPageTarget(
  page: number,
  lastPage: number | null | undefined,
  settled: boolean,
): number | undefined {
  if (!settled || lastPage === undefined || lastPage === null) return undefined;
  const last = normaliseLastPage(lastPage);
  return page > last ? clampPage(page, last) : undefined;
}
