import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The avatar and the name on one line, wrapping inside long names rather than overflowing. */
export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  maxWidth: '100%',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});
