import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 32,
  minWidth: 44,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"]': {
      background: vars.color.criticalSoft,
      borderColor: vars.color.critical,
      color: vars.color.criticalText,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const heart = style({ display: 'inline-flex', flexShrink: 0 });

/** A press kept until the network returns: a quiet note beside the button. */
export const waiting = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
