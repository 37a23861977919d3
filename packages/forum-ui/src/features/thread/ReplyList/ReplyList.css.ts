/**
 * The reply list: rows (in flow or windowed), nesting, the highlight of a reply reached by link,
 * and the new-replies bar.
 */
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, breakpoints } from '@forum/forum-ui/design-system/styles.css';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/** The reader's page links under a page of replies (before the page's script runs). */
export const readerPages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
});

/** The list of replies; in the windowed list, rows are placed absolutely inside a box as tall as all of them. */
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
