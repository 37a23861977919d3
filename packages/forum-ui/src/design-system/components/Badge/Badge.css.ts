import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/** Pill sizes, shared with RoleBadge. */
export const badgeSizes = {
  small: {
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    fontSize: vars.fontSize.xsmall,
  },
  medium: {
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    fontSize: vars.fontSize.small,
  },
};

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      primary: { background: vars.color.primarySoft, color: vars.color.primaryText },
      success: { background: vars.color.successSoft, color: vars.color.successText },
      warning: { background: vars.color.warningSoft, color: vars.color.warningText },
      critical: { background: vars.color.criticalSoft, color: vars.color.criticalText },
    },
    size: badgeSizes,
  },
  defaultVariants: { tone: 'neutral', size: 'small' },
});

type BadgeRecipeVariants = NonNullable<RecipeVariants<typeof badge>>;

export type BadgeVariants = BadgeRecipeVariants & {
  /**
   * What the badge says about its item: 'neutral' (a count, a tag), 'primary' (new), 'success'
   * (done, approved), 'warning' (pending) or 'critical' (locked, banned).
   */
  tone?: BadgeRecipeVariants['tone'];
  /** 'small' by default, beside text; 'medium' where the badge stands alone. */
  size?: BadgeRecipeVariants['size'];
};

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
