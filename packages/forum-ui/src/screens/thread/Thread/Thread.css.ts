import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/theme.css.ts';
import { breakpoints } from '../../../theme/tokens.ts';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: '56rem',
  marginInline: 'auto',
  width: '100%',
  minWidth: 0,
});

// ── the thread ──
export const threadCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
  '@media': { [narrow]: { padding: vars.space.large } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const categoryBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const categoryDot = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const title = style({ overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

// ── notices (pending, locked) ──
export const notice = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      warning: {
        background: vars.color.warningSoft,
        color: vars.color.warningText,
        borderColor: vars.color.warning,
      },
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
      },
      success: {
        background: vars.color.successSoft,
        color: vars.color.successText,
        borderColor: vars.color.success,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.strong, margin: 0 });
export const noticeText = style({ margin: 0 });

// ── staff ──
export const staffBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const staffLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  marginInlineEnd: vars.space.small,
});

// ── replies ──
export const repliesSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const repliesHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The windowed list: rows are placed absolutely inside a box as tall as all of them. */
/** The reader's page links under a page of replies (before the page's script runs). */
export const readerPages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
});

export const replyList = style({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
});

/** How far a row is indented: its level minus one, times a step. */
export const indent = createVar();

/** A row in the page's flow (short threads). */
export const rowInFlow = style({
  paddingBottom: vars.space.medium,
  paddingInlineStart: `calc(${indent} * 24px)`,
  '@media': { [narrow]: { paddingInlineStart: `calc(${indent} * 12px)` } },
});

/** A row of the windowed list, placed by the virtualizer. */
export const row = style([rowInFlow, { position: 'absolute', top: 0, left: 0, width: '100%' }]);

const flash = keyframes({
  from: { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  to: { boxShadow: `0 0 0 3px transparent` },
});

export const reply = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.large,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    minWidth: 0,
    scrollMarginTop: '6rem',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': { [narrow]: { padding: vars.space.medium } },
  },
  variants: {
    nested: {
      true: { borderInlineStart: `3px solid ${vars.color.primarySoft}` },
      false: {},
    },
    hidden: {
      true: {
        background: vars.color.surfaceSunken,
        borderStyle: 'dashed',
        borderColor: vars.color.warning,
      },
      false: {},
    },
    highlighted: {
      true: {
        borderColor: vars.color.focusRing,
        background: vars.color.primarySoft,
        animation: `${flash} 1.6s ease-out 2`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
      false: {},
    },
  },
  defaultVariants: { nested: false, hidden: false, highlighted: false },
});

export const replyHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  minWidth: 0,
});

export const replyAuthor = style({ fontWeight: vars.fontWeight.medium, minWidth: 0 });

export const replyDate = style({ color: vars.color.textMuted });

export const replyFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const toggleRow = style({
  display: 'flex',
  alignItems: 'center',
});

// ── the composer ──
export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  scrollMarginTop: '6rem',
  '@media': { [narrow]: { padding: vars.space.large } },
});

export const composerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const draftHint = style({
  marginInlineEnd: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const replyingTo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

// ── the login modal ──
export const modalLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

// ── loading ──
export const skeletonReply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

// ── beyond the spec ──
/** The 'N new replies' bar floats over the page, so showing it moves nothing. */
export const newReplies = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.large,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: vars.zIndex.sticky,
});

export const newRepliesButton = style({
  pointerEvents: 'auto',
  boxShadow: vars.shadow.large,
  borderRadius: vars.radius.full,
});

export const shortcutList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
});

export const shortcut = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.medium });

export const key = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: '2em',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: 2,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
});

export const shortcutText = style({ margin: 0 });

export const repliesTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const position = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const positionText = style({ fontVariantNumeric: 'tabular-nums', minWidth: '9em' });

export const positionSlider = style({ display: 'inline-flex', alignItems: 'center' });

/** 'Quote' floats under selected text. */
export const quote = style({
  position: 'fixed',
  zIndex: vars.zIndex.dropdown,
  filter: `drop-shadow(${vars.shadow.medium})`,
});
