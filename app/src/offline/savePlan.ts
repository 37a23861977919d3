/**
 * What a page saved for offline keeps (@forum/api's saveForOffline): the reads the route table
 * declares for it, and its page module, loaded so the served site's worker keeps its chunks.
 * Loaded at the first save (main.tsx names it), with the table's data declarations.
 */
import type { SavePlan } from '@forum/api';
import { pageQueries, queryOptionsOf } from '../pageData.ts';
import { routes } from '../routes.tsx';
import { preloadPages } from '../routing.tsx';

export const plan: SavePlan = {
  reads: (path, api) => pageQueries(path, api).map(queryOptionsOf),
  warm: (path) => preloadPages(routes, new URL(path, 'http://site.invalid').pathname),
  alongside: ['/saved'],
};
