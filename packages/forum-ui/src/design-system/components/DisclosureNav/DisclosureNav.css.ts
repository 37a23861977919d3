import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { breakpoints } from '../../theme/tokens.ts';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;

/** The row of top items; it wraps on narrow screens. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Holds a button and its list; from tablet up the list hangs below it. */
export const entry = style({
  '@media': { [tabletUp]: { position: 'relative' } },
});

/** A top item: reads as navigation, not as a boxed button. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 40,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
  },
});

/** The top item whose list holds the current page: a bar under it. */
export const currentButton = style({
  boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
});

/**
 * The revealed links. Below the tablet breakpoint the list takes the row's width under the
 * items (nothing can run off a small screen); from tablet up it is a dropdown.
 */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: '12rem',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [tabletUp]: {
      position: 'absolute',
      top: '100%',
      left: 0,
      zIndex: vars.zIndex.dropdown,
      marginTop: vars.space.xxsmall,
      maxWidth: `min(22rem, calc(100vw - 2 * ${vars.space.small}))`,
    },
  },
});

/** The item after which a line divides the list. */
export const divided = style({
  paddingBottom: vars.space.xxsmall,
  marginBottom: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: -2 },
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.strong,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
    },
  },
});
