/**
 * Fills a QueryClient with the data a server-rendered page came with. Its own module, loaded
 * only when the page has embedded data (main.tsx), so the demo and the shell do not carry
 * TanStack Query's hydration code.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { savedCopyTime, showSavedCopyOnce } from '../offline/savedCopy.ts';

export function hydrateState(state: unknown): (queryClient: QueryClient) => void {
  // A page the service worker answered from its saved copy says so (offline/savedCopy.ts).
  const savedAt = savedCopyTime(document);
  return (queryClient) => {
    hydrate(queryClient, state as DehydratedState);
    if (savedAt) showSavedCopyOnce(queryClient, savedAt);
  };
}
