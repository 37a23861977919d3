import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from './contrast.ts';
import { contrastPairs } from './contrastPairs.ts';
import { darkTokens, lightTokens } from './tokens.ts';

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

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('%s theme colour pairs meet WCAG 2.2 AA', (_name, tokens) => {
  it.each(contrastPairs(tokens))('$what (>= $minimum)', ({ foreground, background, minimum }) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
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
