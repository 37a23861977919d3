import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The switch and its label, side by side; the whole row toggles it. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 32,
  cursor: 'pointer',
});

/** The real <input type="checkbox" role="switch">, drawn as a track with a thumb. */
export const input = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  margin: 0,
  width: 40,
  height: 24,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: 12,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 2,
      left: 2,
      width: 16,
      height: 16,
      borderRadius: '50%',
      background: vars.color.borderStrong,
      transition: 'transform 120ms',
    },
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::before': { transform: 'translateX(16px)', background: vars.color.onPrimary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
