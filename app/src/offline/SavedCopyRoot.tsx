import { useCallback, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { reconnectDelayMs } from '@forum/api';
import { SavedCopyNotice } from '@forum/forum-ui/design-system';
import { savedCopyShown } from './savedCopy.ts';

/** The start of this page's load: data older than it came with the saved page. */
const loadedAt = performance.timeOrigin;

/**
 * The notice while the page shows its saved copy's data; gone, silently, once that data has
 * come again from the network (the query cache refetches it when the connection returns).
 */
function SavedCopyBanner({ queryClient, savedAt }: { queryClient: QueryClient; savedAt: number }) {
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const shown = useSyncExternalStore(
    subscribe,
    () => savedCopyShown(cache.getAll(), loadedAt),
    () => false,
  );
  return shown ? <SavedCopyNotice savedAt={savedAt} now={loadedAt} /> : null;
}

/**
 * Renders the saved-copy notice in a root of its own, just before the app's (#root): at the top
 * of the page, above the header, outside the tree React hydrates. It watches the app's query
 * cache and goes once the page's data has come again from the network. That data is asked for
 * again, however fresh TanStack Query thinks it is (a page loaded offline never told its
 * onlineManager it was offline, so no reconnect refetch would come from there): when the
 * connection returns, and on a growing interval while the notice shows (@forum/api's reconnectDelayMs).
 */
export function showSavedCopy(queryClient: QueryClient, savedAt: number, doc = document): void {
  const cache = queryClient.getQueryCache();
  const refetchSaved = () =>
    queryClient.refetchQueries(
      { type: 'active', predicate: (query) => query.state.dataUpdatedAt < loadedAt },
      { cancelRefetch: false },
    );
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retryLater = () => {
    clearTimeout(timer);
    if (!savedCopyShown(cache.getAll(), loadedAt)) return;
    timer = setTimeout(() => void refetchSaved().then(retryLater), reconnectDelayMs(tries++));
  };
  retryLater();
  doc.defaultView?.addEventListener('online', () => {
    tries = 0;
    void refetchSaved().then(retryLater);
  });
  const container = doc.createElement('div');
  const app = doc.getElementById('root');
  if (app) app.before(container);
  else doc.body.prepend(container);
  createRoot(container).render(<SavedCopyBanner queryClient={queryClient} savedAt={savedAt} />);
}
