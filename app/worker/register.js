/* global navigator, window, document, setTimeout */
// Registers the served site's service worker (/sw.js). A file of its own, named in the page's
// HTML (scripts/pwa.ts), not part of the entry chunk: it costs a first visit one small request,
// and runs only once the page has loaded and the browser is idle. No inline script, so the
// policy's `script-src 'self'` holds.
(() => {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
})();
