import { style } from '@vanilla-extract/css';
import { vars, spreadRow, stackedList, wrapRow } from '@forum/forum-ui/design-system/styles.css';

export const list = stackedList.small;

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const unreadItem = style({
  borderInlineStartWidth: 4,
  borderInlineStartColor: vars.color.primary,
});

export const body = style({ flex: '1 1 14rem', minWidth: 0 });

export const actions = wrapRow.xsmall;

export const header = spreadRow.center;

export const dimmed = style({ opacity: 0.6, transition: 'opacity 120ms' });
