/**
 * What a page saved for offline keeps (@forum/api's saveForOffline): the reads the route table
 * declares for it, and its page module, loaded so the served site's worker keeps its chunks,
 * with what the module names as needed offline too (`warmOffline`: the thread page's windowed
 * list). It comes with the table's data declarations (navigation/prefetchOnIntent.ts provides it).
 */
import { matchRoutes } from 'react-router-dom';
import type { SavePlan } from '@forum/api';
import { pageQueries, queryOptionsOf } from '../pageData.ts';
import { routes } from '../routes.tsx';
import { preloadPages } from '../routing.tsx';

/** What a page module may export for a saved copy: the lazy code it needs offline. */
interface PageModule {
  warmOffline?: () => Promise<unknown>;
}

/**
 * The page's module, and the lazy parts it names (named there, beside their import, not here:
 * importing them here would split their chunks).
 */
async function warm(path: string): Promise<void> {
  const { pathname } = new URL(path, 'http://site.invalid');
  await preloadPages(routes, pathname);
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // The module is loaded by now: this is its cached promise, not a second download.
    const load = route.lazy as (() => Promise<PageModule>) | undefined;
    await (await load?.())?.warmOffline?.();
  }
}

export const plan: SavePlan = {
  reads: (path, api) => pageQueries(path, api).map(queryOptionsOf),
  warm,
  alongside: ['/saved'],
};
