import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@forum/forum-ui/design-system/styles.css';

/** /ContactUs: the form, and the other ways to reach the team beside it on wide screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    },
  },
});
