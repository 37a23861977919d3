import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  clearRecentSearches,
  parseRecentSearches,
  recentSearchesSnapshot,
  rememberSearch,
  subscribeRecentSearches,
} from './recentSearches.ts';

const serverSnapshot = () => null;

/**
 * The searches remembered on this device (newest first, at most five), kept the same in every
 * search box on the page and in other tabs, with the ways to add one and to clear them all.
 */
export function useRecentSearches(): {
  recent: string[];
  remember: (query: string) => void;
  clear: () => void;
} {
  const raw = useSyncExternalStore(
    subscribeRecentSearches,
    () => recentSearchesSnapshot(),
    serverSnapshot,
  );
  const recent = useMemo(() => parseRecentSearches(raw), [raw]);
  const remember = useCallback((query: string) => rememberSearch(query), []);
  const clear = useCallback(() => clearRecentSearches(), []);
  return { recent, remember, clear };
}
