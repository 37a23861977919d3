import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const input = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
  selectors: {
    '&::file-selector-button': {
      marginInlineEnd: vars.space.medium,
      minHeight: 40,
      padding: `${vars.space.small} ${vars.space.medium}`,
      font: 'inherit',
      fontWeight: 600,
      color: vars.color.text,
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.medium,
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-invalid="true"]::file-selector-button': { borderColor: vars.color.critical },
  },
});
