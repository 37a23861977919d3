import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const backdrop = style({
  background: vars.color.overlay,
});

/**
 * The dialog box: centred and fixed, never taller than the screen. Header and
 * footer stay put while the body scrolls.
 */
export const dialog = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    margin: 'auto',
    height: 'fit-content',
    maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
    width: `calc(100% - 2 * ${vars.space.large})`,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.body,
    selectors: {
      '&:focus-visible': { outlineOffset: -2 },
    },
  },
  variants: {
    size: {
      small: { maxWidth: 400 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'medium' },
});

type DialogRecipeVariants = NonNullable<RecipeVariants<typeof dialog>>;

export type DialogVariants = DialogRecipeVariants & {
  /**
   * Width: 'medium' by default (a form); 'small' for a question with two buttons, 'large' for a
   * long form or a preview.
   */
  size?: DialogRecipeVariants['size'];
};

export const header = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  // Room for the close button in the corner.
  paddingRight: `calc(${vars.space.large} + 32px + ${vars.space.small})`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

/** Holds body and footer; a <form> when the dialog submits. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  margin: 0,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outlineOffset: -2 },
  },
});

export const footer = style({
  flexShrink: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xlarge,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});
