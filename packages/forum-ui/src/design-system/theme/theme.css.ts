import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import {
  darkTokens,
  font,
  fontSize,
  fontWeight,
  lightTokens,
  lineHeight,
  radius,
  space,
  zIndex,
  type ThemeTokens,
} from './tokens.ts';

const colorKeys = Object.keys(lightTokens.color) as (keyof ThemeTokens['color'])[];
const nulls = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;
const syntaxKeys = Object.keys(lightTokens.syntax) as (keyof ThemeTokens['syntax'])[];
const paletteKeys = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'text'] as const;

/** Everything that changes between themes. */
export const themeVars = createThemeContract({
  color: nulls(colorKeys),
  syntax: nulls(syntaxKeys),
  letterBadge: nulls(paletteKeys),
  avatar: nulls(paletteKeys),
  shadow: { small: null, medium: null, large: null },
});

const palette = (p: ThemeTokens['letterBadge']) => ({
  c0: p.colors[0],
  c1: p.colors[1],
  c2: p.colors[2],
  c3: p.colors[3],
  c4: p.colors[4],
  c5: p.colors[5],
  text: p.text,
});

const themeValues = (t: ThemeTokens) => ({
  color: t.color,
  syntax: t.syntax,
  letterBadge: palette(t.letterBadge),
  avatar: palette(t.avatar),
  shadow: t.shadow,
});

/** Scales that are the same in every theme. */
export const scaleVars = createGlobalTheme(':root', {
  space,
  radius,
  font,
  fontSize,
  lineHeight,
  fontWeight,
  zIndex,
});

/**
 * Theme selection: light by default; follows prefers-color-scheme when the page
 * states no choice; `data-theme="light" | "dark"` on <html> (set by ThemeProvider)
 * or on any container wins.
 */
const light = themeValues(lightTokens);
const dark = themeValues(darkTokens);
globalStyle(':root', { vars: assignVars(themeVars, light), colorScheme: 'light dark' });
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(themeVars, dark) } },
});
globalStyle('[data-theme="light"]', { vars: assignVars(themeVars, light), colorScheme: 'light' });
globalStyle('[data-theme="dark"]', { vars: assignVars(themeVars, dark), colorScheme: 'dark' });

/** The one object components read tokens from. */
export const vars = { ...themeVars, ...scaleVars };
