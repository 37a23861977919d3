/**
 * Search suggestions while typing (spec, sections 4, 5 and 9), as the design system's combobox
 * shows them: the spec's timings and sizes, and what a suggestion is. The rules that read the
 * server's answers (what is asked, what is shown) are connected/suggestions.ts.
 */

/** Quiet time before suggestions are asked for (spec: 300 ms). */
export const SUGGEST_DELAY_MS = 300;
/** Characters (trimmed) before suggestions are asked for (spec: 2). */
export const SUGGEST_MIN_LENGTH = 2;
/** The list hides this long after the field loses focus (spec: 200 ms). */
export const SUGGEST_HIDE_DELAY_MS = 200;
/** The list is at most this high, in CSS pixels; it scrolls beyond (spec: 300 px). */
export const SUGGESTIONS_MAX_HEIGHT = 300;

/** What a suggestion is; a plain string suggestion is a search term. */
export type SuggestionKind = 'thread' | 'post' | 'user' | 'category' | 'term';

/** A suggestion as a list shows it. */
export interface SuggestionOption {
  /** Unique within one list. */
  key: string;
  /** The title (threads, posts, categories) or the name (users); what choosing searches for. */
  label: string;
  kind: SuggestionKind;
}

/** The suggestions the server gave for one query. */
export interface SuggestionAnswer {
  query: string;
  options: SuggestionOption[];
}
