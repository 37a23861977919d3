import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const size = 20;

/** Holds the native checkbox and the marks drawn over it. */
export const box = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: size,
  height: size,
  // Centres the box on the first line of a 24 px label.
  marginTop: 2,
});

/** The real <input type="checkbox">, restyled; it keeps its semantics, focus and keyboard. */
export const input = style({
  appearance: 'none',
  margin: 0,
  width: size,
  height: size,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked, &:indeterminate': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    '&:disabled:checked, &:disabled:indeterminate': {
      background: vars.color.textMuted,
      borderColor: vars.color.textMuted,
    },
  },
});

const mark = style({
  position: 'absolute',
  inset: 0,
  width: size,
  height: size,
  pointerEvents: 'none',
  color: vars.color.onPrimary,
  opacity: 0,
});

export const checkMark = style([mark]);
export const mixedMark = style([mark]);

globalStyle(`${input}:checked ~ ${checkMark}`, { opacity: 1 });
globalStyle(`${input}:indeterminate ~ ${mixedMark}`, { opacity: 1 });
globalStyle(`${input}:disabled ~ ${checkMark}, ${input}:disabled ~ ${mixedMark}`, {
  color: vars.color.surfaceRaised,
});
