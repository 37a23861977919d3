import { style } from '@vanilla-extract/css';
// The theme's module, not the package's index: vanilla-extract evaluates a .css.ts file at build
// time and makes its stylesheet import every stylesheet registered meanwhile, so the index would
// have made this banner (on every demo page) pull every one of the library's stylesheets.
import { vars } from '@forum/forum-ui/design-system/styles.css';

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
