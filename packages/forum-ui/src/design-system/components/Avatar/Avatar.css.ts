import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    color: vars.avatar.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1,
    userSelect: 'none',
    whiteSpace: 'nowrap',
  },
  variants: {
    color: {
      0: { background: vars.avatar.c0 },
      1: { background: vars.avatar.c1 },
      2: { background: vars.avatar.c2 },
      3: { background: vars.avatar.c3 },
      4: { background: vars.avatar.c4 },
      5: { background: vars.avatar.c5 },
      image: { background: vars.color.surfaceSunken },
    },
    size: {
      small: { width: 24, height: 24, fontSize: vars.fontSize.xsmall },
      medium: { width: 40, height: 40, fontSize: vars.fontSize.standard },
      large: { width: 64, height: 64, fontSize: vars.fontSize.h3 },
      xlarge: { width: 96, height: 96, fontSize: vars.fontSize.h1 },
    },
  },
  defaultVariants: { size: 'medium' },
});

type AvatarRecipeVariants = NonNullable<RecipeVariants<typeof avatar>>;

export type AvatarVariants = AvatarRecipeVariants & {
  /**
   * The background: one of six palette colours (from the member's name), or 'image' behind a
   * photo.
   */
  color?: AvatarRecipeVariants['color'];
  /** 'medium' by default; 'small' in lists and bylines, 'large' and 'xlarge' on profiles. */
  size?: AvatarRecipeVariants['size'];
};

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});
