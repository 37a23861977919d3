import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/theme.css.ts';
import { breakpoints } from '../theme/tokens.ts';

const spaceWithAuto = { ...vars.space, auto: 'auto' };

/*
 * Every Box prop is an atomic class, and the map from prop values to classes ships in the
 * shell's JavaScript (about 1 kB gzip per responsive property). So only what layouts change
 * by width is responsive (display, direction, gap, padding, grid columns; from mobile, tablet
 * and desktop: nothing needs `wide`); alignment, wrapping and margins are plain. Measured with
 * `npm run bench:bundle`: this split took 0.9 kB gzip off every first visit.
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
export type Sprinkles = Parameters<typeof sprinkles>[0];
