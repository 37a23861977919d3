import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

/** A row: the colour dot, title and description, then the count. Main rows and boards alike. */
const row = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  columnGap: vars.space.medium,
  width: '100%',
  padding: `${vars.space.medium} ${vars.space.medium}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
} as const;

export const sectionButton = style({ ...row, gridTemplateColumns: 'auto 1fr auto auto' });

export const boards = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.small} ${vars.space.small}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  borderTop: `1px solid ${vars.color.border}`,
});

export const board = style({
  ...row,
  paddingInlineStart: vars.space.xlarge,
  selectors: {
    ...row.selectors,
    '&[aria-current="true"]': {
      background: vars.color.primarySoft,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const dot = style({
  width: 12,
  height: 12,
  marginTop: 6,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const name = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});

export const selectedMark = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.strong,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

globalStyle(`${board}[aria-current="true"] ${name}`, { color: vars.color.primaryText });
