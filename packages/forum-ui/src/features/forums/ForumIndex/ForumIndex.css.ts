import { createVar, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@forum/forum-ui/design-system/styles.css';

/** A main category's tiles: one column on phones, two on tablets, three on desktops. */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

/** The category's own colour (from the server), set per tile. */
export const accent = createVar();

/** A tile: the category's colour as a stripe along its start edge (decoration only). */
export const tile = style({
  overflow: 'hidden',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: 4,
      background: accent,
    },
  },
});

export const description = style({
  overflowWrap: 'anywhere',
});
