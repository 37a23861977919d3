import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

/** The contents: a short numbered list of the sections, set apart from the text. */
export const contents = style({
  padding: vars.space.large,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
});

export const contentsList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

/** The rules: numbered straight through the sections (each list starts where the last ended). */
export const ruleList = style({
  margin: 0,
  paddingLeft: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.medium,
});

export const rule = style({
  paddingLeft: vars.space.xsmall,
  selectors: {
    '&::marker': { fontWeight: vars.fontWeight.strong, color: vars.color.textMuted },
  },
});

/** A section's heading stays clear of the top edge when reached from the contents. */
export const section = style({
  scrollMarginTop: vars.space.xlarge,
});

/** Headings take focus only from the contents links: no ring on a heading that is not a control. */
export const sectionTitle = style({
  selectors: { '&:focus': { outline: 'none' } },
});
