import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { MAX_LIST_DEPTH, type ListKind } from './document/richText.ts';

/** Toolbar and writing area in one bordered box; the ring shows when the area has focus. */
export const frame = recipe({
  base: {
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    selectors: {
      '&:focus-within': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
    },
  },
  variants: {
    invalid: { true: { borderColor: vars.color.critical } },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderTopLeftRadius: vars.radius.medium,
  borderTopRightRadius: vars.radius.medium,
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  height: 36,
  padding: `0 ${vars.space.small}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const toolIcon = style({ width: 18, height: 18, display: 'block' });

export const separator = style({
  alignSelf: 'stretch',
  width: 1,
  margin: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  background: vars.color.border,
  border: 0,
});

/** The writing area: the document as it will read, in the renderer's type. */
export const editable = style({
  minHeight: 220,
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  outline: 'none',
});

globalStyle(`${editable} p`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${editable} a`, { color: vars.color.link, textDecorationLine: 'underline' });

/*
 * List items are flat blocks (richText.ts); their numbers come from CSS counters, one per
 * depth, so they stay right whatever is inserted or deleted above them. A block that is not
 * a list item restarts every counter; an item restarts the counters deeper than itself; a
 * bulleted item also restarts its own depth's counter (a numbered list after it starts at 1).
 */
const COUNTERS = Array.from({ length: MAX_LIST_DEPTH + 1 }, (_, depth) => `rte-list-${depth}`);
const BULLETS = ['"\\2022"', '"\\25E6"', '"\\25AA"'];

export const plainBlock = style({ counterReset: COUNTERS.join(' ') });

const item = (depth: number, kind: ListKind) =>
  style({
    position: 'relative',
    marginInlineStart: `calc(${vars.space.xlarge} * ${depth + 1})`,
    marginBottom: vars.space.xxsmall,
    counterReset: COUNTERS.slice(kind === 'bulleted' ? depth : depth + 1).join(' ') || undefined,
    counterIncrement: kind === 'numbered' ? COUNTERS[depth] : undefined,
    '::before': {
      position: 'absolute',
      insetInlineEnd: '100%',
      paddingInlineEnd: vars.space.small,
      color: vars.color.textMuted,
      content:
        kind === 'numbered' ? `counter(${COUNTERS[depth]}) "."` : BULLETS[depth % BULLETS.length]!,
    },
  });

/** Class of a list item by kind and depth. */
export const listItem: Record<ListKind, string[]> = {
  bulleted: COUNTERS.map((_, depth) => item(depth, 'bulleted')),
  numbered: COUNTERS.map((_, depth) => item(depth, 'numbered')),
};

export const image = recipe({
  base: {
    margin: `${vars.space.small} 0`,
    borderRadius: vars.radius.small,
    outline: '2px solid transparent',
    outlineOffset: '2px',
    display: 'inline-block',
    maxWidth: '100%',
  },
  variants: {
    selected: { true: { outlineColor: vars.color.focusRing } },
  },
});
globalStyle(`${image.classNames.base} img`, {
  display: 'block',
  maxWidth: '100%',
  maxHeight: 320,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const tableWrap = style({ overflowX: 'auto', margin: `${vars.space.small} 0` });
export const table = style({ borderCollapse: 'collapse', minWidth: '50%' });
export const cell = style({
  border: `1px solid ${vars.color.borderStrong}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  minWidth: 80,
  verticalAlign: 'top',
});

export const placeholder = style({ color: vars.color.textMuted });

export const previewBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const preview = style({
  padding: vars.space.medium,
  borderTop: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  borderBottomLeftRadius: vars.radius.medium,
  borderBottomRightRadius: vars.radius.medium,
});

export const previewHeading = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const numberRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.medium,
});

/* Code: inline code in monospace on the sunken surface; a code block's lines as typed. */
const mono = { fontFamily: vars.font.mono, fontSize: '0.9em' } as const;
export const inlineCode = style({
  ...mono,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  padding: '0.1em 0.3em',
});
export const codeGlyph = style({ ...mono, fontSize: vars.fontSize.small });
export const codeBlock = style({
  margin: `${vars.space.small} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
export const codeBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const codeSelect = style({
  font: 'inherit',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const codeLines = style({
  ...mono,
  margin: 0,
  padding: vars.space.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  tabSize: 4,
});

/** A member mentioned: one piece, in the link colour, that the caret steps over. */
export const mention = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-selected]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
