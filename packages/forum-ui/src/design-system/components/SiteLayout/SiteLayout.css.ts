import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { NAVIGATING_ATTRIBUTE } from './navigating.ts';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;

/** Page width and side padding shared by every bar, the main area and the footer. */
export const container = style({
  width: '100%',
  maxWidth: 1280,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': { [tabletUp]: { paddingInline: vars.space.large } },
});

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
});

/** Off screen until focused, then shown at the top left, over the header. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(calc(-100% - 4rem))',
  selectors: { '&:focus': { transform: 'none', boxShadow: vars.shadow.medium } },
});

export const header = style({
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

/* Account bar: logo, theme toggle, profile or log in. */

export const accountBar = style({
  // The notification panel is placed against the bar on small screens.
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  paddingBlock: vars.space.small,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  minWidth: 0,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/**
 * Sits beside the logo when both fit (a guest's two links, a short name), and
 * takes its own line otherwise, where a long name shrinks to an ellipsis.
 */
export const accountActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flex: '0 1 auto',
  minWidth: 0,
  marginInlineStart: 'auto',
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  maxWidth: '20rem',
  minHeight: 40,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const userName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const roleBadge = style({ flexShrink: 0 });

export const accountLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  paddingInline: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
});

/* Navigation row: hamburger (small screens) or dropdowns (wide), and the search. */

export const navRow = style({
  position: 'relative',
  borderTop: `1px solid ${vars.color.border}`,
});

export const navRowInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
});

export const desktopNav = style({
  display: 'none',
  '@media': { [tabletUp]: { display: 'block' } },
});

/** Holds the hamburger: shown below the tablet breakpoint only. */
export const hamburger = style({
  display: 'contents',
  '@media': { [tabletUp]: { display: 'none' } },
});

export const mobilePanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  maxHeight: 'calc(100vh - 8rem)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  '@media': { [tabletUp]: { display: 'none' } },
});

export const mobileSections = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  paddingBlock: vars.space.medium,
  listStyle: 'none',
});

export const mobileSubLinks = style({
  display: 'grid',
  margin: 0,
  paddingBlock: 0,
  paddingInlineStart: vars.space.large,
  listStyle: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  marginInlineStart: vars.space.small,
});

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.strong,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
    },
  },
});

export const mobileTopLink = style({
  fontWeight: vars.fontWeight.strong,
});

export const search = style({
  display: 'flex',
  // The button stays beside the input when the field's message shows under it.
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  flex: '1 1 12rem',
  minWidth: 0,
  marginInlineStart: 'auto',
  '@media': { [tabletUp]: { flexGrow: 0, flexBasis: '20rem' } },
});

export const searchField = style({ flex: '1 1 auto', minWidth: 0 });

/* Secondary bar: Trending on …, Create Topic. */

export const secondaryBar = style({
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
});

export const secondaryBarInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
});

export const trending = style({
  minWidth: 0,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/* Main and footer. */

/**
 * At least a screen high, so the footer starts below the fold: a page whose content arrives
 * after the frame (a client-rendered page, a list loading) grows downwards without moving
 * anything on screen.
 */
export const main = style({
  flex: '1 0 auto',
  minHeight: '100vh',
  paddingBlock: vars.space.large,
  selectors: { '&:focus': { outline: 'none' } },
});

const navigatingShows = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const navigatingGrows = keyframes({
  from: { transform: 'scaleX(0.1)' },
  to: { transform: 'scaleX(0.9)' },
});

/**
 * While the next page renders (navigating.ts), the page a link left stays and a bar across the
 * top of the window says a page is on its way: shown once that takes longer than a moment (a
 * quick navigation does not flicker), growing towards the end. The bar is always there,
 * transparent, so showing it changes no layout; and it is drawn over the page, since dimming
 * the page would repaint all of it in the tap's frame (npm run bench:inp, a tap on a board at
 * 4×: 112 ms without a mark, 160 with the page dimmed).
 */
globalStyle('html::before', {
  content: '""',
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: 3,
  zIndex: vars.zIndex.toast,
  background: vars.color.primary,
  transformOrigin: 'left',
  opacity: 0,
  pointerEvents: 'none',
});
globalStyle(`html[${NAVIGATING_ATTRIBUTE}='true']::before`, {
  animation: `${navigatingShows} 1ms linear 150ms both, ${navigatingGrows} 8s cubic-bezier(0.1, 0.6, 0.3, 1) 150ms both`,
});

export const footer = style({
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  textAlign: 'center',
});

export const footerStatement = style({
  maxWidth: '60ch',
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
});

export const icon = style({ width: '1.25em', height: '1.25em' });

/* The notification bell and its panel (NotificationBell). */

/** On small screens the panel spans the account bar; from tablet width it hangs from the bell. */
export const bell = style({
  flexShrink: 0,
  '@media': { [tabletUp]: { position: 'relative' } },
});

/** The unread count over the bell's corner (the button's name carries it for screen readers). */
export const bellBadge = style({
  position: 'absolute',
  top: -2,
  insetInlineEnd: -4,
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: 4,
  borderRadius: 999,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '1.25rem',
  textAlign: 'center',
  pointerEvents: 'none',
});

/** Below the account bar across its width on small screens; from tablet width below the bell. */
export const bellPanel = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  zIndex: vars.zIndex.dropdown,
  marginTop: vars.space.xsmall,
  maxHeight: 'min(36rem, 75vh)',
  overflowY: 'auto',
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [tabletUp]: {
      insetInlineStart: 'auto',
      width: `min(26rem, calc(100vw - 2 * ${vars.space.small}))`,
    },
  },
});
