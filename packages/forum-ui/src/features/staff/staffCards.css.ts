/**
 * The card styles the staff queues share (Approvals, Moderation's reports): the list of cards,
 * a card's top row with its title and badges, its term/definition grid, its action row, and the
 * list dimmed while a newer page loads. Each screen's stylesheet re-exports what it uses.
 */
import { style } from '@vanilla-extract/css';
import { vars, stackedList, wrapRow } from '@forum/forum-ui/design-system/styles.css';

export const list = stackedList.medium;

export const cardTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const cardTitle = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
});

/** A card's facts as a two-column term/definition grid (`<dl>`). */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const term = style({ color: vars.color.textMuted, fontWeight: 500 });

export const actions = wrapRow.xsmall;

/** A bordered row of controls or facts that wraps: the bulk bar, a stale answer's note. */
export const panelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
});

export const dimmed = style({ opacity: 0.6, transition: 'opacity 120ms' });
