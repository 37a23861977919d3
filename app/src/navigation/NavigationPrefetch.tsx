import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@forum/api';
import { useDataSaver } from '@forum/forum-ui/design-system';

/**
 * Navigation that starts at the finger: the next page's declared data (app/src/pageData.ts) and
 * its code are asked for when a link is pressed (pointerdown: a finger or a mouse button down)
 * or clicked, instead of after the code has arrived and the screen has rendered; hovering
 * (100 ms) or focusing a link prefetches both, and the code of the pages linked on screen loads
 * while the page is idle (prefetchOnIntent). The listeners and the declarations load in their
 * own chunk once the page is on screen; a press before that is kept here and served as soon as
 * the chunk is there. With the data saver on, nothing is fetched before it is asked
 * for: no prefetch, and the chunk loads at the first click (a link, which it then serves, or a
 * Save for offline button).
 */
export function NavigationPrefetch({ routes }: { routes: RouteObject[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const saver = useDataSaver();
  useEffect(() => {
    /** What stops the listeners; null once this effect is cleaned up. */
    let stop: (() => void) | undefined | null;
    /** The presses (or clicks) before the listeners' chunk arrived (it reads their links). */
    const early: MouseEvent[] = [];
    // A click follows its press: only the saver, which waits for the click, keeps clicks.
    const type = saver ? 'click' : 'pointerdown';
    const load = () =>
      void import('./prefetchOnIntent.ts').then(({ prefetchOnIntent }) => {
        document.removeEventListener(type, keep, true);
        if (stop !== null) stop = prefetchOnIntent({ api, queryClient, routes, saver, early });
      });
    // With the data saver, the first click loads the chunk (which serves it).
    const keep = (event: MouseEvent) => early.push(event) === 1 && saver && load();
    document.addEventListener(type, keep, true);
    if (!saver) load();
    return () => {
      document.removeEventListener(type, keep, true);
      stop?.();
      stop = null;
    };
  }, [api, queryClient, routes, saver]);
  return null;
}
