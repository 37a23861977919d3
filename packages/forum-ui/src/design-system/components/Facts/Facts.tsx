import type { ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { fact, facts, type FactsVariants } from './Facts.css.ts';

export type FactsProps = FactsVariants & {
  /** The facts, in order ('59 threads', '2.3K posts'); empty ones (null, false, '') are left out. */
  items: readonly ReactNode[];
  /** Extra class for the list, for its place in a layout. */
  className?: string;
};

/**
 * A line of short facts separated by middle dots: '59 threads · 2.3K posts'. The dots are
 * decoration, hidden from screen readers; the facts wrap as whole units on narrow screens.
 */
export function Facts({ items, size, className }: FactsProps) {
  const shown = items.filter(
    (item) => item !== null && item !== undefined && item !== false && item !== '',
  );
  if (shown.length === 0) return null;
  return (
    <p className={cx(facts({ size }), className)}>
      {shown.map((item, i) => (
        <span key={i} className={fact}>
          {i > 0 && <span aria-hidden="true">·</span>}
          {item}
        </span>
      ))}
    </p>
  );
}
