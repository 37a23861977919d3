import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

// ── the form ──

export const modes = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/** The search field and its button on one line; the field takes the room. */
export const searchRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const searchField = style({ flex: 1, minWidth: 0 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const filterActions = style({
  display: 'flex',
  alignItems: 'flex-end',
});

// ── the results ──

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  transition: 'color 150ms, filter 150ms',
});

/**
 * Results kept on screen while newer ones load: greyed (muted text, no colour) rather than
 * faded, so every text keeps the contrast it needs while it waits.
 */
export const refreshing = style({
  color: vars.color.textMuted,
  filter: 'grayscale(1)',
  cursor: 'progress',
});
globalStyle(`${refreshing} a, ${refreshing} h3, ${refreshing} mark`, {
  color: vars.color.textMuted,
});
globalStyle(`${refreshing} mark`, { background: vars.color.surfaceSunken });

/** A list without bullets or indent. */
const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const groupNav = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xsmall,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const groupLink = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minHeight: 40,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.primary,
    },
  },
});

export const groupCount = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const groupEmpty = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** 'Your search was shortened to 255 characters', under the results' heading. */
export const shortened = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const results = style([bareList, { borderTop: `1px solid ${vars.color.border}` }]);

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.medium} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const resultTitle = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    // Opened on this device, nothing new since: muted (a colour only: nothing moves).
    '&[data-read=true]': { color: vars.color.textMuted },
  },
});

export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});

export const userResult = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const userName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
