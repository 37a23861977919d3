import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: `calc(-1 * ${vars.space.xxxlarge})`,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  zIndex: vars.zIndex.tooltip,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const header = style({
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.medium} ${vars.space.large}`,
});

export const logo = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xlarge,
  textDecoration: 'none',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: vars.space.large,
  outline: 'none',
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.large,
});
