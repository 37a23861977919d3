/**
 * Search suggestions while typing (spec, sections 4, 5 and 9): they are asked for once the
 * trimmed text has 2 characters and has not changed for 300 ms, and shown only once that
 * request has returned. Plain functions, with no React; the requests themselves (one per
 * pause, superseded ones aborted, answers cached) are TanStack Query's, through
 * `useAutocomplete` fed by a debounced query (features/search/useSearchSuggestions.ts).
 *
 * `shownSuggestions` is the one rule for what a list may show: the answer for exactly what is
 * typed now, or nothing.
 */
import { CONTRACT_LIMITS, type Suggestion } from '@forum/api';
import {
  SUGGEST_MIN_LENGTH,
  type SuggestionAnswer,
  type SuggestionKind,
  type SuggestionOption,
} from '@forum/forum-ui/design-system';

/** The query suggestions are asked for: the trimmed text, or null when it is too short. */
export function suggestionQuery(typed: string | null | undefined): string | null {
  const query = (typed ?? '').trim();
  const points = Array.from(query).length;
  // Longer than GET /search/autocomplete takes (code points, openapi.yaml): nothing to suggest.
  return points >= SUGGEST_MIN_LENGTH && points <= CONTRACT_LIMITS.autocompleteQuery ? query : null;
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
