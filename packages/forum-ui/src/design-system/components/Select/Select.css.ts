import { globalStyle, style } from '@vanilla-extract/css';
import { floatingPanel } from '../../primitives/primitives.css.ts';
import { vars } from '../../theme/theme.css.ts';

/** The closed select: a field box (from TextField.css.ts) laid out as value + chevron. */
export const trigger = style({
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    // The field box says `display: block` with the same specificity, and which of the two
    // stylesheets comes later depends on which chunk loaded first: doubled, this one wins
    // whatever the order (else the chevron drops below a long value).
    '&&': { display: 'flex' },
    '&[aria-expanded="true"]': { borderColor: vars.color.focusRing },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 16,
  height: 16,
  color: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const popover = style([
  floatingPanel,
  {
    // Above a modal Dialog, since a Select often sits in one (e.g. the Manage user dialog).
    zIndex: vars.zIndex.modal,
    maxHeight: 'min(320px, var(--popover-available-height, 320px))',
    overscrollBehavior: 'contain',
    outline: 'none',
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 40,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  cursor: 'pointer',
  scrollMarginBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active-item]': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.medium },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

/** The check mark, shown only on the selected option. */
export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 16,
  height: 16,
  visibility: 'hidden',
  color: vars.color.primaryText,
  selectors: {
    [`${item}[aria-selected="true"] &`]: { visibility: 'visible' },
  },
});

globalStyle(`${chevron} svg, ${check} svg`, { width: '100%', height: '100%' });
