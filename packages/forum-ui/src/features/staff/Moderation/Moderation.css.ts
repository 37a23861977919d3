import { style } from '@vanilla-extract/css';
import { vars, spreadRow } from '@forum/forum-ui/design-system/styles.css';

export {
  actions,
  badges,
  cardTitle,
  cardTop,
  dimmed,
  fields as details,
  list,
  term,
} from '../staffCards.css.ts';
import { panelRow } from '../staffCards.css.ts';

export const definition = style({ margin: 0, minWidth: 0 });

export const preview = style({
  overflowWrap: 'anywhere',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  margin: 0,
});

export const wrap = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const toolbar = spreadRow.center;

export const bulkBar = style([panelRow, { border: `1px solid ${vars.color.border}` }]);

export const filter = style({ minWidth: '12rem' });

export const counts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.medium,
});

export const quick = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.medium,
});

export const tools = style({ margin: 0, paddingInlineStart: vars.space.large });
