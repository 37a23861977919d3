/**
 * Every text and UI colour pair the components use, by role name (colourRoles.ts), with the
 * WCAG 2.2 AA minimum it must meet. One list: the unit test checks it (contrast.test.ts) and the
 * colour foundations page shows it with its ratios (foundations/Colours.stories.tsx), so neither
 * can drift.
 */
import { colourRoles, type ColourRole } from './colourRoles.ts';
import { AA_NON_TEXT, AA_TEXT } from './contrast.ts';
import type { ThemeTokens } from './tokens.ts';

export interface ContrastPair {
  /** The pair in words, e.g. 'text on surface'. */
  what: string;
  foregroundRole: ColourRole;
  backgroundRole: ColourRole;
  /** The two colours in the theme the pair was made for. */
  foreground: string;
  background: string;
  /** AA_TEXT (4.5) for text; AA_NON_TEXT (3) for borders, focus rings and button edges. */
  minimum: number;
}

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'] as const;

/** What is drawn on every surface, with its minimum. */
const onSurfaces = [
  ['text', AA_TEXT],
  ['textMuted', AA_TEXT],
  ['link', AA_TEXT],
  ['primaryText', AA_TEXT],
  ['successText', AA_TEXT],
  ['warningText', AA_TEXT],
  ['criticalText', AA_TEXT],
  ['borderStrong', AA_NON_TEXT],
  ['focusRing', AA_NON_TEXT],
] as const;

/** Text on a filled colour: its `on…` text, or an intent's text on its soft background. */
const textOnFills = [
  ['textInverse', 'text'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primaryText', 'primarySoft'],
  ['onSuccess', 'success'],
  ['successText', 'successSoft'],
  ['onWarning', 'warning'],
  ['warningText', 'warningSoft'],
  ['onCritical', 'critical'],
  ['onCritical', 'criticalHover'],
  ['criticalText', 'criticalSoft'],
  ['onRole', 'roleAdmin'],
  ['onRole', 'roleModerator'],
  ['onRole', 'roleUser'],
] as const;

export function contrastPairs(t: ThemeTokens): ContrastPair[] {
  const colours = colourRoles(t);
  const pair = (
    foregroundRole: ColourRole,
    backgroundRole: ColourRole,
    minimum: number,
    what = `${foregroundRole} on ${backgroundRole}`,
  ): ContrastPair => ({
    what,
    foregroundRole,
    backgroundRole,
    foreground: colours[foregroundRole],
    background: colours[backgroundRole],
    minimum,
  });
  const palette = (name: 'letterBadge' | 'avatar') =>
    (['c0', 'c1', 'c2', 'c3', 'c4', 'c5'] as const).map((slot) =>
      pair(`${name}.text`, `${name}.${slot}`, AA_TEXT),
    );
  return [
    ...surfaces.flatMap((surface) =>
      onSurfaces.map(([role, minimum]) => pair(role, surface, minimum)),
    ),
    ...(Object.keys(t.syntax) as (keyof ThemeTokens['syntax'])[]).map((name) =>
      pair(`syntax.${name}`, 'surfaceSunken', AA_TEXT),
    ),
    ...textOnFills.map(([text, fill]) => pair(text, fill, AA_TEXT)),
    pair('primary', 'surfaceRaised', AA_NON_TEXT, 'primary button edge on surfaceRaised'),
    pair('critical', 'surfaceRaised', AA_NON_TEXT, 'critical button edge on surfaceRaised'),
    ...palette('letterBadge'),
    ...palette('avatar'),
  ];
}
