import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Label, hint, control and error one under another. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** Control first, then its label (checkboxes); hint and error sit under the label. */
export const inlineField = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
});

/** In the inline layout, everything after the control lines up under the label. */
export const inlineText = style({ gridColumn: 2 });

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    [`${inlineField} &`]: { fontWeight: vars.fontWeight.regular, cursor: 'pointer' },
  },
});

export const labelDisabled = style({ color: vars.color.textMuted, cursor: 'not-allowed' });

export const requiredMark = style({
  marginLeft: vars.space.xxsmall,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.strong,
});

export const hint = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.criticalText,
  overflowWrap: 'anywhere',
});

/** The error icon, so the message does not rely on colour alone. */
export const errorIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.1em',
  height: '1.5em',
  alignItems: 'center',
});

globalStyle(`${errorIcon} svg`, { width: '100%', height: 'auto' });

/** A field's character counter (CharacterCount), under the control at its end. */
export const counter = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** Near the limit: the count stands out. */
export const counterNear = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

/** Over the limit: the count reads as a problem. */
export const counterOver = style({ color: vars.color.criticalText });
