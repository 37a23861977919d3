import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

export * from '../staffCards.css.ts';

export const definition = style({ margin: 0, minWidth: 0, whiteSpace: 'pre-line' });

export const swatch = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  marginInlineEnd: vars.space.xsmall,
  verticalAlign: 'middle',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const summaryList = style({ margin: 0, paddingInlineStart: vars.space.large });
