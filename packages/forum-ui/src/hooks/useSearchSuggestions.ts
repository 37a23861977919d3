import { useEffect, useRef, useState } from 'react';
import { useSuggestionFetcher } from '@forum/api';
import {
  createSuggester,
  shownSuggestions,
  type SuggesterStatus,
  type Suggester,
  type SuggestionAnswer,
  type SuggestionOption,
} from '../utils/suggestions.ts';

export interface SearchSuggestions {
  /** The suggestions for what is typed now, or null while there is no answer for it. */
  suggestions: SuggestionOption[] | null;
  /** A request is out for what is typed now. */
  loading: boolean;
}

/**
 * Suggestions for a search field's text: GET /search/autocomplete once the trimmed text has
 * 2 characters and 300 ms have passed without typing; stale requests are aborted and a late
 * answer for older text is never shown (createSuggester). A failure is only logged (spec).
 */
export function useSearchSuggestions(typed: string): SearchSuggestions {
  const fetchSuggestions = useSuggestionFetcher();
  const [answer, setAnswer] = useState<SuggestionAnswer | null>(null);
  const [status, setStatus] = useState<SuggesterStatus>('idle');
  const suggester = useRef<Suggester | null>(null);
  const latestTyped = useRef(typed);

  useEffect(() => {
    const created = createSuggester({
      fetch: fetchSuggestions,
      onAnswer: setAnswer,
      onStatus: setStatus,
      onError: (error, query) => {
        console.error(`Search suggestions for "${query}" failed:`, error);
      },
    });
    suggester.current = created;
    created.input(latestTyped.current);
    return () => {
      created.dispose();
      suggester.current = null;
      setStatus('idle');
    };
  }, [fetchSuggestions]);

  useEffect(() => {
    latestTyped.current = typed;
    suggester.current?.input(typed);
  }, [typed]);

  return { suggestions: shownSuggestions(typed, answer), loading: status === 'loading' };
}
