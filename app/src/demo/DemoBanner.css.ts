import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui';

export const banner = style({
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const details = style({
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  maxWidth: '40rem',
});
