import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/theme.css.ts';

/** The help links under the fields, spread along one line when there is room. */
export const helpLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.small} ${vars.space.large}`,
});
