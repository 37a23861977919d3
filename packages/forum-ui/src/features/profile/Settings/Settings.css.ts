import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/theme.css.ts';

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flexWrap: 'wrap',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const preview = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
