import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Running text written by members: readable measure, long words wrap, nothing overflows. */
export const root = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} p`, { margin: `0 0 ${vars.space.medium}` });
globalStyle(`${root} ul, ${root} ol`, {
  margin: `0 0 ${vars.space.medium}`,
  paddingInlineStart: vars.space.xlarge,
});
globalStyle(`${root} li > ul, ${root} li > ol`, { marginBottom: 0 });
globalStyle(`${root} a`, {
  color: vars.color.link,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.18em',
  borderRadius: vars.radius.small,
});
globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

/*
 * Images never shift the page: with width and height the browser reserves the box from
 * their ratio (height: auto keeps it when the width shrinks); without them the image gets a
 * fixed 16:9 box and is fitted inside it.
 */
globalStyle(`${root} img`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  margin: `${vars.space.small} 0`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});
globalStyle(`${root} img:not([width]), ${root} img:not([height])`, {
  width: '100%',
  maxWidth: '32rem',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
});

/* Wide tables scroll sideways instead of widening the page. */
globalStyle(`${root} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  margin: `0 0 ${vars.space.medium}`,
});
globalStyle(`${root} th, ${root} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${root} th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.strong,
});
globalStyle(`${root} caption`, {
  captionSide: 'top',
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBottom: vars.space.xsmall,
});

/*
 * Code keeps its shape: monospace, every space and line as written. A block's long lines scroll
 * inside it (focusable, codeBlocks.ts), never widening the page at 320 px; inline code wraps
 * anywhere with its sentence.
 */
globalStyle(`${root} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  padding: '0.1em 0.3em',
  overflowWrap: 'anywhere',
});
globalStyle(`${root} pre`, {
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.small,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  whiteSpace: 'pre',
  overflowX: 'auto',
  overflowWrap: 'normal',
  maxWidth: '100%',
  tabSize: 4,
});
globalStyle(`${root} pre:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(`${root} pre code`, {
  padding: 0,
  background: 'none',
  fontSize: vars.fontSize.small,
  overflowWrap: 'normal',
});

/** A code block's box: its bar (the language, Copy and what the copy did) above the code. */
export const codeBlock = style({ margin: `0 0 ${vars.space.medium}`, minWidth: 0 });
globalStyle(`${codeBlock} > pre`, {
  margin: 0,
  borderStartStartRadius: 0,
  borderStartEndRadius: 0,
});
export const codeBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.small}`,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderBottom: 'none',
  borderStartStartRadius: vars.radius.medium,
  borderStartEndRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
export const codeLanguage = style({ color: vars.color.textMuted, marginInlineEnd: 'auto' });
export const codeStatus = style({ color: vars.color.textMuted });

/* Highlighted code (highlight.js's classes, from codeBlocks.ts), in the theme's syntax colours. */
const syntax: Record<keyof typeof vars.syntax, string[]> = {
  keyword: ['keyword', 'selector-tag', 'doctag', 'template-tag'],
  string: ['string', 'regexp', 'char'],
  comment: ['comment', 'quote'],
  number: ['number', 'literal'],
  title: ['title', 'section', 'selector-id', 'selector-class'],
  type: ['type', 'built_in', 'class'],
  attribute: ['attr', 'attribute', 'property', 'variable', 'params', 'selector-attr'],
  meta: ['meta', 'tag', 'name', 'symbol', 'bullet', 'link', 'selector-pseudo'],
  addition: ['addition'],
  deletion: ['deletion'],
};
for (const [token, names] of Object.entries(syntax) as [keyof typeof vars.syntax, string[]][])
  globalStyle(names.map((name) => `${root} .hljs-${name}`).join(', '), {
    color: vars.syntax[token],
  });
globalStyle(`${root} .hljs-comment`, { fontStyle: 'italic' });
globalStyle(`${root} .hljs-strong`, { fontWeight: vars.fontWeight.strong });
globalStyle(`${root} .hljs-emphasis`, { fontStyle: 'italic' });

/*
 * A held-back image (the data saver): a box of the image's size, its ratio kept by a canvas of
 * that size as it shrinks (or the 16:9 box of an image without a size), never smaller than its
 * text and button, which sit centred over it in the same grid cell.
 */
export const held = style({
  display: 'grid',
  placeItems: 'center',
  width: 'fit-content',
  maxWidth: '100%',
  minWidth: 'min(100%, 12rem)',
  margin: `${vars.space.small} 0`,
  borderRadius: vars.radius.small,
  outline: `1px dashed ${vars.color.border}`,
  outlineOffset: '-1px',
  background: vars.color.surfaceSunken,
});
export const heldUnsized = style({ width: '100%', maxWidth: '32rem', aspectRatio: '16 / 9' });
export const heldSizer = style({ gridArea: '1 / 1', maxWidth: '100%', height: 'auto' });
export const heldContent = style({
  gridArea: '1 / 1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  maxWidth: '100%',
  textAlign: 'center',
});
export const heldText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  maxWidth: '100%',
});
