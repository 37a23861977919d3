/**
 * Every colour a theme gives, by one name: its path in `vars` after `vars.color.` for the colour
 * roles (`text`), and the full path for the others (`syntax.keyword`, `avatar.c0`). The contrast
 * pairs (contrastPairs.ts) and the colour foundations page read colours by these names, so the
 * page can say which pairs a role takes part in. Plain TypeScript: tests and docs only.
 */
import type { ColorTokens, PaletteTokens, SyntaxTokens, ThemeTokens } from './tokens.ts';

type Palette = 'letterBadge' | 'avatar';
type PaletteSlot = 'c0' | 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'text';

export type ColourRole =
  keyof ColorTokens | `syntax.${keyof SyntaxTokens}` | `${Palette}.${PaletteSlot}`;

const prefixed = (prefix: string, values: object): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, value]));

const palette = (name: Palette, { colors, text }: PaletteTokens) =>
  prefixed(name, { ...Object.fromEntries(colors.map((colour, i) => [`c${i}`, colour])), text });

/** A theme's colours by role name, in the tokens' order: colours, syntax, letter badges, avatars. */
export function colourRoles(t: ThemeTokens): Record<ColourRole, string> {
  return {
    ...t.color,
    ...prefixed('syntax', t.syntax),
    ...palette('letterBadge', t.letterBadge),
    ...palette('avatar', t.avatar),
  } as Record<ColourRole, string>;
}
