/** The reply composer, the login-to-post dialog and the quote button. */
import { style } from '@vanilla-extract/css';
import { vars, breakpoints } from '@forum/forum-ui/design-system/styles.css';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

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

/** 'Quote' floats under selected text. */
export const quote = style({
  position: 'fixed',
  zIndex: vars.zIndex.dropdown,
  filter: `drop-shadow(${vars.shadow.medium})`,
});
