import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.small,
    marginInline: 'auto',
    maxWidth: '40rem',
    color: vars.color.text,
  },
  variants: {
    size: {
      compact: { padding: vars.space.large },
      standard: { padding: `${vars.space.xxlarge} ${vars.space.large}` },
    },
  },
  defaultVariants: { size: 'standard' },
});

type EmptyStateRecipeVariants = NonNullable<RecipeVariants<typeof root>>;

export type EmptyStateVariants = EmptyStateRecipeVariants & {
  /** 'standard' for a page or a section with nothing in it; 'compact' inside a card or a panel. */
  size?: EmptyStateRecipeVariants['size'];
};

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.h2,
  lineHeight: 1,
});

export const action = style({ marginTop: vars.space.small });
