import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFromSearch, withPage } from '../utils/searchParams.ts';

/**
 * The current page of a list, kept in the URL (`?page=3` by default): Back, reload and a shared
 * link land on the same page. Changing page pushes a history entry and keeps other parameters.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params, name);
  const setPage = useCallback(
    (next: number) => setParams((current) => withPage(current, next, name)),
    [name, setParams],
  );
  return [page, setPage];
}
