import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '@forum/api';
import {
  clearRecentSearches,
  parseRecentSearches,
  recentSearchesSnapshot,
  rememberSearch,
  subscribeRecentSearches,
} from './recentSearches.ts';

const serverSnapshot = () => null;

/**
 * The searches remembered on this device by whoever is signed in (newest first, at most five;
 * another member's, or a guest's, are not shown), kept the same in every search box on the page
 * and in other tabs, with the ways to add one and to clear them all.
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
  const owner = useSession().user?.id ?? null;
  const recent = useMemo(() => parseRecentSearches(raw, owner), [raw, owner]);
  const remember = useCallback((query: string) => rememberSearch(query, undefined, owner), [owner]);
  const clear = useCallback(() => clearRecentSearches(), []);
  return { recent, remember, clear };
}
