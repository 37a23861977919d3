import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/theme.css.ts';

/** The title block beside its actions; on phones the actions wrap under it, at the start. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minWidth: 0,
});

export const divided = style({
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 18rem',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { alignItems: 'flex-end' },
  },
});
