import { style } from '@vanilla-extract/css';
import { vars, newCountLook } from '@forum/forum-ui/design-system/styles.css';

// What the reading marks add to the thread results (docs/reading.md): the pill's look comes from
// the design system as a plain rule, since a class composed from another stylesheet would put
// that stylesheet in a chunk of its own.

/** A thread result holds its count of new replies on its top edge. */
export const threadResult = style({ position: 'relative' });

/**
 * "7 new", the pill of a list's letter badge, across the line above the result at its end: over
 * a border, so it moves nothing.
 */
export const resultNewCount = style({
  ...newCountLook,
  top: '-0.625rem',
  right: 0,
  whiteSpace: 'nowrap',
  borderColor: vars.color.surface,
});
