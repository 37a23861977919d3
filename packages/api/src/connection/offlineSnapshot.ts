/**
 * Whether to tell the reader they are offline (connection.ts says why it differs from
 * isOffline). Its own module: it listens from the moment it loads, and the pages that only ask
 * isOffline (the thread's composer and likes) need not carry that.
 */

/**
 * The service worker's mark on a page it answered from its copy (app/worker/rules.ts,
 * SAVED_AT_ATTRIBUTE; a unit test on each side keeps them the same).
 */
export const SAVED_COPY_ATTRIBUTE = 'data-saved-at';

/** The rule of offlineSnapshot, on its three facts (the browser's word, the mark, an event). */
export function offlineNow(
  browserOnline: boolean,
  openedFromCopy: boolean,
  cameBackOnline: boolean,
): boolean {
  return !browserOnline || (openedFromCopy && !cameBackOnline);
}

/** An 'online' event since this page loaded, heard wherever the reader was in the app. */
let cameBackOnline = false;
if (typeof window !== 'undefined')
  window.addEventListener('online', () => (cameBackOnline = true), { once: true });

/**
 * Whether to tell the reader they are offline (connection.ts says when): a snapshot for
 * useSyncExternalStore, with onConnectionChange.
 */
export const offlineSnapshot = () =>
  offlineNow(
    navigator.onLine,
    document.documentElement.hasAttribute(SAVED_COPY_ATTRIBUTE),
    cameBackOnline,
  );

/** The subscription of useSyncExternalStore: the browser's 'online' and 'offline' events. */
export function onConnectionChange(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}
