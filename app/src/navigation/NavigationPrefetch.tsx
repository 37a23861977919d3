import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@forum/api';
import { useDataSaver } from '@forum/forum-ui/design-system';

/**
 * Navigation that starts at the click: the next page's declared data (app/src/pageData.ts) is
 * asked for at the click, alongside its code, instead of after the code has arrived and the screen
 * has rendered; hovering (100 ms), focusing or touching a link prefetches both (prefetchOnIntent).
 * The listeners and the declarations load in their own chunk once the page is on screen. With
 * the data saver on, nothing is fetched before it is asked for: no prefetch on intent, and the
 * chunk loads at the first click (a link, which it then serves, or a Save for offline button).
 */
export function NavigationPrefetch({ routes }: { routes: RouteObject[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const saver = useDataSaver();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const load = (click?: MouseEvent) =>
      void import('./prefetchOnIntent.ts').then(({ prefetchOnIntent }) => {
        if (!stopped) stop = prefetchOnIntent({ api, queryClient, routes, saver, click });
      });
    // With the data saver, at the first click: a link (its page's data and code come with it)
    // or a Save for offline button (which reads the same declarations).
    const onClick = (event: MouseEvent) => {
      document.removeEventListener('click', onClick, true);
      load(event);
    };
    if (saver) document.addEventListener('click', onClick, true);
    else load();
    return () => {
      stopped = true;
      document.removeEventListener('click', onClick, true);
      stop?.();
    };
  }, [api, queryClient, routes, saver]);
  return null;
}
