import { style } from '@vanilla-extract/css';
import { vars, wrapRow } from '@forum/forum-ui/design-system/styles.css';

// The avatar beside the name, as on the dashboard.
export { identity } from '../Dashboard/Dashboard.css.ts';

export const preview = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});

export const actions = wrapRow.small;

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
