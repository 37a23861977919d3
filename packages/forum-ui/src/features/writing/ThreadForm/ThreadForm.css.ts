import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

/** The form page: a wide centred column (the editor needs room), padded from phone to desktop. */
export const page = style({
  width: '100%',
  maxWidth: 880,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  '@media': {
    'screen and (min-width: 768px)': { padding: `${vars.space.xxlarge} ${vars.space.large}` },
  },
});

/** The category field's button: the choice, or the prompt to make one, with a chevron. */
export const categoryButton = style({
  justifyContent: 'space-between',
  width: '100%',
  whiteSpace: 'normal',
  textAlign: 'start',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const categoryPrompt = style({ color: vars.color.textMuted });

/** Create Topic, Cancel and Discard on one line that wraps; the draft hint after them. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const discard = style({ marginInlineStart: 'auto' });

export const draftHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  minHeight: '1.5em',
});
