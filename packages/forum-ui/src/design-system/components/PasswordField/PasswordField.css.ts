import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The toggle sits inside the field, in the field's quieter text colour. */
export const toggle = style({
  color: vars.color.textMuted,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.text },
  },
});
