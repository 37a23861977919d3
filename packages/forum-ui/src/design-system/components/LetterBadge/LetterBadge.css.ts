import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const letterBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    color: vars.letterBadge.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1,
    userSelect: 'none',
    overflow: 'hidden',
  },
  variants: {
    color: {
      0: { background: vars.letterBadge.c0 },
      1: { background: vars.letterBadge.c1 },
      2: { background: vars.letterBadge.c2 },
      3: { background: vars.letterBadge.c3 },
      4: { background: vars.letterBadge.c4 },
      5: { background: vars.letterBadge.c5 },
    },
    shape: {
      square: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    },
    size: {
      small: { width: 24, height: 24, fontSize: vars.fontSize.xsmall },
      medium: { width: 36, height: 36, fontSize: vars.fontSize.standard },
      large: { width: 48, height: 48, fontSize: vars.fontSize.xlarge },
    },
  },
  defaultVariants: { color: 0, shape: 'square', size: 'medium' },
});

type LetterBadgeRecipeVariants = NonNullable<RecipeVariants<typeof letterBadge>>;

export type LetterBadgeVariants = LetterBadgeRecipeVariants & {
  /** One of six palette colours, picked from the title so a category keeps its colour. */
  color?: LetterBadgeRecipeVariants['color'];
  /** 'square' (a category) by default, or 'circle'. */
  shape?: LetterBadgeRecipeVariants['shape'];
  /** 'medium' by default; 'small' in lists, 'large' in a page header. */
  size?: LetterBadgeRecipeVariants['size'];
};
