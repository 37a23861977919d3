import type { ReactNode } from 'react';

export interface StrokeIconProps {
  /** The drawing: paths, circles and lines in the icon's grid. */
  children: ReactNode;
  /** The grid the drawing is made on, square (default 24, as most of the product's icons). */
  grid?: number;
  /** The line's width in grid units (default 2). */
  strokeWidth?: number;
  /** A fixed size in pixels; without it, the icon's stylesheet (or its button's) sizes it. */
  size?: number;
  className?: string;
}

/**
 * An icon drawn with round-ended lines in the text's colour, so it follows its button's tone and
 * the theme. Decorative: hidden from assistive technology, the button or link around it carries
 * the name.
 */
export function StrokeIcon({
  children,
  grid = 24,
  strokeWidth = 2,
  size,
  className,
}: StrokeIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
