import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHex } from './contrast.ts';
import { darkTokens, lightTokens, type ThemeTokens } from './tokens.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('is symmetric and reads short hex', () => {
    expect(contrastRatio('#fff', '#1d4ed8')).toBeCloseTo(contrastRatio('#1d4ed8', '#ffffff'), 5);
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(() => parseHex('rgb(0,0,0)')).toThrow(/Not a hex colour/);
  });
});

type Pair = [foreground: string, background: string, minimum: number, what: string];

/** Every text/UI colour pair the components use, by token name. */
function pairs(t: ThemeTokens): Pair[] {
  const c = t.color;
  const surfaces = {
    surface: c.surface,
    surfaceRaised: c.surfaceRaised,
    surfaceSunken: c.surfaceSunken,
    surfaceHover: c.surfaceHover,
  };
  const list: Pair[] = [];
  for (const [name, bg] of Object.entries(surfaces)) {
    list.push([c.text, bg, AA_TEXT, `text on ${name}`]);
    list.push([c.textMuted, bg, AA_TEXT, `textMuted on ${name}`]);
    list.push([c.link, bg, AA_TEXT, `link on ${name}`]);
    list.push([c.primaryText, bg, AA_TEXT, `primaryText on ${name}`]);
    list.push([c.successText, bg, AA_TEXT, `successText on ${name}`]);
    list.push([c.warningText, bg, AA_TEXT, `warningText on ${name}`]);
    list.push([c.criticalText, bg, AA_TEXT, `criticalText on ${name}`]);
    list.push([c.borderStrong, bg, AA_NON_TEXT, `borderStrong on ${name}`]);
    list.push([c.focusRing, bg, AA_NON_TEXT, `focusRing on ${name}`]);
  }
  list.push(
    [c.textInverse, c.text, AA_TEXT, 'textInverse on text'],
    [c.onPrimary, c.primary, AA_TEXT, 'onPrimary on primary'],
    [c.onPrimary, c.primaryHover, AA_TEXT, 'onPrimary on primaryHover'],
    [c.primaryText, c.primarySoft, AA_TEXT, 'primaryText on primarySoft'],
    [c.onSuccess, c.success, AA_TEXT, 'onSuccess on success'],
    [c.successText, c.successSoft, AA_TEXT, 'successText on successSoft'],
    [c.onWarning, c.warning, AA_TEXT, 'onWarning on warning'],
    [c.warningText, c.warningSoft, AA_TEXT, 'warningText on warningSoft'],
    [c.onCritical, c.critical, AA_TEXT, 'onCritical on critical'],
    [c.onCritical, c.criticalHover, AA_TEXT, 'onCritical on criticalHover'],
    [c.criticalText, c.criticalSoft, AA_TEXT, 'criticalText on criticalSoft'],
    [c.onRole, c.roleAdmin, AA_TEXT, 'onRole on roleAdmin'],
    [c.onRole, c.roleModerator, AA_TEXT, 'onRole on roleModerator'],
    [c.onRole, c.roleUser, AA_TEXT, 'onRole on roleUser'],
    [c.primary, c.surfaceRaised, AA_NON_TEXT, 'primary button edge on surfaceRaised'],
    [c.critical, c.surfaceRaised, AA_NON_TEXT, 'critical button edge on surfaceRaised'],
  );
  t.letterBadge.colors.forEach((bg, i) =>
    list.push([t.letterBadge.text, bg, AA_TEXT, `letter badge text on colour ${i + 1}`]),
  );
  t.avatar.colors.forEach((bg, i) =>
    list.push([t.avatar.text, bg, AA_TEXT, `avatar initials on colour ${i + 1}`]),
  );
  return list;
}

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('%s theme colour pairs meet WCAG 2.2 AA', (_name, tokens) => {
  it.each(pairs(tokens))('%s on %s (>= %s): %s', (fg, bg, minimum) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('palettes', () => {
  it('have six distinct colours in each theme', () => {
    for (const t of [lightTokens, darkTokens]) {
      expect(new Set(t.letterBadge.colors).size).toBe(6);
      expect(new Set(t.avatar.colors).size).toBe(6);
    }
  });
  it('keep the default category colour', () => {
    expect(lightTokens.color.categoryDefault).toBe('#3b82f6');
    expect(darkTokens.color.categoryDefault).toBe('#3b82f6');
  });
});
