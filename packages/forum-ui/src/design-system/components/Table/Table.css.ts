import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/** The scroll container: the table scrolls sideways inside it on narrow screens. */
export const scroller = style({
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  WebkitOverflowScrolling: 'touch',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.medium} ${vars.space.large}`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const cell = recipe({
  base: {
    padding: `${vars.space.small} ${vars.space.large}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    textAlign: 'start',
  },
  variants: {
    kind: {
      header: {
        background: vars.color.surfaceSunken,
        fontWeight: vars.fontWeight.strong,
        whiteSpace: 'nowrap',
        borderBottomColor: vars.color.borderStrong,
      },
      rowHeader: { fontWeight: vars.fontWeight.medium },
      data: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { kind: 'data', align: 'start' },
});

export type CellVariants = NonNullable<RecipeVariants<typeof cell>>;

export const striped = style({});
export const hoverable = style({});

globalStyle(`${striped} > tbody > tr:nth-child(even) > *`, {
  background: vars.color.surfaceSunken,
});
globalStyle(`${hoverable} > tbody > tr:hover > *`, { background: vars.color.surfaceHover });
globalStyle(`${table} > tbody > tr:last-child > *`, { borderBottom: 'none' });

export const message = style({
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
