import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/**
 * The box every text-like control shares (TextField, TextArea, PasswordField and
 * the Select trigger), so fields line up and change state the same way.
 */
export const fieldBox = recipe({
  base: {
    display: 'block',
    width: '100%',
    minWidth: 0,
    minHeight: 40,
    margin: 0,
    padding: `${vars.space.small} ${vars.space.medium}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    transition: 'border-color 120ms, box-shadow 120ms',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled):not([aria-disabled="true"]):not(:read-only)': {
        borderColor: vars.color.text,
      },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.critical,
        boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
      },
      '&:disabled, &[aria-disabled="true"]': {
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    /** Leaves room at the end for a button drawn inside the field. */
    withEnd: { true: { paddingRight: 48 } },
    readOnly: { true: { background: vars.color.surfaceSunken } },
  },
});

export type FieldBoxVariants = NonNullable<RecipeVariants<typeof fieldBox>>;

/** Holds the input and anything drawn inside it. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
});

/** A button or icon inside the end of the field (e.g. the password toggle). */
export const endAdornment = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  right: vars.space.xsmall,
  display: 'flex',
  alignItems: 'center',
});
