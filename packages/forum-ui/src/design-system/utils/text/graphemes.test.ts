import { describe, expect, it } from 'vitest';
import {
  eachGrapheme,
  graphemes,
  countGraphemes,
  cutGraphemes,
  cutToCodePoints,
  fitQuery,
  measureAgainst,
} from './graphemes.ts';

const family = '👨‍👩‍👧‍👦';
const flag = '🇺🇦';
const accented = 'e\u0301'; // e + combining acute: one character
const hindi = 'नमस्ते'; // 3 grapheme clusters... checked below against Intl.Segmenter's answer

describe('graphemes and eachGrapheme', () => {
  it('split into user-perceived characters, plain ASCII and not', () => {
    expect(graphemes('a👩‍💻é')).toEqual(['a', '👩‍💻', 'é']);
    expect(graphemes('e\u0301🇵🇭')).toEqual(['e\u0301', '🇵🇭']);
    expect(graphemes('Hi!')).toEqual(['H', 'i', '!']);
    expect(graphemes('a\r\nb')).toEqual(['a', '\r\n', 'b']);
    expect(graphemes('')).toEqual([]);
  });

  it('reads only as far as it is asked', () => {
    const letters = eachGrapheme(`👨‍👩‍👧‍👦${'x'.repeat(1_000_000)}`);
    expect(letters.next().value).toBe('👨‍👩‍👧‍👦');
    expect(letters.next().value).toBe('x');
  });
});

describe('countGraphemes', () => {
  it('counts ASCII by its length', () => {
    expect(countGraphemes('')).toBe(0);
    expect(countGraphemes('hello world')).toBe(11);
    expect(countGraphemes('x'.repeat(100_000))).toBe(100_000);
  });

  it('counts an emoji family, a flag and a combining mark as one character each', () => {
    expect(family.length).toBe(11);
    expect(countGraphemes(family)).toBe(1);
    expect(countGraphemes(flag)).toBe(1);
    expect(countGraphemes(accented)).toBe(1);
    expect(countGraphemes(family.repeat(50))).toBe(50);
    expect(countGraphemes(`a${family}b${flag}c`)).toBe(5);
  });

  it('counts CR LF as one character, as a person sees one line break', () => {
    expect(countGraphemes('a\r\nb')).toBe(3);
  });

  it('counts scripts that combine letters as the segmenter does', () => {
    const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(hindi)];
    expect(countGraphemes(hindi)).toBe(segments.length);
    expect(countGraphemes(hindi)).toBeLessThan(hindi.length);
  });

  it('counts right-to-left overrides and zero-width characters like any other', () => {
    expect(countGraphemes('\u202Eabc')).toBe(4);
    expect(countGraphemes('a\u200Bb')).toBe(3);
  });
});

describe('cutGraphemes', () => {
  it('returns a text within the limit as it is', () => {
    expect(cutGraphemes('abc', 3)).toBe('abc');
    expect(cutGraphemes(family.repeat(3), 3)).toBe(family.repeat(3));
  });

  it('cuts ASCII to the limit', () => {
    expect(cutGraphemes('abcdef', 4)).toBe('abcd');
    expect(cutGraphemes('abc', 0)).toBe('');
  });

  it('never leaves part of an emoji family: it stays whole or goes whole', () => {
    const text = 'x'.repeat(254) + family + 'tail';
    const cut = cutGraphemes(text, 255);
    expect(cut).toBe('x'.repeat(254) + family);
    expect(countGraphemes(cut)).toBe(255);
    expect(cutGraphemes(text, 254)).toBe('x'.repeat(254));
    // A cut by UTF-16 units (what the browser's maxlength does) would leave a lone 👨.
    expect(text.slice(0, 255)).toBe('x'.repeat(254) + '\u{D83D}');
  });

  it('cuts 50 families to whole families', () => {
    const cut = cutGraphemes(family.repeat(50), 7);
    expect(cut).toBe(family.repeat(7));
  });

  it('keeps a combining mark with its letter', () => {
    expect(cutGraphemes(`ab${accented}`, 3)).toBe(`ab${accented}`);
    expect(cutGraphemes(`ab${accented}d`, 3)).toBe(`ab${accented}`);
    expect(cutGraphemes(`ab${accented}`, 2)).toBe('ab');
  });
});

describe('measureAgainst', () => {
  it('says how far a text is from its limit', () => {
    expect(measureAgainst('abc', 255)).toEqual({
      count: 3,
      max: 255,
      over: 0,
      left: 252,
      near: false,
    });
    expect(measureAgainst('x'.repeat(267), 255)).toMatchObject({ count: 267, over: 12, left: 0 });
  });

  it('is near the limit within its last tenth, or its last 10 characters for a short limit', () => {
    expect(measureAgainst('x'.repeat(228), 255).near).toBe(false);
    expect(measureAgainst('x'.repeat(229), 255).near).toBe(true);
    expect(measureAgainst('x'.repeat(89), 100).near).toBe(false);
    expect(measureAgainst('x'.repeat(90), 100).near).toBe(true);
    expect(measureAgainst('x'.repeat(4_499), 5_000).near).toBe(false);
    expect(measureAgainst('x'.repeat(4_500), 5_000).near).toBe(true);
    expect(measureAgainst('x'.repeat(300), 255).near).toBe(true);
  });
});

describe('cutToCodePoints', () => {
  const family = '👨‍👩‍👧‍👦'; // one grapheme, seven code points
  it('keeps what fits, and cuts between graphemes to at most max code points', () => {
    expect(cutToCodePoints('abc', 5)).toBe('abc');
    expect(cutToCodePoints('x'.repeat(300), 255)).toBe('x'.repeat(255));
    expect(cutToCodePoints(`ab${family}`, 8)).toBe('ab');
    expect(cutToCodePoints(`ab${family}c`, 9)).toBe(`ab${family}`);
    expect(cutToCodePoints('😀😀😀', 2)).toBe('😀😀');
  });
});

describe('fitQuery', () => {
  it('trims, and says when it had to cut for the server', () => {
    expect(fitQuery('  gpu  ', 255)).toEqual({ query: 'gpu', shortened: false });
    expect(fitQuery('x'.repeat(256), 255)).toEqual({ query: 'x'.repeat(255), shortened: true });
    // Cut right after a space: the query is trimmed again.
    expect(fitQuery(`${'x'.repeat(254)} yz`, 255)).toEqual({
      query: 'x'.repeat(254),
      shortened: true,
    });
  });
});
