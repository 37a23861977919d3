/**
 * A page served from the service worker's saved copy (the network failed or was too slow): the
 * worker marks its `<html>` element with the time the server sent it (app/worker/rules.ts,
 * markSavedCopy), and the page says "Saved copy from 10:42" until its data has come again from
 * the network. Plain functions; SavedCopy.tsx reads them.
 */
import type { QueryClient } from '@tanstack/react-query';

/** When the page's saved copy was sent (ms), or 0 when the page came from the network. */
export function savedCopyTime(doc: Document): number {
  return Number(doc.documentElement.dataset.savedAt) || 0;
}

/** What savedCopyShown reads of a query in the cache. */
export interface ShownQuery {
  isActive(): boolean;
  state: { data: unknown; dataUpdatedAt: number };
}

/**
 * Whether the page still shows data of its saved copy: a query on screen whose data is older
 * than this page's load (`loadedAt`), which only the saved page's state can have given it. Once
 * each has come again from the network (TanStack Query refetches when the connection returns),
 * none is.
 */
export function savedCopyShown(queries: readonly ShownQuery[], loadedAt: number): boolean {
  return queries.some(
    (query) =>
      query.isActive() && query.state.data !== undefined && query.state.dataUpdatedAt < loadedAt,
  );
}

let shown = false;

/**
 * Shows the notice for a page from the saved copy, once per page load, in a root of its own
 * above the app (SavedCopyRoot.tsx, loaded only then): a page from the network carries none of
 * it, and the app's hydration is not touched. `queryClient` is the app's, whose data it watches.
 */
export function showSavedCopyOnce(queryClient: QueryClient, savedAt: number): void {
  if (shown) return;
  shown = true;
  void import('./SavedCopyRoot.tsx').then(({ showSavedCopy }) =>
    showSavedCopy(queryClient, savedAt),
  );
}
