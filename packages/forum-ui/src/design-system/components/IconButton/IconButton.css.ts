import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/**
 * Square sizes for icon-only buttons. Colours, borders, hover and disabled states
 * come from Button's recipe (Button.css.ts); this only makes the box square.
 * This file imports Button.css.ts, so these rules come later in the stylesheet
 * and win over Button's padding and min-height at equal specificity.
 */
export const iconButton = recipe({
  // position: the visually hidden label is placed inside the button, not against the page.
  base: { position: 'relative', padding: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: 32, height: 32, minHeight: 32, fontSize: vars.fontSize.standard },
      medium: { width: 40, height: 40, minHeight: 40, fontSize: vars.fontSize.large },
      large: { width: 48, height: 48, minHeight: 48, fontSize: vars.fontSize.xlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

type IconButtonRecipeVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export type IconButtonVariants = IconButtonRecipeVariants & {
  /** A square of 32, 40 or 48 px: 'medium' by default, 'small' in dense rows and toolbars. */
  size?: IconButtonRecipeVariants['size'];
};

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25em',
  height: '1.25em',
  lineHeight: 1,
});

globalStyle(`${icon} svg`, { width: '100%', height: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 700ms linear infinite`,
});
