import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/theme.css.ts';
import { breakpoints } from '../theme/tokens.ts';

const spaceWithAuto = { ...vars.space, auto: 'auto' };

/*
 * Every Box prop is an atomic class, and the map from prop values to classes ships in the
 * shell's JavaScript, and a responsive property has a class per value and breakpoint. So only
 * what layouts change by width is responsive (display, direction, gap, padding, grid columns;
 * from mobile, tablet and desktop: nothing needs `wide`); alignment, wrapping and margins are
 * plain, which keeps every first visit lighter (`npm run bench:bundle`).
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const plain = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['left', 'center', 'right'],
    marginTop: spaceWithAuto,
    marginBottom: spaceWithAuto,
    marginLeft: spaceWithAuto,
    marginRight: spaceWithAuto,
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      primarySoft: vars.color.primarySoft,
      successSoft: vars.color.successSoft,
      warningSoft: vars.color.warningSoft,
      criticalSoft: vars.color.criticalSoft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      primaryText: vars.color.primaryText,
      successText: vars.color.successText,
      warningText: vars.color.warningText,
      criticalText: vars.color.criticalText,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    width: { full: '100%', auto: 'auto' },
    minWidth: { 0: '0' },
    maxWidth: {
      small: '480px',
      medium: '720px',
      large: '1024px',
      xlarge: '1280px',
    },
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

export const sprinkles = createSprinkles(responsive, plain);
type SprinkleValues = Parameters<typeof sprinkles>[0];

/**
 * Box's style props (and every primitive's): each value is a theme token or a keyword, never a
 * raw CSS value. The responsive ones also take `{ mobile, tablet, desktop }`.
 */
export type Sprinkles = SprinkleValues & {
  /** How the box lays out: block, flex, grid, none...; responsive. */
  display?: SprinkleValues['display'];
  /** A flex box's direction: row or column; responsive. */
  flexDirection?: SprinkleValues['flexDirection'];
  /** Space between children, a space token; responsive. */
  gap?: SprinkleValues['gap'];
  /** Space inside, at the top: a space token; responsive. */
  paddingTop?: SprinkleValues['paddingTop'];
  /** Space inside, at the bottom: a space token; responsive. */
  paddingBottom?: SprinkleValues['paddingBottom'];
  /** Space inside, at the start: a space token; responsive. */
  paddingLeft?: SprinkleValues['paddingLeft'];
  /** Space inside, at the end: a space token; responsive. */
  paddingRight?: SprinkleValues['paddingRight'];
  /** A grid of 1 to 4 equal columns; responsive. */
  gridTemplateColumns?: SprinkleValues['gridTemplateColumns'];
  /** Space inside, on every side: a space token; responsive. */
  padding?: SprinkleValues['padding'];
  /** Space inside, at the start and end: a space token; responsive. */
  paddingX?: SprinkleValues['paddingX'];
  /** Space inside, at the top and bottom: a space token; responsive. */
  paddingY?: SprinkleValues['paddingY'];
  /** Whether flex children wrap onto more lines. */
  flexWrap?: SprinkleValues['flexWrap'];
  /** How children line up across the flex or grid direction. */
  alignItems?: SprinkleValues['alignItems'];
  /** How children spread along the flex direction. */
  justifyContent?: SprinkleValues['justifyContent'];
  /** Text alignment: left, center or right. */
  textAlign?: SprinkleValues['textAlign'];
  /** Space outside, at the top: a space token or auto. */
  marginTop?: SprinkleValues['marginTop'];
  /** Space outside, at the bottom: a space token or auto. */
  marginBottom?: SprinkleValues['marginBottom'];
  /** Space outside, at the start: a space token or auto. */
  marginLeft?: SprinkleValues['marginLeft'];
  /** Space outside, at the end: a space token or auto. */
  marginRight?: SprinkleValues['marginRight'];
  /** Space outside, on every side: a space token or auto. */
  margin?: SprinkleValues['margin'];
  /** Space outside, at the start and end: a space token or auto. */
  marginX?: SprinkleValues['marginX'];
  /** Space outside, at the top and bottom: a space token or auto. */
  marginY?: SprinkleValues['marginY'];
  /** Shorthand for justifyContent and alignItems together. */
  placeItems?: SprinkleValues['placeItems'];
  /** A surface colour role: surface, surfaceRaised, surfaceSunken or a soft tone. */
  background?: SprinkleValues['background'];
  /** A text colour role: text, textMuted or a tone's text colour. */
  color?: SprinkleValues['color'];
  /** Corner rounding, a radius token. */
  borderRadius?: SprinkleValues['borderRadius'];
  /** Elevation, a shadow token. */
  boxShadow?: SprinkleValues['boxShadow'];
  /** CSS position: relative, absolute, sticky or fixed. */
  position?: SprinkleValues['position'];
  /** What happens to content that does not fit: hidden, auto or visible. */
  overflow?: SprinkleValues['overflow'];
  /** 1 lets the box grow into free space in a flex row. */
  flexGrow?: SprinkleValues['flexGrow'];
  /** 0 keeps the box from shrinking in a flex row. */
  flexShrink?: SprinkleValues['flexShrink'];
  /** 'full' fills the container; 'auto' fits the content. */
  width?: SprinkleValues['width'];
  /** 0 lets a flex child shrink below its content (long words wrap). */
  minWidth?: SprinkleValues['minWidth'];
  /** A readable measure: small 480, medium 720, large 1024, xlarge 1280 px. */
  maxWidth?: SprinkleValues['maxWidth'];
};
