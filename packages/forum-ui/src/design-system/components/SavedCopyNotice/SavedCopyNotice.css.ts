import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
