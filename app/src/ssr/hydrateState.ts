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
    const dehydrated = state as DehydratedState;
    hydrate(queryClient, dehydrated);
    // The server sends a query's error only for the not-found page (a 404: any other failure
    // sends the shell), an answer as final as data. TanStack Query would ask again as the page
    // mounts (retryOnMount), so the first render would be the loading state where the server
    // wrote "not found", and React would throw the server's markup away: kept as it came.
    for (const query of dehydrated.queries)
      if (query.state.status === 'error')
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    if (savedAt) showSavedCopyOnce(queryClient, savedAt);
  };
}
