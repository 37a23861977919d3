import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  alignItems: 'center',
});

export const preview = style({ overflowWrap: 'anywhere' });

export const dimmed = style({ opacity: 0.6, transition: 'opacity 120ms' });
