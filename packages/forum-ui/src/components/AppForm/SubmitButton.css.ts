import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A disabled button and, under it, why it is disabled. */
export const withHint = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
});

export const hint = style({
  margin: 0,
  maxWidth: '20rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});
