/**
 * Whether the Saved page tells the reader they are offline. The browser's word
 * (`navigator.onLine`) is not enough: a page opened without a network is online as the browser
 * sees it on a phone whose prepaid data has run out, and in Chromium's emulation. A page the
 * service worker answered from the device's copy (`openedOffline`: the network did not answer)
 * is offline until the browser says the network came back.
 */
export function offlineNow(
  browserOnline: boolean,
  openedOffline: boolean,
  cameBackOnline: boolean,
): boolean {
  return !browserOnline || (openedOffline && !cameBackOnline);
}

/** An 'online' event since this page loaded, heard wherever the reader was in the app. */
let cameBackOnline = false;
if (typeof window !== 'undefined')
  window.addEventListener('online', () => (cameBackOnline = true), { once: true });

/** The snapshot of useSyncExternalStore: offlineNow, as the browser is now. */
export const offlineSnapshot = (openedOffline: boolean) =>
  offlineNow(navigator.onLine, openedOffline, cameBackOnline);

/** The subscription of useSyncExternalStore: the browser's 'online' and 'offline' events. */
export function onConnectionChange(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}
