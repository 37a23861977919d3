import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { SUGGESTIONS_MAX_HEIGHT } from '../../utils/search/suggestions.ts';
import { popover as selectPopover } from '../Select/Select.css.ts';

// The field and its list look like Select's: the same field box (TextField.css.ts), the same
// raised list and items (Select.css.ts); only what differs is here.

export const input = style({
  selectors: {
    // The browser's own clear button would duplicate Escape and clash with the spinner.
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
    '&[aria-expanded="true"]': { borderColor: vars.color.focusRing },
  },
});

/** The spinner inside the end of the field: read, not clicked. */
export const spinner = style({ paddingInlineEnd: vars.space.small, pointerEvents: 'none' });

/** The list: at most 300 px high (spec), less when the window has less room; it scrolls. */
export const popover = style([
  selectPopover,
  {
    maxHeight: `min(${SUGGESTIONS_MAX_HEIGHT}px, var(--popover-available-height, ${SUGGESTIONS_MAX_HEIGHT}px))`,
  },
]);

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const groupLabel = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

/** 'Clear recent searches': an action, not a search, set apart by a rule. */
export const action = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  borderTop: `1px solid ${vars.color.border}`,
  borderTopLeftRadius: 0,
  borderTopRightRadius: 0,
});
