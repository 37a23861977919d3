import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { badgeSizes } from '../Badge/Badge.css.ts';

export const roleBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.full,
    color: vars.color.onRole,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    role: {
      admin: { background: vars.color.roleAdmin },
      moderator: { background: vars.color.roleModerator },
      user: { background: vars.color.roleUser },
    },
    size: badgeSizes,
  },
  defaultVariants: { role: 'user', size: 'small' },
});

type RoleBadgeRecipeVariants = NonNullable<RecipeVariants<typeof roleBadge>>;

export type RoleBadgeVariants = RoleBadgeRecipeVariants & {
  /** Which staff role the badge names: 'admin', 'moderator' or 'user'. */
  role?: RoleBadgeRecipeVariants['role'];
  /** 'small' by default, beside a name; 'medium' on a profile. */
  size?: RoleBadgeRecipeVariants['size'];
};
