import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { letterBadge, type LetterBadgeVariants } from './LetterBadge.css.ts';
import { letterFor, paletteIndex } from './LetterBadge.utils.ts';

export type LetterBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children' | 'color' | 'title'> &
  Omit<LetterBadgeVariants, 'color'> & {
    /** The item's title: the badge shows its first letter, upper-cased ('T' when empty). */
    title: string | null | undefined;
    /** The item's position in its list: picks the colour, cycling through the 6-colour palette. */
    index?: number;
    /**
     * Decorative by default (hidden from assistive technology), because the title is
     * shown next to it. Give a label only when the badge stands alone.
     */
    label?: string;
  };

/**
 * A coloured square (or circle) with the first letter of a thread's title, as in the
 * home page lists and the topic pages. The colour cycles by the item's position.
 */
export function LetterBadge({
  title,
  index = 0,
  label,
  shape,
  size,
  className,
  ...rest
}: LetterBadgeProps) {
  const color = paletteIndex(index) as NonNullable<LetterBadgeVariants['color']>;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span
      className={cx(letterBadge({ color, shape, size }), className)}
      data-color={color}
      {...a11y}
      {...rest}
    >
      {letterFor(title)}
    </span>
  );
}
