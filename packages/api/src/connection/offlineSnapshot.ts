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

/** The worker's mark on this page, or null on a page the network sent. */
const copyMark = () => document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE);

/**
 * The mark the page had when the last 'online' event came, heard wherever the reader was in the
 * app (undefined: none since the page loaded). Kept with the mark it saw, so that the event
 * counts for that copy only: a page later marked again (a story, or a document swapped in) is
 * offline again until its own event.
 */
let markWhenBackOnline: string | null | undefined;
if (typeof window !== 'undefined')
  window.addEventListener('online', () => (markWhenBackOnline = copyMark()));

/**
 * Whether to tell the reader they are offline (connection.ts says when): a snapshot for
 * useSyncExternalStore, with onConnectionChange.
 */
export function offlineSnapshot(): boolean {
  const mark = copyMark();
  return offlineNow(navigator.onLine, mark !== null, mark !== null && markWhenBackOnline === mark);
}

/** The subscription of useSyncExternalStore: the browser's 'online' and 'offline' events. */
export function onConnectionChange(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}
