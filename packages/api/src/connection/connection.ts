/**
 * Whether this page has a network: the site's two questions, answered in one place.
 *
 * - `isOffline()`: should an action be kept on the device rather than sent? The browser, or
 *   TanStack Query (which would hold a mutation until the network returns), says there is no
 *   network. The outbox's sender asks it too, before each try; it must not count the saved-copy
 *   mark, or a page opened offline would never try again when the network comes back without an
 *   `online` event (a cell whose prepaid data was topped up).
 * - `offlineSnapshot()`: should the reader be told they are offline? Also a page the service
 *   worker answered from the device's copy (its mark on `<html>`: the network did not answer),
 *   until the browser says the network came back. `navigator.onLine` alone stays true on a page
 *   opened without a network, on a phone whose prepaid data has run out and in Chromium's
 *   emulation. Its own module (offlineSnapshot.ts), which listens from the moment it loads.
 */
import { onlineManager } from '@tanstack/react-query';

/** Whether an action should be kept rather than sent (see the top of this file). In a handler. */
export const isOffline = () =>
  !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false);
