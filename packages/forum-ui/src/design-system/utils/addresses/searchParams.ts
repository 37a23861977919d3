/**
 * Reading and writing list state kept in the URL (`?page=3`), so Back and a shared link land
 * on the same page. Pure functions: no React, no router.
 */

/** The page number of `?<name>=`, a whole number ≥ 1; anything else (missing, 0, "abc") is 1. */
export function pageFromSearch(search: URLSearchParams | string, name = 'page'): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(name)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * `search` with `?<name>=page`, keeping every other parameter. Page 1 is the default, so it is
 * left out of the URL (one canonical address per page).
 */
export function withPage(
  search: URLSearchParams | string,
  page: number,
  name = 'page',
): URLSearchParams {
  const params = new URLSearchParams(search);
  if (!Number.isFinite(page) || page <= 1) params.delete(name);
  else params.set(name, String(Math.floor(page)));
  return params;
}

/** `?a=b` for non-empty params, '' otherwise: ready to append to a path. */
export function searchString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
