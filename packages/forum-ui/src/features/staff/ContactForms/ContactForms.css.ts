import { style } from '@vanilla-extract/css';
import { vars, wrapRow } from '@forum/forum-ui/design-system/styles.css';

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });

export const statusFilter = style({ flex: '0 1 12rem', minWidth: '10rem' });

export const wrap = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const statusCell = style({ minWidth: '10rem' });

export const actions = wrapRow.xsmall;

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 30rem)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ fontWeight: vars.fontWeight.strong });

export const definition = style({ margin: 0, minWidth: 0 });

export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const searchForm = style([filters, { flex: '1 1 20rem' }]);

export const block = style({ display: 'block' });
