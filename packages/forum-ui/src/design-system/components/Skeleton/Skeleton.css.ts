import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

export const bone = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    backgroundColor: vars.color.surfaceSunken,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.surfaceHover} 50%, ${vars.color.surfaceSunken} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    '@media': {
      // No movement: a plain, still placeholder.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: '0.875em', borderRadius: vars.radius.small, margin: '0.3125em 0' },
      block: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof bone>>;

export const lines = style({ display: 'block', width: '100%' });
