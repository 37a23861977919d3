import { style } from '@vanilla-extract/css';
import { vars, spreadRow, wrapRow } from '@forum/forum-ui/design-system/styles.css';

export const header = spreadRow.start;

export const wrap = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const actions = wrapRow.xsmall;

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
