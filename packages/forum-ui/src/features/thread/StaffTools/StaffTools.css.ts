/** The staff bar on a thread and its dialogs' actions. */
import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

// ── staff ──
export const staffBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const staffLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  marginInlineEnd: vars.space.small,
});
