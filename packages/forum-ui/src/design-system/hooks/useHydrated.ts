import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered on the server and during hydration, true from then on (and
 * from the first render of a page rendered only in the browser). For what exists only in a
 * browser, such as a portal into document.body: the server's HTML and the first render in the
 * browser then match, and React adds it right after hydrating.
 *
 * `differs` (default true) says whether the caller renders anything differently before
 * hydration. When it is false the answer is true on the server too, and the component is not
 * rendered again right after hydrating: React renders a useSyncExternalStore reader once more,
 * synchronously, whenever the server's answer was another, and for a screen that is its whole
 * tree (a thread of a few replies, whose server HTML is already the reader's list).
 */
export function useHydrated(differs = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => !differs,
  );
}
