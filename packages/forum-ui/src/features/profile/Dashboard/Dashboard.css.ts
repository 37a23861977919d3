import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flexWrap: 'wrap',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const identityText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
