import { style } from '@vanilla-extract/css';
import { vars, spreadRow } from '@forum/forum-ui/design-system/styles.css';
import { panelRow } from '../staffCards.css.ts';

export const header = spreadRow.start;

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});

/** The answer's time, and when stale its badge, reason and Retry. */
export const stale = style([
  panelRow,
  {
    border: `1px solid ${vars.color.warning}`,
    background: vars.color.warningSoft,
    color: vars.color.warningText,
  },
]);

/** Figures as a grid of labelled values (a description list). */
export const figures = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  minWidth: 0,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const figureLabel = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const overall = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
