import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { newCountLook } from '../../css/newCount.ts';

export const list = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  variants: {
    density: {
      regular: { gap: vars.space.xsmall },
      compact: { gap: vars.space.xxsmall },
    },
  },
  defaultVariants: { density: 'regular' },
});

type ThreadListRecipeVariants = NonNullable<RecipeVariants<typeof list>>;

export type ThreadListVariants = ThreadListRecipeVariants & {
  /** 'regular' by default; 'compact' for a side column or a short list on the home page. */
  density?: ThreadListRecipeVariants['density'];
};

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    minWidth: 0,
    borderRadius: vars.radius.medium,
  },
  variants: {
    density: {
      regular: { gap: vars.space.medium, padding: vars.space.small },
      compact: { gap: vars.space.small, padding: `${vars.space.xsmall} 0` },
    },
  },
  defaultVariants: { density: 'regular' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: '1 1 auto',
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = recipe({
  base: {
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    borderRadius: vars.radius.small,
    minWidth: 0,
    // A target at least 24px high (WCAG 2.2 target size), however short the title's glyphs.
    minHeight: 24,
    display: 'flex',
    alignItems: 'center',
    selectors: {
      // Opened on this device, nothing new since: muted (a colour only: nothing moves).
      '&[data-read=true]': { color: vars.color.textMuted },
      '&:hover': { color: vars.color.link, textDecoration: 'underline' },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: 2,
        textDecoration: 'underline',
      },
    },
  },
  variants: {
    density: {
      regular: { fontSize: vars.fontSize.standard },
      compact: { fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { density: 'regular' },
});

/** Holds the letter badge and, over its corner, the count of new replies. */
export const badgeBox = style({ position: 'relative', display: 'inline-flex', flex: 'none' });

/** Replies since the last visit, over the badge's corner (it moves nothing when it appears). */
export const newCount = style({ ...newCountLook, top: '-0.4rem', right: '-0.5rem' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.standard,
  minWidth: 0,
});

export const metaPart = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
