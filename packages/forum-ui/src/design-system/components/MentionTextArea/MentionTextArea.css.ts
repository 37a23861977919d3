import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { popover as selectPopover } from '../Select/Select.css.ts';

/** The members list: Select's raised list, at most 240 px high (it scrolls beyond). */
export const popover = style([
  selectPopover,
  {
    boxSizing: 'border-box',
    maxHeight: 'min(240px, var(--popover-available-height, 240px))',
    maxWidth: 'var(--popover-available-width, 100vw)',
  },
]);

/** Where the list stands (looking, none found, offline, failed), in place of names. */
export const message = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const item = style({ fontWeight: vars.fontWeight.medium });
