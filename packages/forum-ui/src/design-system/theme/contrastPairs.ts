/**
 * Every text and UI colour pair the components use, by token name, with the WCAG 2.2 AA minimum
 * it must meet. One list: the unit test checks it (contrast.test.ts) and the colour foundations
 * page shows it with its ratios (foundations/Colours.stories.tsx), so neither can drift.
 */
import { AA_NON_TEXT, AA_TEXT } from './contrast.ts';
import type { ThemeTokens } from './tokens.ts';

export interface ContrastPair {
  /** The pair in words, e.g. 'text on surface'. */
  what: string;
  foreground: string;
  background: string;
  /** AA_TEXT (4.5) for text; AA_NON_TEXT (3) for borders, focus rings and button edges. */
  minimum: number;
}

const pair = (
  foreground: string,
  background: string,
  minimum: number,
  what: string,
): ContrastPair => ({ what, foreground, background, minimum });

export function contrastPairs(t: ThemeTokens): ContrastPair[] {
  const c = t.color;
  const surfaces = {
    surface: c.surface,
    surfaceRaised: c.surfaceRaised,
    surfaceSunken: c.surfaceSunken,
    surfaceHover: c.surfaceHover,
  };
  const list: ContrastPair[] = [];
  for (const [name, bg] of Object.entries(surfaces)) {
    list.push(
      pair(c.text, bg, AA_TEXT, `text on ${name}`),
      pair(c.textMuted, bg, AA_TEXT, `textMuted on ${name}`),
      pair(c.link, bg, AA_TEXT, `link on ${name}`),
      pair(c.primaryText, bg, AA_TEXT, `primaryText on ${name}`),
      pair(c.successText, bg, AA_TEXT, `successText on ${name}`),
      pair(c.warningText, bg, AA_TEXT, `warningText on ${name}`),
      pair(c.criticalText, bg, AA_TEXT, `criticalText on ${name}`),
      pair(c.borderStrong, bg, AA_NON_TEXT, `borderStrong on ${name}`),
      pair(c.focusRing, bg, AA_NON_TEXT, `focusRing on ${name}`),
    );
  }
  for (const [name, colour] of Object.entries(t.syntax))
    list.push(pair(colour, c.surfaceSunken, AA_TEXT, `syntax ${name} on surfaceSunken`));
  list.push(
    pair(c.textInverse, c.text, AA_TEXT, 'textInverse on text'),
    pair(c.onPrimary, c.primary, AA_TEXT, 'onPrimary on primary'),
    pair(c.onPrimary, c.primaryHover, AA_TEXT, 'onPrimary on primaryHover'),
    pair(c.primaryText, c.primarySoft, AA_TEXT, 'primaryText on primarySoft'),
    pair(c.onSuccess, c.success, AA_TEXT, 'onSuccess on success'),
    pair(c.successText, c.successSoft, AA_TEXT, 'successText on successSoft'),
    pair(c.onWarning, c.warning, AA_TEXT, 'onWarning on warning'),
    pair(c.warningText, c.warningSoft, AA_TEXT, 'warningText on warningSoft'),
    pair(c.onCritical, c.critical, AA_TEXT, 'onCritical on critical'),
    pair(c.onCritical, c.criticalHover, AA_TEXT, 'onCritical on criticalHover'),
    pair(c.criticalText, c.criticalSoft, AA_TEXT, 'criticalText on criticalSoft'),
    pair(c.onRole, c.roleAdmin, AA_TEXT, 'onRole on roleAdmin'),
    pair(c.onRole, c.roleModerator, AA_TEXT, 'onRole on roleModerator'),
    pair(c.onRole, c.roleUser, AA_TEXT, 'onRole on roleUser'),
    pair(c.primary, c.surfaceRaised, AA_NON_TEXT, 'primary button edge on surfaceRaised'),
    pair(c.critical, c.surfaceRaised, AA_NON_TEXT, 'critical button edge on surfaceRaised'),
  );
  t.letterBadge.colors.forEach((bg, i) =>
    list.push(pair(t.letterBadge.text, bg, AA_TEXT, `letter badge text on colour ${i + 1}`)),
  );
  t.avatar.colors.forEach((bg, i) =>
    list.push(pair(t.avatar.text, bg, AA_TEXT, `avatar initials on colour ${i + 1}`)),
  );
  return list;
}
