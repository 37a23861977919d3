import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const fade = '200ms';

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.large,
    // Fade out, then leave the accessibility tree and stop catching clicks.
    transition: `opacity ${fade} ease, visibility 0s linear ${fade}`,
  },
  variants: {
    visible: {
      true: {
        opacity: 1,
        visibility: 'visible',
        transition: `opacity ${fade} ease, visibility 0s linear 0s`,
      },
      false: { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
    },
    backdrop: {
      /** Hides the page entirely: the app is not ready yet. */
      solid: { background: vars.color.surface },
      /** Dims the page behind. */
      dim: { background: vars.color.overlay },
    },
  },
  defaultVariants: { visible: true, backdrop: 'solid' },
});

export type LoadingOverlayVariants = NonNullable<RecipeVariants<typeof overlay>>;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: '100%',
  padding: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
