/**
 * The service worker that demo mode and Storybook register: MSW's own worker
 * (mockServiceWorker.js, written by `msw init`; never edit it), shown only the API's requests.
 *
 * MSW's worker sends every request the page makes to the page's main thread and waits for the
 * answer "not mine, fetch it", then streams the response back to the page as well. For the
 * API that is the mock backend; for the app's scripts, styles, fonts and Vite's modules it is a
 * round trip through a main thread that is busy starting the page. Those requests never have a
 * handler, so this listener, registered first, stops the event before MSW's listener sees it,
 * and the browser fetches them as it would with no worker at all.
 */
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) {
    event.stopImmediatePropagation();
  }
});

/**
 * MSW's worker unregisters itself when its last page goes (the page's `CLIENT_CLOSED` message).
 * On a reload the new page could then meet that registration on its way out: MSW asks it to
 * update without waiting for the answer, and Chromium rejects the update ("Failed to update a
 * ServiceWorker … Not found") with nobody to catch it, a page error (rare, but npm run
 * test:hostile reloads enough to meet it). So the registration stays: a page that has not activated
 * mocking passes every request through MSW's worker untouched, and the next demo page finds the
 * worker ready.
 */
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
