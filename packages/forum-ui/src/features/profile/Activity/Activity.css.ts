import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/theme.css.ts';
import { stackedList } from '../../../design-system/primitives/primitives.css.ts';

export const list = stackedList.medium;

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  alignItems: 'center',
});

export const preview = style({ overflowWrap: 'anywhere' });

export const dimmed = style({ opacity: 0.6, transition: 'opacity 120ms' });
