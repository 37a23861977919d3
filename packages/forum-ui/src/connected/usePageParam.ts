import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFromSearch, withPage } from '@forum/forum-ui/design-system';

/** How a page change enters the history. */
export interface PageChangeOptions {
  /**
   * Replace the current history entry instead of pushing one: for corrections the person did
   * not ask for (a page beyond the end becoming the last page), so Back does not return to them.
   */
  replace?: boolean;
}

/**
 * The current page of a list, kept in the URL (`?page=3` by default): Back, reload and a shared
 * link land on the same page. Changing page pushes a history entry (or replaces it with
 * `{ replace: true }`) and keeps other parameters.
 */
export function usePageParam(
  name = 'page',
): [number, (page: number, options?: PageChangeOptions) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params, name);
  const setPage = useCallback(
    (next: number, options?: PageChangeOptions) =>
      setParams((current) => withPage(current, next, name), { replace: options?.replace }),
    [name, setParams],
  );
  return [page, setPage];
}
