import { style } from '@vanilla-extract/css';
import { vars, stackedList, wrapRow } from '@forum/forum-ui/design-system/styles.css';

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });

export const list = stackedList.small;

export const dimmed = style({ opacity: 0.6, transition: 'opacity 120ms' });

export const person = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const details = style({ flex: '1 1 auto', minWidth: 0 });

export const badges = wrapRow.xsmall;

export const actions = wrapRow.xsmall;

export const warnings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const warning = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const section = style({
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** The Moderate dialog's warnings and history: side by side where there is room. */
export const records = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  columnGap: vars.space.medium,
  alignItems: 'start',
});
