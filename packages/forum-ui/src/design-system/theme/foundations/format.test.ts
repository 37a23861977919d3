import { describe, expect, it } from 'vitest';
import type { ContrastPair } from '../contrastPairs.ts';
import {
  contrastLines,
  formatColour,
  formatLength,
  formatMinimum,
  formatNumber,
  formatRatio,
  formatVerdict,
  lengthOf,
} from './format.ts';

describe('lengths', () => {
  it('reads px, rem and a bare zero', () => {
    expect(lengthOf('12px')).toEqual({ px: 12, rem: 0.75 });
    expect(lengthOf('1.125rem')).toEqual({ px: 18, rem: 1.125 });
    expect(lengthOf('0')).toEqual({ px: 0, rem: 0 });
  });
  it('refuses what is not a px or rem length', () => {
    expect(() => lengthOf('12')).toThrow(/Not a length/);
    expect(() => lengthOf('1em')).toThrow(/Not a length/);
  });
  it('writes px and rem', () => {
    expect(formatLength('12px')).toBe('12 px / 0.75 rem');
    expect(formatLength('0.875rem')).toBe('14 px / 0.875 rem');
    expect(formatLength('9999px')).toBe('9999 px / 624.9375 rem');
    expect(formatNumber(1 / 3)).toBe('0.3333');
  });
});

describe('formatColour', () => {
  it('writes hex in full and lower case', () => {
    expect(formatColour('#ABC')).toBe('#aabbcc');
    expect(formatColour('#1d4ed8')).toBe('#1d4ed8');
  });
  it('writes rgb and rgba as hex, with the opacity when not opaque', () => {
    expect(formatColour('rgb(255, 0, 16)')).toBe('#ff0010');
    expect(formatColour('rgba(15, 23, 42, 0.55)')).toBe('#0f172a at 55% opacity');
    expect(formatColour('rgba(0,0,0,1)')).toBe('#000000');
  });
  it('refuses what it cannot read', () => {
    expect(() => formatColour('red')).toThrow(/Not a hex colour/);
  });
});

describe('contrast figures', () => {
  it('rounds a ratio down to one decimal', () => {
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(12.68)).toBe('12.6:1');
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
  });
  it('says whether a ratio meets its AA minimum, naming the non-text one', () => {
    expect(formatVerdict(4.5, 4.5)).toBe('passes AA');
    expect(formatVerdict(4.499, 4.5)).toBe('fails AA');
    expect(formatVerdict(3.2, 3)).toBe('passes AA 3:1');
    expect(formatVerdict(2.9, 3)).toBe('fails AA 3:1');
    expect(formatMinimum(4.5)).toBe('4.5:1 text');
    expect(formatMinimum(3)).toBe('3:1 non-text');
  });
});

describe('contrastLines', () => {
  const pair = (
    foregroundRole: ContrastPair['foregroundRole'],
    foreground: string,
    backgroundRole: ContrastPair['backgroundRole'],
    background: string,
    minimum: number,
  ): ContrastPair => ({
    what: `${foregroundRole} on ${backgroundRole}`,
    foregroundRole,
    foreground,
    backgroundRole,
    background,
    minimum,
  });
  const pairs = [
    pair('text', '#000000', 'surface', '#ffffff', 4.5),
    pair('textMuted', '#767676', 'surface', '#ffffff', 4.5),
    pair('borderStrong', '#949494', 'surface', '#ffffff', 3),
    pair('text', '#000000', 'surfaceRaised', '#777777', 4.5),
  ];
  it('lists each pair a role is drawn in, with its figure', () => {
    expect(contrastLines('text', pairs)).toEqual([
      'on surface: 21:1, passes AA',
      'on surfaceRaised: 4.6:1, passes AA',
    ]);
  });
  it('gives a background the lowest pair of each kind on it', () => {
    expect(contrastLines('surface', pairs)).toEqual([
      'lowest text on it: textMuted 4.5:1, passes AA',
      'non-text on it: borderStrong 3:1, passes AA 3:1',
    ]);
  });
  it('has nothing to say of a role in no pair', () => {
    expect(contrastLines('overlay', pairs)).toEqual([]);
  });
});
