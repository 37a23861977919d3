/** The thread page's frame: the thread card, its badges and notices, and the replies section. */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, spreadRow, breakpoints } from '@forum/forum-ui/design-system/styles.css';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: '56rem',
  marginInline: 'auto',
  width: '100%',
  minWidth: 0,
});

// ── the thread ──
export const threadCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
  '@media': { [narrow]: { padding: vars.space.large } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const categoryBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const categoryDot = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const title = style({ overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

// ── notices (pending, locked) ──
export const notice = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      warning: {
        background: vars.color.warningSoft,
        color: vars.color.warningText,
        borderColor: vars.color.warning,
      },
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
      },
      success: {
        background: vars.color.successSoft,
        color: vars.color.successText,
        borderColor: vars.color.success,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.strong, margin: 0 });

export const noticeText = style({ margin: 0 });

// ── replies ──
export const repliesSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const repliesHeader = spreadRow.center;

// ── loading ──
export const skeletonReply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const repliesTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
