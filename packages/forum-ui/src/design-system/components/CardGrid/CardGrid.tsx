import type { ReactNode } from 'react';
import { Box } from '../../primitives/Box.tsx';
import { resetList } from '../../primitives/primitives.css.ts';
import { cx } from '../../utils/text/cx.ts';

export interface CardGridProps {
  /** The cards, each a list item: `<Card as="li" …>`. */
  children: ReactNode;
  /** Columns on the widest screens (default 3); one column on phones, two on tablets. */
  columns?: 2 | 3;
  /** Extra class for the grid, for its place in a layout. */
  className?: string;
}

/**
 * A list of cards in as many even columns as fit: one on phones, two on tablets, `columns` on
 * desktops. A real list (`<ul>`), so screen readers say how many cards there are.
 */
export function CardGrid({ children, columns = 3, className }: CardGridProps) {
  return (
    <Box
      as="ul"
      display="grid"
      gap="medium"
      gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: columns }}
      className={cx(resetList, className)}
    >
      {children}
    </Box>
  );
}
