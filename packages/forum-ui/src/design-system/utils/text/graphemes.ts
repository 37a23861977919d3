/**
 * Text lengths as a person counts them: in graphemes (user-perceived characters), with
 * `Intl.Segmenter`. A family emoji (👨‍👩‍👧‍👦, seven code points, eleven UTF-16 units) is one
 * character, an accented letter written as letter + combining mark is one, a flag is one.
 * Pure functions, unit tested beside this file.
 */

import { graphemeSegments } from './graphemeSegments.ts';

// Every loop below goes through graphemeSegments: Intl.Segmenter a window at a time, linear in
// the text's length (a pasted 100,000-character text is counted at once, not in seconds).

/** Whether every UTF-16 unit of the text is its own grapheme for sure (plain ASCII, no CR LF). */
function isSimple(text: string): boolean {
  return /^[\x20-\x7e\t\n]*$/.test(text);
}

/**
 * The text's graphemes, one by one, as they are asked for: finding the first letter of a title
 * reads no further than that letter. Plain ASCII is split by UTF-16 unit without
 * `Intl.Segmenter`, whose first use loads the break rules (tens of milliseconds on a phone, in
 * the middle of the first render of a page of letter badges and avatars).
 */
export function* eachGrapheme(text: string): Generator<string, void, undefined> {
  if (isSimple(text)) {
    yield* text;
    return;
  }
  for (const { segment } of graphemeSegments(text)) yield segment;
}

/** The text split into graphemes ('é', '🇵🇭' and '👩‍💻' each stay whole). */
export function graphemes(text: string): string[] {
  return Array.from(eachGrapheme(text));
}

/** How many graphemes (characters a person sees) the text has. */
export function countGraphemes(text: string): number {
  if (isSimple(text)) return text.length;
  let count = 0;
  for (const _ of graphemeSegments(text)) count += 1;
  return count;
}

/**
 * The text cut to at most `max` graphemes, never inside one (a family emoji stays whole or goes
 * whole: never a lone 👨). Returns the text itself when it is not longer.
 */
export function cutGraphemes(text: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  if (text.length <= limit) return text;
  if (isSimple(text)) return text.slice(0, limit);
  let count = 0;
  for (const { index } of graphemeSegments(text)) {
    if (count === limit) return text.slice(0, index);
    count += 1;
  }
  return text;
}

/**
 * The longest start of `text`, cut between graphemes, that holds at most `max` code points: what
 * a server that counts code points (the mock, like Laravel's mb_strlen and JSON Schema's
 * maxLength) accepts. A family emoji is one grapheme but seven code points: it stays whole or
 * goes whole, never a lone 👨.
 */
export function cutToCodePoints(text: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  if (text.length <= limit) return text; // UTF-16 units are never fewer than code points
  let points = 0;
  for (const { segment, index } of graphemeSegments(text)) {
    const size = [...segment].length;
    if (points + size > limit) return text.slice(0, index);
    points += size;
  }
  return text;
}

/** A typed search as the server takes it, and whether it had to be shortened for it. */
export interface FittedQuery {
  /** Trimmed, and at most `max` code points, cut between graphemes. */
  query: string;
  /** The text was longer than the server takes: the screen says so. */
  shortened: boolean;
}

/** The one rule for a search sent to the server: trimmed, then cut (cutToCodePoints) if need be. */
export function fitQuery(text: string, max: number): FittedQuery {
  const trimmed = text.trim();
  const cut = cutToCodePoints(trimmed, max);
  return cut === trimmed
    ? { query: trimmed, shortened: false }
    : { query: cut.trim(), shortened: true };
}

/** How a text stands against a limit in graphemes. */
export interface GraphemeLimit {
  /** Graphemes in the text. */
  count: number;
  /** The limit. */
  max: number;
  /** Graphemes over the limit (0 when within it). */
  over: number;
  /** Graphemes left before the limit (0 when at or over it). */
  left: number;
  /** Within the last tenth of the limit (or 10 characters, whichever is more) or over it. */
  near: boolean;
}

/** Counts the text against a limit of `max` graphemes. */
export function measureAgainst(text: string, max: number): GraphemeLimit {
  const count = countGraphemes(text);
  const over = Math.max(0, count - max);
  const left = Math.max(0, max - count);
  return { count, max, over, left, near: left <= Math.max(10, Math.ceil(max / 10)) };
}
