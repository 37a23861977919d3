import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

/** The board's offer and its progress: a panel under the board's header. */
export const boardPanel = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const boardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const progress = style({ width: '100%', height: '0.5rem', accentColor: vars.color.primary });

/** One saved item: its title and facts, and Remove. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemBody = style({
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 16rem',
});

export const itemTitle = style({ overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
