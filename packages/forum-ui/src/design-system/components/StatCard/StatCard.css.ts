import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.large,
  lineHeight: 1,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: 1,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const extra = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
