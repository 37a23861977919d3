import { style } from '@vanilla-extract/css';
import { vars, breakpoints } from '@forum/forum-ui/design-system/styles.css';

const desktopUp = `screen and (min-width: ${breakpoints.desktop}px)`;

/** One column on small screens (the sidebar after the main lists); two from desktop width. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.color.critical}`,
});

export const ad = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const adLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
