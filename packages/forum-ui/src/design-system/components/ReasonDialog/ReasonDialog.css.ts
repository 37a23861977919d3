import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
