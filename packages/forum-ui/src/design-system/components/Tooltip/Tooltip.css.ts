import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: `min(18rem, calc(100vw - 2 * ${vars.space.small}))`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
});
