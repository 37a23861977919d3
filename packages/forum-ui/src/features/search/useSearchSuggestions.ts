import { useAutocomplete } from '@forum/api';
import { useMemo } from 'react';
import {
  SUGGEST_DELAY_MS,
  useDebouncedValue,
  type SuggestionOption,
} from '@forum/forum-ui/design-system';
import {
  shownSuggestions,
  suggestionQuery,
  toSuggestionOptions,
} from '../../connected/suggestions.ts';

export interface SearchSuggestions {
  /** The suggestions for what is typed now, or null while there is no answer for it. */
  suggestions: SuggestionOption[] | null;
  /** A request is out for what is typed now. */
  loading: boolean;
}

/**
 * Suggestions for a search field's text: GET /search/autocomplete once the trimmed text has
 * 2 characters and 300 ms have passed without typing (the query, not the raw text, is
 * debounced, so added spaces ask nothing). useAutocomplete does the rest with TanStack Query:
 * its key is the query, so an answer only ever fills its own query's entry; a superseded request
 * is aborted through the query function's signal; repeats come from the cache; a failure is only
 * logged (spec). What shows is the answer for exactly what is typed now (shownSuggestions).
 */
export function useSearchSuggestions(typed: string): SearchSuggestions {
  const query = useDebouncedValue(suggestionQuery(typed), SUGGEST_DELAY_MS);
  const autocomplete = useAutocomplete(query ?? '');
  const { data, isFetching } = autocomplete;
  const options = useMemo(() => (data ? toSuggestionOptions(data) : null), [data]);
  const current = query !== null && query === suggestionQuery(typed);
  return {
    suggestions: options && query !== null ? shownSuggestions(typed, { query, options }) : null,
    loading: current && isFetching,
  };
}
