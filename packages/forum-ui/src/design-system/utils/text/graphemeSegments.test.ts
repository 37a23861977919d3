import { describe, expect, it } from 'vitest';
import { countGraphemes } from './graphemes.ts';
import { graphemeSegments } from './graphemeSegments.ts';

/** What Intl.Segmenter gives for the whole text at once (the rule the windows must keep). */
const native = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => ({
    segment: s.segment,
    index: s.index,
  }));

const family = '👨‍👩‍👧‍👦';
const flags = '🇵🇭🇯🇵🇺🇸';

describe('graphemeSegments', () => {
  it.each([
    ['empty', ''],
    ['short ascii', 'hello'],
    ['ascii over several windows', 'x'.repeat(3_000)],
    ['families across window ends', family.repeat(700)],
    // A regional-indicator pair split by a window's end must not shift every later flag.
    ['flags across window ends', 'a' + flags.repeat(400)],
    ['flags at an odd offset', flags.repeat(401).slice(2)],
    ['CR LF across window ends', 'ab\r\n'.repeat(900)],
    ['combining marks', 'Z̮̞̠͙͔ͅḀ̗̞͈̻̗Ḷ͙͎̯̹̞͓G̻O̭̗̮'.repeat(200)],
    ['one grapheme longer than a window', 'a' + '\u0301'.repeat(5_000) + 'b'],
    ['lone surrogates', '\uD83D x \uDC68'.repeat(500)],
    ['mixed', `ünïcödé ${family} ${flags} 中文 עברית \u202Eabc\u202C `.repeat(80)],
  ])('gives what Intl.Segmenter gives for %s', (_, text) => {
    expect([...graphemeSegments(text)]).toEqual(native(text));
  });

  it('counts a 100,000-character text (one window at a time, never the whole text per segment)', () => {
    expect(countGraphemes('é'.repeat(100_000))).toBe(100_000);
    expect(countGraphemes(family.repeat(20_000))).toBe(20_000);
  });
});
