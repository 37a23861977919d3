/**
 * What a page saved for offline keeps (@forum/api's saveForOffline): the reads the route table
 * declares for it, and its page module, loaded so the served site's worker keeps its chunks.
 * It comes with the table's data declarations (navigation/prefetchOnIntent.ts provides it).
 */
import type { SavePlan } from '@forum/api';
import { pageQueries, queryOptionsOf } from '../pageData.ts';
import { routes } from '../routes.tsx';
import { preloadPages } from '../routing.tsx';

/** The page's module (its lazy parts are not warmed: naming them here would split their chunks). */
const warm = (path: string) => preloadPages(routes, new URL(path, 'http://site.invalid').pathname);

export const plan: SavePlan = {
  reads: (path, api) => pageQueries(path, api).map(queryOptionsOf),
  warm,
  alongside: ['/saved'],
};
