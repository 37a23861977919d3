import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { searchString, withPage } from '@forum/forum-ui/design-system';

/**
 * The address of another page of the current list, for pagers that render links: the current
 * path and parameters with `?<name>=page` (page 1 leaves it out). Pairs with usePageParam.
 */
export function usePageHref(name = 'page'): (page: number) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (page: number) => pathname + searchString(withPage(search, page, name)),
    [pathname, search, name],
  );
}
