/* global navigator, window, document, sessionStorage, setTimeout */
// Registers the served site's service worker (/sw.js). A file of its own, named in the page's
// HTML (scripts/pwa.ts), not part of the entry chunk: it costs a first visit one small request,
// and runs only once the page has loaded and the browser is idle. No inline script, so the
// policy's `script-src 'self'` holds. It also carries the page through a new version (a deploy):
// docs/offline.md, Updates.
(() => {
  // A deploy removed a chunk this page still asks for (Vite's `vite:preloadError`: a page's
  // module or a React.lazy import failed). The page reloads once into the new version; the form
  // layer keeps what was typed on `pagehide`. A build is reloaded for at most once (the marker is
  // its entry script's address): a chunk failing again in the same build is no deploy, and goes
  // on to the route's error state instead of reloading again. So does a chunk failing offline,
  // or on a page the worker answered from its saved copy (rules.ts, markSavedCopy: the network
  // did not answer, though navigator.onLine may say it is there).
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine || document.documentElement.hasAttribute('data-saved-at')) return;
    const key = 'forum:reloaded-build';
    const build = document.querySelector('script[type="module"][src]')?.src ?? '';
    try {
      if (sessionStorage.getItem(key) === build) return;
      sessionStorage.setItem(key, build);
    } catch {
      return; // no storage to guard against a loop: the error state, not a reload
    }
    event.preventDefault();
    window.location.reload();
  });

  if (!('serviceWorker' in navigator)) return;
  // An updated worker waits; the page lets it take over at a navigation (this load, or the next
  // one in the app), never in the middle of a page: the new worker serves the next page's
  // requests. No reload on controllerchange. The message is rules.ts's SKIP_WAITING.
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        const activate = () => registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
        activate();
        if (window.navigation) window.navigation.addEventListener('navigate', activate);
        else {
          // Without the Navigation API: back, forward, and a followed link.
          window.addEventListener('popstate', activate);
          document.addEventListener(
            'click',
            (event) => event.target.closest?.('a[href]') && activate(),
          );
        }
      })
      .catch(() => {});
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
})();
