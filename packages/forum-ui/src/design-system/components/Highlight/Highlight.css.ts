import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A matched word: a soft tint behind the text in its own colour, and bolder, so it reads in both themes. */
export const mark = style({
  background: vars.color.warningSoft,
  color: 'inherit',
  fontWeight: vars.fontWeight.strong,
  borderRadius: vars.radius.small,
  padding: '0 1px',
});
