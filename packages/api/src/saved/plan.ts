/**
 * What saving a page for offline needs from the app: the reads its route declares (the route
 * table, app/src/pageData.ts), and its code warmed so the worker keeps it. The app provides it
 * from the module that prefetches from the same declarations, which loads after the first paint
 * (or, with the data saver on, at the first click), so none of it is
 * in a page's first download.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';

export interface SavePlan {
  /** The queries the page at `path` reads, built on `api`. */
  reads: (path: string, api: ApiClient) => readonly FetchQueryOptions[];
  /** Loads the page's code (the worker keeps what is loaded), so it runs offline. */
  warm: (path: string) => Promise<unknown>;
  /** Pages saved with every save, once: the Saved page, which lists them offline. */
  alongside: readonly string[];
}

let provided: SavePlan | undefined;
const waiting = new Set<(plan: SavePlan) => void>();

/** The app gives its plan (app/src/navigation/prefetchOnIntent.ts). */
export function provideSavePlan(plan: SavePlan): void {
  provided = plan;
  for (const resolve of waiting) resolve(plan);
  waiting.clear();
}

/** The app's plan, once given (a save started before then waits for it, at most `waitMs`). */
export function savePlan(waitMs = 10_000): Promise<SavePlan> {
  if (provided) return Promise.resolve(provided);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(resolve);
      reject(new Error('No save plan was provided'));
    }, waitMs);
    waiting.add((plan) => {
      clearTimeout(timer);
      resolve(plan);
    });
  });
}
