import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clampedPageTarget } from '@forum/forum-ui/design-system';
import { usePageHref } from './usePageHref.ts';

export interface ClampedPageOptions {
  /** The page the address asks for. */
  page: number;
  /** The list's last page, from the answer on screen (undefined while unknown). */
  lastPage: number | null | undefined;
  /**
   * The answer on screen is this page's own: loaded, and not a placeholder kept from another
   * page while this one loads.
   */
  settled: boolean;
  /**
   * The address of a page of this list. By default the current address with `?<param>=`
   * (usePageHref), for lists whose page is one URL parameter.
   */
  hrefOf?: (page: number) => string;
  /** The page parameter of the default `hrefOf` ('page'). */
  param?: string;
}

/**
 * A page past the end of a list (its last items were just decided or deleted, or an old link)
 * becomes the last page, replacing the address so Back does not return to it. The rule is
 * clampedPageTarget; this does the navigation, in one effect keyed on the address to go to.
 * Returns the page it is going to (undefined when the page is fine), so a screen can show its
 * loading state instead of an empty page meanwhile.
 */
export function useClampedPage({
  page,
  lastPage,
  settled,
  hrefOf,
  param = 'page',
}: ClampedPageOptions): number | undefined {
  const navigate = useNavigate();
  const defaultHref = usePageHref(param);
  const target = clampedPageTarget(page, lastPage, settled);
  const href = target === undefined ? undefined : (hrefOf ?? defaultHref)(target);
  useEffect(() => {
    if (href !== undefined) void navigate(href, { replace: true });
  }, [href, navigate]);
  return target;
}
