import { describe, expect, it } from 'vitest';
import { excerptAround, hasMatch, highlightRuns, searchTerms } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightRuns(text, query)
    .map((run) => (run.match ? `[${run.text}]` : run.text))
    .join('');

describe('searchTerms', () => {
  it('splits on white space, once per word whatever the case, longest first', () => {
    expect(searchTerms('  gpu   Budget GPU  b ')).toEqual(['Budget', 'gpu', 'b']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });
});

describe('highlightRuns', () => {
  it('marks every occurrence of every word, case-insensitively, keeping the text as written', () => {
    expect(marked('Best budget GPUs: the GPU guide', 'gpu budget')).toBe(
      'Best [budget] [GPU]s: the [GPU] guide',
    );
  });

  it('prefers the longer word where two overlap', () => {
    expect(marked('keyboards and keys', 'key keyboard')).toBe('[keyboard]s and [key]s');
  });

  it('treats the query as text, never as a pattern or markup', () => {
    expect(marked('a+b (c) [d] .* <b>x</b>', 'a+b (c) .* <b>')).toBe(
      '[a+b] [(c)] [d] [.*] [<b>]x</b>',
    );
    expect(highlightRuns('<img src=x onerror=alert(1)>', 'img')).toEqual([
      { text: '<', match: false },
      { text: 'img', match: true },
      { text: ' src=x onerror=alert(1)>', match: false },
    ]);
  });

  it('handles unicode text and queries', () => {
    expect(marked('Mga tanong sa Ñandú at 東京 — ÉCOLE', 'ñandú 東京 école')).toBe(
      'Mga tanong sa [Ñandú] at [東京] — [ÉCOLE]',
    );
    expect(marked('emoji 🎮 gaming', '🎮')).toBe('emoji [🎮] gaming');
  });

  it('gives one plain run without a query, and nothing for an empty text', () => {
    expect(highlightRuns('Some text', '   ')).toEqual([{ text: 'Some text', match: false }]);
    expect(highlightRuns('', 'gpu')).toEqual([]);
  });

  it('joins back into the original text', () => {
    const text = 'The RTX 5060 vs rtx 5070: which RTX?';
    expect(
      highlightRuns(text, 'rtx')
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });
});

describe('hasMatch', () => {
  it('tells whether a word of the query occurs', () => {
    expect(hasMatch('Mechanical keyboards', 'KEYBOARD')).toBe(true);
    expect(hasMatch('Mechanical keyboards', 'mouse')).toBe(false);
  });
});

describe('excerptAround', () => {
  const long = `${'Intro words here. '.repeat(20)}The thermals of this GPU are great. ${'More filler text. '.repeat(20)}`;

  it('keeps a short text whole', () => {
    expect(excerptAround('Short text about GPUs', 'gpu', 100)).toBe('Short text about GPUs');
  });

  it('shows a window around the first match, with ellipses where text was left out', () => {
    const excerpt = excerptAround(long, 'gpu', 80);
    expect(excerpt).toContain('GPU');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(82);
  });

  it('starts at the beginning without a match', () => {
    const excerpt = excerptAround(long, 'nothing-like-this', 40);
    expect(excerpt.startsWith('Intro words')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const emoji = `${'🎮'.repeat(50)} gpu ${'🎮'.repeat(50)}`;
    const excerpt = excerptAround(emoji, 'gpu', 30);
    expect(excerpt).toContain('gpu');
    expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/u);
  });
});
