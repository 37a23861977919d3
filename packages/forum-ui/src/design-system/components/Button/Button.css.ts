import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.criticalHover },
        },
      },
      success: {
        background: vars.color.success,
        color: vars.color.onSuccess,
      },
    },
    size: {
      small: { minHeight: 32, padding: `0 ${vars.space.medium}`, fontSize: vars.fontSize.small },
      medium: { minHeight: 40, padding: `0 ${vars.space.large}`, fontSize: vars.fontSize.standard },
      large: { minHeight: 48, padding: `0 ${vars.space.xlarge}`, fontSize: vars.fontSize.large },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

type Variants = NonNullable<RecipeVariants<typeof button>>;

/** The button's look, shared by Button, ButtonLink, IconButton and the dialog and form buttons. */
export type ButtonVariants = Variants & {
  /**
   * 'primary' for the one main action of a view, 'secondary' for the others, 'ghost' for quiet
   * actions in toolbars and lists, 'critical' to delete or ban, 'success' to approve.
   */
  variant?: Variants['variant'];
  /** 'medium' by default; 'small' in dense rows and toolbars, 'large' for a page's main action. */
  size?: Variants['size'];
  /** Fills the width of its container, e.g. a form's submit button on a phone. */
  fullWidth?: Variants['fullWidth'];
};

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
