/**
 * What a page saved for offline keeps (@forum/api's saveForOffline): the reads the route table
 * declares for it, and its page module, loaded so the served site's worker keeps its chunks.
 * It comes with the table's data declarations (navigation/prefetchOnIntent.ts provides it).
 */
import type { SavePlan } from '@forum/api';
import { loadReadingParts } from '@forum/forum-ui/features/thread';
import { pageQueries, queryOptionsOf } from '../pageData.ts';
import { pageFor } from '../pages.ts';
import { routes } from '../routes.tsx';
import { preloadPages } from '../routing.tsx';

/** The page's module, and for a thread the parts that load after it (its windowed list). */
async function warm(path: string): Promise<unknown> {
  const { pathname } = new URL(path, 'http://site.invalid');
  await preloadPages(routes, pathname);
  return pageFor(pathname).page?.module === 'thread' ? loadReadingParts() : undefined;
}

export const plan: SavePlan = {
  reads: (path, api) => pageQueries(path, api).map(queryOptionsOf),
  warm,
  alongside: ['/saved'],
};
