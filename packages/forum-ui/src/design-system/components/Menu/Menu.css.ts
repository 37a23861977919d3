import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { floatingPanel } from '../../primitives/primitives.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const menu = style([
  floatingPanel,
  {
    zIndex: vars.zIndex.dropdown,
    minWidth: '12rem',
    maxWidth: `min(22rem, calc(100vw - 2 * ${vars.space.small}))`,
    // Ariakit measures the room left on screen.
    maxHeight: 'min(var(--popover-available-height, 24rem), 24rem)',
    fontFamily: vars.font.body,
    selectors: {
      '&:focus-visible': { outlineOffset: -2 },
    },
  },
]);

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: 36,
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'left',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    scrollMargin: vars.space.xsmall,
    selectors: {
      '&:focus-visible': { outlineOffset: -2 },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        selectors: {
          '&[data-active-item]:not([aria-disabled="true"])': {
            background: vars.color.surfaceSunken,
          },
        },
      },
      critical: {
        color: vars.color.criticalText,
        selectors: {
          '&[data-active-item]:not([aria-disabled="true"])': {
            background: vars.color.criticalSoft,
            color: vars.color.criticalText,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type MenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const separator = style({
  margin: `${vars.space.xxsmall} 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});
