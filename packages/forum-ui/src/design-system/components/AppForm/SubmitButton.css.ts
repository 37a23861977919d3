import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Why a button is disabled, beside it (before it in a row of actions). */
export const hint = style({
  margin: 0,
  maxWidth: '20rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
  alignSelf: 'center',
  overflowWrap: 'anywhere',
});
