import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  verticalAlign: 'middle',
});

export const ring = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // No spinning: a slow fade says "still working" without motion.
      '(prefers-reduced-motion: reduce)': {
        animation: `${pulse} 2s ease-in-out infinite`,
        animationDuration: '2s !important',
        animationIterationCount: 'infinite !important',
      },
    },
  },
  variants: {
    tone: {
      primary: { borderTopColor: vars.color.primary, borderRightColor: vars.color.primary },
      /** Takes the surrounding text colour, e.g. inside a button. */
      inherit: {
        borderColor: 'currentColor',
        borderRightColor: 'transparent',
        borderBottomColor: 'transparent',
      },
    },
    size: {
      small: { width: 16, height: 16, borderWidth: 2 },
      medium: { width: 24, height: 24, borderWidth: 3 },
      large: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});

type SpinnerRecipeVariants = NonNullable<RecipeVariants<typeof ring>>;

export type SpinnerVariants = SpinnerRecipeVariants & {
  /** 'primary' by default; 'inherit' takes the text colour (inside a button). */
  tone?: SpinnerRecipeVariants['tone'];
  /** 'medium' by default; 'small' inline with text, 'large' for a page that is loading. */
  size?: SpinnerRecipeVariants['size'];
};

export const label = style({ fontSize: vars.fontSize.small, color: 'inherit' });
