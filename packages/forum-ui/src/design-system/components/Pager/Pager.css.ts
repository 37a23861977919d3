import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { breakpoints } from '../../theme/tokens.ts';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const root = style({
  display: 'block',
  maxWidth: '100%',
});

/**
 * One row, centred. When a row does not fit (the edges variant on a phone)
 * it wraps onto a second line in reading order, so focus order and visual
 * order stay the same.
 */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [narrow]: { gap: vars.space.xxsmall } },
});

export const item = style({ display: 'flex' });

/** Page number buttons: square-ish, at least 32 px either way (well over the 24 px target). */
export const pageButton = style({
  selectors: {
    [`${list} &`]: {
      minWidth: 36,
      paddingLeft: vars.space.xsmall,
      paddingRight: vars.space.xsmall,
      fontVariantNumeric: 'tabular-nums',
    },
  },
  '@media': {
    [narrow]: { selectors: { [`${list} &`]: { minWidth: 32 } } },
  },
});

/** Previous / Next: a little tighter on phones so the numbers keep their row. */
export const stepButton = style({
  '@media': {
    [narrow]: {
      selectors: {
        [`${list} &`]: { paddingLeft: vars.space.small, paddingRight: vars.space.small },
      },
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 32,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  userSelect: 'none',
  '@media': { [narrow]: { minWidth: 16 } },
});

export const status = style({
  margin: 0,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
