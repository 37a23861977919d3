import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The category's title, description and counts beside New Thread, wrapping under it on phones. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 18rem',
  overflowWrap: 'anywhere',
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.medium}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
