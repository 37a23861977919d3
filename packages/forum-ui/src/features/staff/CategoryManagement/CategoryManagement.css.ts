import { createVar, style } from '@vanilla-extract/css';
import { vars, wrapRow } from '@forum/forum-ui/design-system/styles.css';

/** A category's own colour (data, not a theme colour), for its swatch. */
export const swatchColor = createVar();

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const counts = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const text = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const slug = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: swatchColor,
  verticalAlign: 'middle',
});

export const colour = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const actions = wrapRow.small;

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const colourRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const colourText = style({ flex: '1 1 auto', minWidth: 0 });

export const colourPicker = style({
  flex: 'none',
  width: 44,
  height: 40,
  padding: 2,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
});
