import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const link = recipe({
  base: {
    borderRadius: vars.radius.small,
    textUnderlineOffset: '0.18em',
    textDecorationThickness: '1px',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  },
  variants: {
    tone: {
      link: { color: vars.color.link },
      muted: { color: vars.color.textMuted },
      inherit: { color: 'inherit' },
    },
    /**
     * 'always' for links inside running text (they must stand out without relying on
     * colour); 'hover' for links whose place already says they are links (nav, lists, cards).
     */
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'link', underline: 'always' },
});

type LinkRecipeVariants = NonNullable<RecipeVariants<typeof link>>;

export type LinkVariants = LinkRecipeVariants & {
  /**
   * 'link' (the link colour) by default; 'muted' for secondary links such as a byline; 'inherit'
   * takes the colour of the text around it.
   */
  tone?: LinkRecipeVariants['tone'];
  /**
   * 'always' by default, in running text; 'hover' for links whose place says they are links
   * (navigation, lists, cards).
   */
  underline?: LinkRecipeVariants['underline'];
};

export const externalIcon = style({
  display: 'inline-block',
  marginLeft: '0.2em',
  width: '0.75em',
  height: '0.75em',
  verticalAlign: 'baseline',
});
