/** The keyboard shortcuts dialog and the position slider. */
import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

export const shortcutList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
});

export const shortcut = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.medium });

export const key = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: '2em',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: 2,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
});

export const shortcutText = style({ margin: 0 });

export const position = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/**
 * 'Reply N of M', as wide as its longest text from the start ('Reply 2,000 of 2,000', in an
 * invisible copy in the same grid cell): otherwise the buttons beside it move sideways as the
 * number grows while the reader scrolls (each digit more widens it), and on a narrow window they
 * can wrap onto another line.
 */
export const positionText = style({
  display: 'inline-grid',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::after': { content: 'attr(data-longest)', gridArea: '1 / 1', visibility: 'hidden' },
  },
});

export const positionValue = style({ gridArea: '1 / 1' });

export const positionSlider = style({ display: 'inline-flex', alignItems: 'center' });
