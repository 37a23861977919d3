/**
 * Matched words in search results, found without HTML: a text is split into runs, each marked
 * as a match or not, and a view renders the matches as <mark> elements. Nothing from the
 * server or the query is ever parsed as markup, so a result cannot inject any.
 * Pure functions.
 */

/** A piece of a text: the words of a match, or the text between matches. */
export interface TextRun {
  text: string;
  match: boolean;
}

/**
 * The words of a query, as the search matches them: split on white space, each once
 * (case-insensitively), longest first so a longer word wins where two overlap.
 */
export function searchTerms(query: string | null | undefined): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of (query ?? '').split(/\s+/u)) {
    const key = word.toLocaleLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    terms.push(word);
  }
  return terms.sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern that finds any of the terms, case-insensitively, in any script. */
function termPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  return new RegExp(terms.map(escapeRegExp).join('|'), 'giu');
}

/**
 * `text` as runs: every occurrence of a word of `query` (case-insensitive) is a match run;
 * neighbouring text is a plain run. Empty runs are left out; an empty query gives the whole
 * text as one plain run.
 */
export function highlightRuns(text: string, query: string): TextRun[] {
  if (!text) return [];
  const pattern = termPattern(searchTerms(query));
  if (!pattern) return [{ text, match: false }];
  const runs: TextRun[] = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > at) runs.push({ text: text.slice(at, start), match: false });
    runs.push({ text: found[0], match: true });
    at = start + found[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false });
  return runs;
}

/** Whether any word of `query` occurs in `text`. */
export function hasMatch(text: string, query: string): boolean {
  return highlightRuns(text, query).some((run) => run.match);
}

/**
 * A window of `text` around its first match, at most about `max` characters, with '…' where
 * text was left out at either end, so a long post shows the words that made it a result.
 * Without a match it is the start of the text. Cuts fall on spaces where one is near.
 */
export function excerptAround(text: string, query: string, max = 220): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const pattern = termPattern(searchTerms(query));
  const first = pattern ? text.search(pattern) : -1;
  // Positions in user-perceived terms: count code points before the match.
  const matchAt = first > 0 ? Array.from(text.slice(0, first)).length : 0;
  let start = Math.max(0, Math.min(matchAt - Math.floor(max / 4), chars.length - max));
  let end = Math.min(chars.length, start + max);
  if (start > 0) {
    const space = chars.indexOf(' ', start);
    if (space !== -1 && space < matchAt && space - start < 20) start = space + 1;
  }
  if (end < chars.length) {
    const space = chars.lastIndexOf(' ', end);
    if (space > start && end - space < 20) end = space;
  }
  const body = chars.slice(start, end).join('').trim();
  return `${start > 0 ? '…' : ''}${body}${end < chars.length ? '…' : ''}`;
}
