import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered on the server and during hydration, true from then on (and
 * from the first render of a page rendered only in the browser). For what exists only in a
 * browser, such as a portal into document.body: the server's HTML and the first render in the
 * browser then match, and React adds it right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
