import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const facts = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.xsmall,
    margin: 0,
    minWidth: 0,
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.standard,
  },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { size: 'small' },
});

type FactsRecipeVariants = NonNullable<RecipeVariants<typeof facts>>;

export type FactsVariants = FactsRecipeVariants & {
  /** Text size: 'small' by default; 'xsmall' under a title in a dense list. */
  size?: FactsRecipeVariants['size'];
};

/** One fact with the dot before it, so a dot never starts a wrapped line alone. */
export const fact = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
