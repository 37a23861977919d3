import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

/** The login page: the box centred on a sunken area that, clicked, returns home. */
export const page = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '70vh',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
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
