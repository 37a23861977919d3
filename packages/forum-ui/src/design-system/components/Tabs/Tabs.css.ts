import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const list = recipe({
  base: {
    display: 'flex',
    flexWrap: 'nowrap',
    // Many tabs on a narrow screen scroll sideways instead of wrapping.
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    // Room for the focus ring, which overflow would otherwise clip.
    padding: vars.space.xxsmall,
  },
  variants: {
    variant: {
      primary: {
        gap: vars.space.xxsmall,
        borderBottom: `1px solid ${vars.color.border}`,
        paddingBottom: 0,
      },
      sub: { gap: vars.space.xsmall },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export const tab = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-block',
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-selected="true"]': { color: vars.color.text },
    },
  },
  variants: {
    variant: {
      primary: {
        minHeight: 44,
        padding: `${vars.space.small} ${vars.space.medium}`,
        fontSize: vars.fontSize.standard,
        borderBottom: '3px solid transparent',
        borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
        selectors: {
          '&[aria-selected="true"]': { borderBottomColor: vars.color.primary },
        },
      },
      sub: {
        minHeight: 32,
        padding: `${vars.space.xsmall} ${vars.space.medium}`,
        fontSize: vars.fontSize.small,
        borderRadius: vars.radius.full,
        border: `1px solid ${vars.color.border}`,
        selectors: {
          '&[aria-selected="true"]': {
            background: vars.color.primarySoft,
            color: vars.color.primaryText,
            borderColor: vars.color.primary,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type TabsVariants = NonNullable<RecipeVariants<typeof tab>>;

/** The count: a small pill after the label (a space before it keeps the name 'All 12'). */
export const count = style({
  display: 'inline-block',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '1.5',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[aria-selected="true"] > &': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const panel = style({
  paddingTop: vars.space.large,
  selectors: {
    '&:focus-visible': { outlineOffset: 2 },
  },
});
