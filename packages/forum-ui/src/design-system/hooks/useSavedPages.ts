import { useSyncExternalStore } from 'react';

/*
 * The pages this device keeps for reading offline: the paths of this site's pages in the
 * browser's Cache Storage, where the served site's service worker saves each page it loads (the
 * last 50). Lists mark a thread whose page is among them ("Available offline"). Read in the
 * browser only, once hydrated (the server, and a page being hydrated, know of none), again each
 * time a list appears and when the tab is shown again.
 */

const NONE: ReadonlySet<string> = new Set();
let saved = NONE;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The paths of `origin`'s addresses kept in any of the caches of `storage`. */
export async function readSavedPaths(
  storage: Pick<CacheStorage, 'keys' | 'open'>,
  origin: string,
): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const name of await storage.keys())
    for (const request of await (await storage.open(name)).keys()) {
      const url = new URL(request.url);
      if (url.origin === origin) paths.add(url.pathname);
    }
  return paths;
}

function refresh() {
  if (typeof caches === 'undefined' || reading) return;
  reading = readSavedPaths(caches, location.origin)
    .then((paths) => {
      saved = paths;
      for (const listener of [...listeners]) listener();
    })
    .catch(() => undefined)
    .finally(() => (reading = undefined));
}

const onShown = () => {
  if (document.visibilityState === 'visible') refresh();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    refresh();
    document.addEventListener('visibilitychange', onShown);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onShown);
  };
}

/** The paths of the pages kept on this device for reading offline (none on the server). */
export function useSavedPages(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => saved,
    () => NONE,
  );
}
