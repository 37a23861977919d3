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

importScripts('./mockServiceWorker.js');
