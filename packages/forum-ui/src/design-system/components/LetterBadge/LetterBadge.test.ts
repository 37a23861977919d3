import { describe, expect, it } from 'vitest';
import { findGrapheme, letterFor, paletteIndex } from './LetterBadge.utils.ts';

describe('letterFor', () => {
  it('upper-cases the first letter of a title', () => {
    expect(letterFor('tips for new linux users')).toBe('T');
    expect(letterFor('Rust 2.0 released')).toBe('R');
    expect(letterFor('graphics cards')).toBe('G');
  });

  it("gives 'T' for an empty, blank or missing title", () => {
    expect(letterFor('')).toBe('T');
    expect(letterFor('   \n\t ')).toBe('T');
    expect(letterFor(null)).toBe('T');
    expect(letterFor(undefined)).toBe('T');
  });

  it('ignores leading spaces and punctuation', () => {
    expect(letterFor('   hello')).toBe('H');
    expect(letterFor('[Guide] Rust ownership')).toBe('G');
    expect(letterFor('"Quoted" title')).toBe('Q');
    expect(letterFor('#1 tip')).toBe('1');
  });

  it('keeps punctuation when there is nothing else', () => {
    expect(letterFor('???')).toBe('?');
  });

  it('keeps accented letters whole, precomposed or combining', () => {
    expect(letterFor('élan vital')).toBe('É');
    expect(letterFor('e\u0301lan vital')).toBe('É');
    expect(letterFor('ñandú')).toBe('Ñ');
    expect(letterFor('ångström')).toBe('Å');
  });

  it('does not turn one letter into two', () => {
    expect(letterFor('ßtraße')).toBe('ß');
  });

  it('keeps emoji whole: single, with skin tone, joined sequences and flags', () => {
    expect(letterFor('🚀 Launch day')).toBe('🚀');
    expect(letterFor('👍🏽 thanks')).toBe('👍🏽');
    expect(letterFor('👩‍💻 coding')).toBe('👩‍💻');
    expect(letterFor('🇵🇭 Pilipinas')).toBe('🇵🇭');
  });

  it('handles non-Latin scripts', () => {
    expect(letterFor('東京のイベント')).toBe('東');
    expect(letterFor('привет')).toBe('П');
    expect(letterFor('Magandang umaga')).toBe('M');
  });
});

describe('findGrapheme', () => {
  it('gives the first whole character that passes the test', () => {
    expect(findGrapheme('-- 👩‍💻é', (g) => /\p{Extended_Pictographic}/u.test(g))).toBe('👩‍💻');
    expect(findGrapheme('e\u0301x', (g) => g !== 'x')).toBe('e\u0301');
    expect(findGrapheme('abc', () => false)).toBeUndefined();
  });
});

describe('paletteIndex', () => {
  it('cycles through six colours by position', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12].map((n) => paletteIndex(n))).toEqual([
      0, 1, 2, 3, 4, 5, 0, 1, 0,
    ]);
  });

  it('wraps negative positions into the palette', () => {
    expect(paletteIndex(-1)).toBe(5);
    expect(paletteIndex(-6)).toBe(0);
    expect(paletteIndex(-7)).toBe(5);
    expect(Object.is(paletteIndex(-0), 0)).toBe(true);
  });

  it('handles large positions', () => {
    expect(paletteIndex(1_000_003)).toBe(1);
    expect(paletteIndex(Number.MAX_SAFE_INTEGER)).toBe(1);
    expect(paletteIndex(-Number.MAX_SAFE_INTEGER)).toBe(5);
  });

  it('treats fractions by their whole part and non-finite values as 0', () => {
    expect(paletteIndex(7.9)).toBe(1);
    expect(paletteIndex(Number.NaN)).toBe(0);
    expect(paletteIndex(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('works for other palette sizes', () => {
    expect(paletteIndex(5, 4)).toBe(1);
    expect(paletteIndex(-1, 4)).toBe(3);
  });
});
