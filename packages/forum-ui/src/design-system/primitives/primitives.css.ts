import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

const tones = {
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  primary: { color: vars.color.primaryText },
  success: { color: vars.color.successText },
  warning: { color: vars.color.warningText },
  critical: { color: vars.color.criticalText },
  inherit: { color: 'inherit' },
};

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.standard },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    },
    tone: tones,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
      false: { overflowWrap: 'anywhere' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular', truncate: false },
});
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.h1 },
      2: { fontSize: vars.fontSize.h2 },
      3: { fontSize: vars.fontSize.h3 },
      4: { fontSize: vars.fontSize.h4 },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { level: 2 },
});
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const resetList = style({ listStyle: 'none', margin: 0, padding: 0 });

/**
 * A panel that floats over the page (a menu, a select's options): raised surface, border and
 * shadow, a column of items with a little space, scrolling within what the screen leaves.
 */
export const floatingPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

/** A list of cards, rows or entries, one under another: no bullets or indent, even space. */
export const stackedList = styleVariants(
  { small: vars.space.small, medium: vars.space.medium },
  (gap) => [resetList, { display: 'flex', flexDirection: 'column', gap }],
);

/** Items side by side that wrap onto more lines: badges, a card's actions. */
export const wrapRow = styleVariants(
  { xsmall: vars.space.xsmall, small: vars.space.small },
  (gap) => ({ display: 'flex', flexWrap: 'wrap', gap }),
);

/** A row whose ends spread apart, wrapping when narrow: a title and its actions, a toolbar. */
export const spreadRow = styleVariants({ start: 'flex-start', center: 'center' }, (alignItems) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems,
  justifyContent: 'space-between',
  gap: vars.space.small,
}));
