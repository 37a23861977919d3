import { style } from '@vanilla-extract/css';
import { vars, breakpoints } from '@forum/forum-ui/design-system/styles.css';

/**
 * The login page: the box on a sunken area that, clicked, returns home. The box hangs from a
 * fixed top rather than being centred: the browser may paint the server's page before it has
 * parsed all of the form, and a centred box then jumped up as the rest arrived (a layout shift
 * of 0.022 in 3 loads of 10, `app/e2e/server.spec.ts`); hung from the top, it only grows down.
 */
export const page = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  minHeight: '70vh',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      paddingTop: `max(${vars.space.xxlarge}, 12vh)`,
    },
  },
  isolation: 'isolate',
});

/**
 * The area around the box: a real link home, for pointers only (out of the tab order and
 * hidden from assistive technology, which get the 'Back to home' link inside the box).
 */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
});

export const box = style({
  position: 'relative',
  zIndex: 1,
  width: '100%',
  maxWidth: '440px',
});
