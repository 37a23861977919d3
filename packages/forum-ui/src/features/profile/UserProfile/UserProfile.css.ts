import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@forum/forum-ui/design-system/styles.css';

const desktop = `screen and (min-width: ${breakpoints.tablet}px)`;

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  maxWidth: 1200,
  marginInline: 'auto',
  padding: vars.space.large,
  '@media': {
    [desktop]: { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const side = style({
  position: 'relative',
  '@media': { [desktop]: { position: 'sticky', top: vars.space.large } },
});

/** The mobile button that shows the section list; hidden where the list always shows. */
export const menuButton = style({
  width: '100%',
  '@media': { [desktop]: { display: 'none' } },
});

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  selectors: {
    // Small screens: the list is a disclosure under its button.
    '&[data-open="false"]': { display: 'none' },
  },
  '@media': {
    [desktop]: { selectors: { '&[data-open="false"]': { display: 'flex' } } },
  },
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 24,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
      fontWeight: 600,
    },
  },
});

export const content = style({ minWidth: 0 });
