import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    minWidth: 0,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.medium },
      medium: { padding: vars.space.large },
      large: { padding: vars.space.xlarge },
    },
    interactive: {
      true: {
        transition: 'box-shadow 120ms, border-color 120ms',
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
          // The focus ring of the (stretched) title link is drawn around the whole card.
          '&:has(a[data-card-link]:focus-visible)': {
            outline: `2px solid ${vars.color.focusRing}`,
            outlineOffset: 2,
          },
        },
      },
    },
  },
  defaultVariants: { padding: 'medium' },
});

type CardRecipeVariants = NonNullable<RecipeVariants<typeof card>>;

export type CardVariants = CardRecipeVariants & {
  /**
   * Space inside the card: 'medium' by default; 'none' when the content brings its own (a table, a
   * list).
   */
  padding?: CardRecipeVariants['padding'];
  /** Set by the card itself when it has an `href`: the whole card shows hover and focus. */
  interactive?: CardRecipeVariants['interactive'];
};

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: '1 1 12rem',
});

/**
 * The title link stretched over the whole card: a click anywhere on the card follows it,
 * while the DOM holds one ordinary link (no interactive elements nested in it).
 */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: vars.zIndex.raised,
      borderRadius: 'inherit',
    },
    '&:hover': { textDecoration: 'underline' },
    // The card draws the ring instead (see `card`).
    '&:focus-visible': { outline: 'none' },
  },
});

/** Buttons and links in an interactive card sit above the stretched link, so they stay clickable. */
export const raised = style({ position: 'relative', zIndex: 2 });

export const actions = style([
  raised,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small },
]);

export const body = style({ minWidth: 0 });

export const footer = style([
  raised,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small },
]);

// Only links and controls inside the body of an interactive card need lifting.
globalStyle(`${body} :is(a, button, input, select, textarea, [tabindex])`, {
  position: 'relative',
  zIndex: 2,
});
