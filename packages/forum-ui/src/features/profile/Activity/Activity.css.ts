import { style } from '@vanilla-extract/css';
import { vars, stackedList } from '@forum/forum-ui/design-system/styles.css';

export const list = stackedList.medium;

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  alignItems: 'center',
});

export const preview = style({ overflowWrap: 'anywhere' });

export const dimmed = style({ opacity: 0.6, transition: 'opacity 120ms' });
