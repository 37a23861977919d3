import type { ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import {
  ELLIPSIS,
  clampPage,
  normaliseLastPage,
  pageWindow,
  pageWindowWithEdges,
  totalPages,
  type PageListItem,
} from '../../utils/addresses/pagination.ts';
import { Button, ButtonLink } from '../Button/Button.tsx';
import * as styles from './Pager.css.ts';

export type PagerVariant = 'window' | 'edges' | 'simple';

/** How many pages there are: the last page number, or a total and a page size. */
export type PagerCount =
  | {
      /** The number of pages (the last page's number); or give `total` and `perPage`. */
      lastPage: number;
      total?: undefined;
      perPage?: undefined;
    }
  | {
      lastPage?: undefined;
      /** How many items there are in all; with `perPage`, it gives the number of pages. */
      total: number;
      /** How many items a page shows. */
      perPage: number;
    };

export type PagerProps = PagerCount & {
  /**
   * - `window` (default): Previous / Next and the page numbers two either side of the current one.
   * - `edges`: Previous / Next and five numbers around the current page, with the first and
   *   last page and ellipses for the gaps (category page).
   * - `simple`: Previous / Next and 'Page x of y' (trending).
   */
  variant?: PagerVariant;
  /** The current page, 1-based. Out-of-range values are shown as the nearest page. */
  page: number;
  /** Called with the page asked for (never the current page, never out of range). */
  onPageChange?: (page: number) => void;
  /**
   * Render links instead of buttons, e.g. `(page) => '?page=' + page`, so pages can be
   * opened in a new tab and crawled. `onPageChange` is still called on click.
   */
  getHref?: (page: number) => string;
  /** Name of the navigation landmark; give each pager on a page its own. */
  label?: string;
  /** Render nothing when everything fits on one page (default true). */
  hideWhenSingle?: boolean;
  /** Page numbers either side of the current one in the `window` variant (default 2). */
  radius?: number;
  /** How many consecutive numbers the `edges` variant shows (default 5). */
  size?: number;
  /** The Previous button's words (default 'Previous'). */
  previousLabel?: string;
  /** The Next button's words (default 'Next'). */
  nextLabel?: string;
  /** Accessible name of a page number button (default 'Page 3'). */
  pageLabel?: (page: number) => string;
  /** The `simple` variant's text (default 'Page 2 of 5'). */
  statusText?: (page: number, lastPage: number) => string;
  /** Extra class for the navigation, for its place in a layout. */
  className?: string;
};

const defaultPageLabel = (page: number) => `Page ${page}`;
const defaultStatusText = (page: number, lastPage: number) => `Page ${page} of ${lastPage}`;

interface TargetProps {
  page: number;
  children: ReactNode;
  className?: string;
  variant: 'primary' | 'secondary' | 'ghost';
  disabled?: boolean;
  current?: boolean;
  ariaLabel?: string;
  rel?: string;
  getHref?: (page: number) => string;
  onSelect: (page: number) => void;
}

/** One control that goes to a page: a link when the pager makes links, else a button. */
function PageTarget({
  page,
  children,
  className,
  variant,
  disabled,
  current,
  ariaLabel,
  rel,
  getHref,
  onSelect,
}: TargetProps) {
  const shared = {
    className,
    variant,
    size: 'small',
    'aria-label': ariaLabel,
    'aria-current': current ? ('page' as const) : undefined,
  } as const;

  // A link cannot be disabled: a disabled Previous / Next stays a (focusable, aria-disabled) button.
  if (getHref && !disabled) {
    return (
      <ButtonLink {...shared} to={getHref(page)} rel={rel} onClick={() => onSelect(page)}>
        {children}
      </ButtonLink>
    );
  }
  return (
    <Button {...shared} disabled={disabled} onClick={() => onSelect(page)}>
      {children}
    </Button>
  );
}

/**
 * Moves through a paged list. A `<nav>` landmark holding a list of controls;
 * the current page is marked with aria-current="page". Previous on the first
 * page and Next on the last are disabled but stay focusable. Ellipses are
 * decoration, hidden from assistive technology (the page numbers either side
 * already tell the gap). On narrow screens the list wraps rather than
 * scrolling sideways.
 */
export function Pager(props: PagerProps) {
  const {
    variant = 'window',
    page,
    onPageChange,
    getHref,
    label = 'Pagination',
    hideWhenSingle = true,
    radius = 2,
    size = 5,
    previousLabel = 'Previous',
    nextLabel = 'Next',
    pageLabel = defaultPageLabel,
    statusText = defaultStatusText,
    className,
  } = props;

  const lastPage =
    props.lastPage !== undefined
      ? normaliseLastPage(props.lastPage)
      : totalPages(props.total, props.perPage);
  const current = clampPage(page, lastPage);

  if (hideWhenSingle && lastPage <= 1) return null;

  // Choosing the current page again is not a change; links still navigate as links do.
  const select = (target: number) => {
    if (target !== current) onPageChange?.(target);
  };

  const isFirst = current <= 1;
  const isLast = current >= lastPage;

  let middle: ReactNode;
  if (variant === 'simple') {
    middle = (
      <li className={styles.item}>
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          {statusText(current, lastPage)}
        </p>
      </li>
    );
  } else {
    const items: PageListItem[] =
      variant === 'edges'
        ? pageWindowWithEdges(current, lastPage, size)
        : pageWindow(current, lastPage, radius);
    middle = items.map((item, index) => {
      if (item === ELLIPSIS) {
        const before = items[index - 1];
        const side = typeof before === 'number' && before < current ? 'start' : 'end';
        return (
          <li key={`ellipsis-${side}`} className={styles.item} aria-hidden="true">
            <span className={styles.ellipsis}>…</span>
          </li>
        );
      }
      const isCurrent = item === current;
      return (
        <li key={item} className={styles.item}>
          <PageTarget
            page={item}
            className={styles.pageButton}
            variant={isCurrent ? 'primary' : 'ghost'}
            current={isCurrent}
            ariaLabel={pageLabel(item)}
            getHref={getHref}
            onSelect={select}
          >
            {item}
          </PageTarget>
        </li>
      );
    });
  }

  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <PageTarget
            page={current - 1}
            className={styles.stepButton}
            variant="secondary"
            disabled={isFirst}
            rel="prev"
            getHref={getHref}
            onSelect={select}
          >
            {previousLabel}
          </PageTarget>
        </li>
        {middle}
        <li className={styles.item}>
          <PageTarget
            page={current + 1}
            className={styles.stepButton}
            variant="secondary"
            disabled={isLast}
            rel="next"
            getHref={getHref}
            onSelect={select}
          >
            {nextLabel}
          </PageTarget>
        </li>
      </ul>
    </nav>
  );
}
