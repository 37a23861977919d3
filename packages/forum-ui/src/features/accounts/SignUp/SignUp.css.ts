import { style } from '@vanilla-extract/css';
import { vars, breakpoints } from '@forum/forum-ui/design-system/styles.css';

/** First and last name side by side from the tablet width, one under the other on phones. */
export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

/** Facebook and Google, side by side (they are short words, even on a phone). */
export const socialRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
});

/** 'or sign up with' between two rules. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: '1 1 0',
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/** The demo mailbox note: a sunken box with the link the e-mail would carry. */
export const mailbox = style({
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  padding: vars.space.large,
});
