import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** A colour's chip beside its written value (the chip is decoration: the value says it). */
export const chip = style({
  width: 24,
  height: 24,
  flexShrink: 0,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
});

/** A token's value as a designer reads it: '#1d4ed8', '12 px / 0.75 rem'. */
export const value = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const spaceBar = style({
  height: 16,
  background: vars.color.primary,
  borderRadius: vars.radius.small,
});

/** A radius drawn on a box's corners. */
export const radiusSample = style({
  width: 48,
  height: 32,
  background: vars.color.primarySoft,
  border: `1px solid ${vars.color.borderStrong}`,
});

/** Type set at a token's size, line height or weight. */
export const typeSample = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

/** The foundations pages' tables (colour roles, contrast pairs, layers). */
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.small,
});

export const tableCaption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.small,
});

export const tableCell = style({
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A colour, or a pair of colours, shown as it is used (text on its background). */
export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 56,
  height: 32,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.strong,
});

/** A theme's page (`data-theme` on it), so a sample reads as that theme draws it. */
export const themePanel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
});

export const shadowBox = style({
  height: 64,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
