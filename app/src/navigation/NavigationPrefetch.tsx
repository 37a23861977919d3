import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@forum/api';

/**
 * Navigation that starts at the click: the next page's declared data (app/src/pageData.ts) is
 * asked for at the click, alongside its code, instead of after the code has arrived and the screen
 * has rendered; hovering (100 ms), focusing or touching a link prefetches both (prefetchOnIntent).
 * The listeners and the declarations load in their own chunk once the page is on screen.
 */
export function NavigationPrefetch({ routes }: { routes: RouteObject[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./prefetchOnIntent.ts').then(({ prefetchOnIntent }) => {
      if (!stopped) stop = prefetchOnIntent({ api, queryClient, routes });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [api, queryClient, routes]);
  return null;
}
