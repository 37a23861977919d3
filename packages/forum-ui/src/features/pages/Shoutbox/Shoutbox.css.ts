import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

/** The messages: a scrolling box, newest at the bottom, reachable by keyboard to scroll. */
export const log = style({
  maxHeight: 'min(60vh, 32rem)',
  overflowY: 'auto',
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const shout = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
});

/** The person's own messages stand out a little (their name also says 'You'). */
export const own = style({
  padding: vars.space.small,
  marginInline: `calc(-1 * ${vars.space.small})`,
  background: vars.color.primarySoft,
  borderRadius: vars.radius.medium,
});

/** The message field and its button, side by side. */
export const composer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'end',
});
