/// <reference lib="webworker" />
// The served site's service worker (vite-plugin-pwa builds it with Workbox, injectManifest;
// scripts/pwa.ts). Rules in rules.ts. The demo has none: MSW's worker is its backend, and two
// workers cannot control one scope.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import {
  CACHES,
  LIMITS,
  OFFLINE_PAGE,
  PAGE_TIMEOUT_SECONDS,
  apiPrefix,
  isBuiltAsset,
  isImage,
  isPage,
  isPublicApiRead,
  isSavedCache,
  isSignedInApiRead,
  isSkipWaiting,
  markSavedCopy,
  mayKeep,
  savedAtOf,
} from './rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Stores only what mayKeep allows (in place of Workbox's default: 200s and opaque answers). */
const keepable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
};

// The shell: the entry's scripts and styles, the offline page, the icons (scripts/pwa.ts picks
// them). No clientsClaim. An updated worker waits until a page tells it to take over, which the
// page does at a navigation (register.js: SKIP_WAITING), never in the middle of a form.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

/** A saved page's HTML marked with the time it was sent, so the page says "Saved copy from 10:42". */
async function marked(saved: Response): Promise<Response> {
  const savedAt = savedAtOf(saved);
  if (savedAt === undefined || !(saved.headers.get('Content-Type') ?? '').includes('text/html'))
    return saved;
  const headers = new Headers(saved.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(markSavedCopy(await saved.text(), savedAt), {
    status: saved.status,
    statusText: saved.statusText,
    headers,
  });
}

/** A saved page, when it is used (the network failed or was too slow), marked (markSavedCopy). */
const markedAsSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && (await marked(cachedResponse)),
};

/** What a reader saved for offline (@forum/api's saved/): the caches the page filled. */
async function savedCaches(): Promise<Cache[]> {
  const names = (await caches.keys()).filter(isSavedCache);
  return Promise.all(names.map((name) => caches.open(name)));
}

/**
 * Without a network, a copy saved for offline answers. The copies are public answers (saved as a
 * guest), so any reader of this device may be given one; only the Saved page is the reader's own.
 */
const fromSavedCopies: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    for (const cache of await savedCaches()) {
      const saved = await cache.match(request, { ignoreVary: true });
      if (saved) return isPage(request) ? marked(saved) : saved;
    }
    return undefined;
  },
};

/** A page or public read that comes back from the network refreshes its saved copies. */
const refreshSavedCopies: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (mayKeep(response))
      for (const cache of await savedCaches())
        if (await cache.match(request, { ignoreVary: true }))
          await cache.put(request.url, response.clone());
    return response;
  },
};

// Pages: the network first; after PAGE_TIMEOUT_SECONDS, or without a network, the saved copy.
registerRoute(
  ({ request }) => isPage(request),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    plugins: [
      keepable,
      new ExpirationPlugin({ maxEntries: LIMITS.pages }),
      markedAsSaved,
      refreshSavedCopies,
      fromSavedCopies,
    ],
  }),
);

// Route chunks and stylesheets: hashed and immutable, kept as they are first used.
registerRoute(
  ({ url }) => isBuiltAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [keepable, new ExpirationPlugin({ maxEntries: LIMITS.assets }), fromSavedCopies],
  }),
);

// The public API's reads: the saved answer at once, refreshed behind it. Requests with an
// Authorization header (members, staff) are never stored (the route after this one).
const api = apiPrefix(import.meta.env.VITE_API_BASE_URL ?? '/', self.location.origin);
registerRoute(
  ({ request }) => isPublicApiRead(request, api),
  new StaleWhileRevalidate({
    cacheName: CACHES.api,
    plugins: [
      keepable,
      new ExpirationPlugin({ maxEntries: LIMITS.api, maxAgeSeconds: LIMITS.apiSeconds }),
      refreshSavedCopies,
      fromSavedCopies,
    ],
  }),
);
// A member's reads and pictures: the network; without one, a copy saved for offline.
registerRoute(
  ({ request }) => isSignedInApiRead(request, api),
  new NetworkOnly({ plugins: [fromSavedCopies] }),
);
registerRoute(({ request }) => isImage(request), new NetworkOnly({ plugins: [fromSavedCopies] }));

// A page never saved, without a network: the offline page rather than the browser's error.
setCatchHandler(async ({ request }) =>
  isPage(request) ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

// The outbox (@forum/api, outbox.ts): a page that kept a reply or a like without a network asks
// for a Background Sync where the browser has one. When the network returns, the worker tells the
// site's open pages to send what is kept; the pages send it (they hold the session, the worker
// does not), once, under their one lock. With no page open, the next visit sends it.
// The tag and the message are @forum/api's OUTBOX_SYNC_TAG and OUTBOX_FLUSH_MESSAGE (a unit test
// keeps them the same).
const OUTBOX_SYNC_TAG = 'forum-outbox';
const OUTBOX_FLUSH_MESSAGE = 'forum-outbox:flush';
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: OUTBOX_FLUSH_MESSAGE });
    }),
  );
});
