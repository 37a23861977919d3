import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { breakpoints } from '../../theme/tokens.ts';

/** The fixed corner the toasts stack in. It lets clicks through where it has no toast. */
export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  bottom: vars.space.small,
  left: vars.space.small,
  right: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  pointerEvents: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      left: 'auto',
      bottom: vars.space.large,
      right: vars.space.large,
      width: '24rem',
    },
  },
});

/** One live region (polite for success and info, assertive for errors). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: { '&:empty': { display: 'none' } },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space.small,
    padding: vars.space.medium,
    paddingRight: vars.space.small,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 4,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.body,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.critical },
      info: { borderLeftColor: vars.color.primary },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 24,
    height: 24,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1,
  },
  variants: {
    tone: {
      success: { background: vars.color.success, color: vars.color.onSuccess },
      error: { background: vars.color.critical, color: vars.color.onCritical },
      info: { background: vars.color.primary, color: vars.color.onPrimary },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style({
  margin: 0,
  paddingTop: vars.space.xxsmall,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});
