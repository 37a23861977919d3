import { countGraphemes, eachGrapheme } from '../../utils/text/graphemes.ts';

/** The number of colours in the letter-badge and avatar palettes. */
export const PALETTE_SIZE = 6;

/** The letter shown when a title has nothing to show. */
export const FALLBACK_LETTER = 'T';

const significant = /[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
const blank = /^\s*$/u;

/** The first grapheme of the text that passes `test`, reading no further than it. */
export function findGrapheme(text: string, test: (g: string) => boolean): string | undefined {
  for (const g of eachGrapheme(text)) if (test(g)) return g;
  return undefined;
}

/**
 * The first character worth showing: the first letter, digit or emoji, skipping
 * leading spaces and punctuation ('[Guide] Rust' gives 'G'); failing that, the first
 * non-blank character; `undefined` for blank text.
 */
export function firstSignificantGrapheme(text: string): string | undefined {
  return (
    findGrapheme(text, (g) => significant.test(g)) ?? findGrapheme(text, (g) => !blank.test(g))
  );
}

/** Upper-cases one character, unless that would turn it into several ('ß' stays 'ß', not 'SS'). */
export function upperGrapheme(g: string): string {
  // ASCII needs no ICU (whose start is a long task on a first visit: see utils/format/dates.ts).
  if (/^[\x20-\x7e]$/.test(g)) return g.toUpperCase();
  const upper = g.toLocaleUpperCase().normalize('NFC');
  return countGraphemes(upper) === 1 ? upper : g.normalize('NFC');
}

/** The badge letter for a title: its first letter upper-cased, or 'T' when the title is empty or blank. */
export function letterFor(title: string | null | undefined): string {
  const first = firstSignificantGrapheme(title ?? '');
  return first === undefined ? FALLBACK_LETTER : upperGrapheme(first);
}

/**
 * Which palette colour (0..size-1) an item at position `n` gets: cycles through the
 * palette, wraps negative positions the same way, and treats NaN/Infinity as 0.
 */
export function paletteIndex(n: number, size: number = PALETTE_SIZE): number {
  if (!Number.isFinite(n) || size < 1) return 0;
  const i = Math.trunc(n) % size;
  return (i + size) % size;
}
