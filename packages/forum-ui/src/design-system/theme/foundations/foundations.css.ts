import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const chip = style({
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const spaceBar = style({
  height: 16,
  background: vars.color.primary,
  borderRadius: vars.radius.small,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
