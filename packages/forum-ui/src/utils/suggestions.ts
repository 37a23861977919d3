/**
 * Search suggestions while typing (spec, sections 4, 5 and 9): they are asked for once the
 * trimmed text has 2 characters and has not changed for 300 ms, and shown only once that
 * request has returned. Plain functions and one small controller, with no React:
 *
 * - `createSuggester` sends at most one request per pause in typing, aborts a request as soon
 *   as the text moves on (openapi-fetch passes the AbortSignal to fetch), and never lets an
 *   older answer replace a newer one: an answer is delivered only while its query is still
 *   the latest. Answers are remembered, so going back to a query asks nothing again.
 * - `shownSuggestions` is the one rule for what a list may show: the answer for exactly what
 *   is typed now, or nothing.
 */
import type { Suggestion } from '@forum/api';

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

/** The query suggestions are asked for: the trimmed text, or null when it is too short. */
export function suggestionQuery(typed: string | null | undefined): string | null {
  const query = (typed ?? '').trim();
  return Array.from(query).length >= SUGGEST_MIN_LENGTH ? query : null;
}

/** The text of a suggestion: itself when a string, else its title or its name. */
export function suggestionLabel(suggestion: Suggestion): string {
  if (typeof suggestion === 'string') return suggestion.trim();
  return (suggestion.title ?? suggestion.name ?? '').trim();
}

/**
 * The server's suggestions as options: each labelled with its kind, without empty ones, and
 * without repeats (the same kind and label twice would search for the same thing).
 */
export function toSuggestionOptions(list: readonly Suggestion[]): SuggestionOption[] {
  const seen = new Set<string>();
  const options: SuggestionOption[] = [];
  for (const suggestion of list) {
    const label = suggestionLabel(suggestion);
    if (!label) continue;
    const kind: SuggestionKind = typeof suggestion === 'string' ? 'term' : suggestion.type;
    const dedupe = `${kind}\n${label.toLocaleLowerCase()}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    const id = typeof suggestion === 'string' ? label : String(suggestion.id);
    options.push({ key: `${kind}:${id}`, label, kind });
  }
  return options;
}

/**
 * What a suggestion list may show for `typed`: the answer given for exactly this query, or
 * null (nothing to show yet, or the text is too short). An answer for an older text is never
 * shown, however late it arrives.
 */
export function shownSuggestions(
  typed: string,
  answer: SuggestionAnswer | null | undefined,
): SuggestionOption[] | null {
  const query = suggestionQuery(typed);
  return query !== null && answer?.query === query ? answer.options : null;
}

/** 'waiting': the text changed and the quiet time runs; 'loading': a request is out. */
export type SuggesterStatus = 'idle' | 'waiting' | 'loading';

/** The timer functions used (the global ones by default; fake ones in tests). */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SuggesterOptions {
  /** Asks the server; must honour the signal (openapi-fetch's `signal`). */
  fetch: (query: string, signal: AbortSignal) => Promise<readonly Suggestion[]>;
  /** An answer for the latest query. */
  onAnswer: (answer: SuggestionAnswer) => void;
  onStatus?: (status: SuggesterStatus) => void;
  /** A request failed (not an abort): the spec only logs it. */
  onError?: (error: unknown, query: string) => void;
  delayMs?: number;
  /** How many answers are remembered (default 20). */
  cacheSize?: number;
  timers?: Timers;
}

export interface Suggester {
  /** The text in the field changed. */
  input: (typed: string) => void;
  /** Stops everything: the timer, the request, later callbacks. */
  dispose: () => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The request side of suggestions; see the module comment. */
export function createSuggester({
  fetch,
  onAnswer,
  onStatus,
  onError,
  delayMs = SUGGEST_DELAY_MS,
  cacheSize = 20,
  timers = globalTimers,
}: SuggesterOptions): Suggester {
  /** The query the field wants now (null: none). */
  let latest: string | null = null;
  let timer: unknown;
  let request: AbortController | null = null;
  let status: SuggesterStatus = 'idle';
  let disposed = false;
  const cache = new Map<string, SuggestionOption[]>();

  const setStatus = (next: SuggesterStatus) => {
    if (next === status || disposed) return;
    status = next;
    onStatus?.(next);
  };
  const stopTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const abortRequest = () => {
    request?.abort();
    request = null;
  };
  const remember = (query: string, options: SuggestionOption[]) => {
    cache.delete(query);
    cache.set(query, options);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  const run = (query: string) => {
    timer = undefined;
    const known = cache.get(query);
    if (known) {
      setStatus('idle');
      onAnswer({ query, options: known });
      return;
    }
    const controller = new AbortController();
    request = controller;
    setStatus('loading');
    fetch(query, controller.signal).then(
      (list) => {
        if (disposed || controller.signal.aborted || latest !== query) return;
        request = null;
        const options = toSuggestionOptions(list);
        remember(query, options);
        setStatus('idle');
        onAnswer({ query, options });
      },
      (error: unknown) => {
        if (disposed || controller.signal.aborted) return;
        if (request === controller) request = null;
        if (latest === query) setStatus('idle');
        onError?.(error, query);
      },
    );
  };

  return {
    input(typed) {
      if (disposed) return;
      const query = suggestionQuery(typed);
      if (query === latest) return;
      latest = query;
      stopTimer();
      // Whatever is out was asked for an older text: its answer could only be stale.
      abortRequest();
      if (query === null) {
        setStatus('idle');
        return;
      }
      setStatus('waiting');
      timer = timers.setTimeout(() => run(query), delayMs);
    },
    dispose() {
      stopTimer();
      abortRequest();
      disposed = true;
    },
  };
}
