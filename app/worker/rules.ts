// Which requests the service worker (sw.ts) answers, and how: plain functions, unit-tested in
// rules.test.ts. The worker exists only in the served build (VITE_API_BASE_URL set).

/** Cache names: visited pages, the build's files, the public API's answers. */
export const CACHES = { pages: 'forum-pages', assets: 'forum-assets', api: 'forum-api' } as const;

/**
 * The start of the name of each reader's cache of threads saved for offline (@forum/api's
 * SAVED_CACHE_PREFIX; a unit test keeps them the same). The page fills them; the worker only
 * reads them, when the network fails.
 */
export const SAVED_CACHE_PREFIX = 'forum-saved:';

/** Whether a cache holds threads a reader saved for offline. */
export const isSavedCache = (name: string) => name.startsWith(SAVED_CACHE_PREFIX);

/** How many pages a device keeps (the issue: the last 50 threads read), and API answers. */
export const LIMITS = {
  pages: 50,
  assets: 300,
  api: 200,
  /** Discourse keeps same-origin reads 7 days; an answer older than that is not shown offline. */
  apiSeconds: 7 * 24 * 60 * 60,
} as const;

/** How long a page may take before the saved copy is shown instead. */
export const PAGE_TIMEOUT_SECONDS = 3;

/** The offline page, precached: what a page never saved opens as without a connection. */
export const OFFLINE_PAGE = '/offline.html';

/** A document load (a link followed, an address typed, a reload). */
export function isPage(request: Pick<Request, 'mode' | 'method'>): boolean {
  return request.mode === 'navigate' && request.method === 'GET';
}

/** The build's files under /assets/ (hashed, never changed): route chunks, stylesheets, the loader. */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** The API's address as a prefix ending in `/`, absolute (a relative base is this site's). */
export function apiPrefix(apiBaseUrl: string, origin: string): string {
  return new URL(apiBaseUrl, origin).href.replace(/\/?$/, '/');
}

type ApiRequest = Pick<Request, 'method' | 'url' | 'headers'>;

/** A GET under the API's address. */
const isApiRead = (request: ApiRequest, prefix: string) =>
  request.method === 'GET' && request.url.startsWith(prefix);

/**
 * A public read of the API: a GET under its address that carries no Authorization header. A
 * member's or staff member's request always carries one, so their answers are never stored, and
 * a sign-out leaves nothing of theirs behind.
 */
export function isPublicApiRead(request: ApiRequest, prefix: string): boolean {
  return isApiRead(request, prefix) && !request.headers.has('Authorization');
}

/**
 * A read of the API by a member or staff member (it carries Authorization): never stored, but
 * answered from a saved copy when the network fails (the saved copy is the public answer).
 */
export function isSignedInApiRead(request: ApiRequest, prefix: string): boolean {
  return isApiRead(request, prefix) && request.headers.has('Authorization');
}

/** A picture (a post's image): the network, and a saved copy when the network fails. */
export function isImage(request: Pick<Request, 'destination' | 'method'>): boolean {
  return request.method === 'GET' && request.destination === 'image';
}

/**
 * Whether an answer may be stored: a whole 200 (not an opaque, partial or failed one) that its
 * server does not forbid keeping. The server marks a page whose data failed `no-store`: the
 * shell it sent instead must not replace a saved copy of the page.
 */
export function mayKeep(response: Pick<Response, 'status' | 'headers'>): boolean {
  return (
    response.status === 200 &&
    !/(^|,)\s*no-store\b/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

/**
 * The attribute that marks a page served from the saved copy: on its `<html>` element (outside
 * the app's React root, so hydration never sees it), the time the server sent it, in
 * milliseconds. The page reads it (app/src/offline): a page with data says "Saved copy from
 * 10:42", and the Saved page knows the network did not answer (@forum/api's
 * SAVED_COPY_ATTRIBUTE; a unit test on each side keeps them the same).
 */
export const SAVED_AT_ATTRIBUTE = 'data-saved-at';

/**
 * A saved page's HTML marked as a saved copy from `savedAt`. The first `<html` is the
 * document's own: only a doctype or a comment comes before it, and member text comes after. A
 * fragment without one is returned as it is.
 */
export function markSavedCopy(html: string, savedAt: number): string {
  const at = html.search(/<html[\s>]/i);
  if (at < 0 || !Number.isFinite(savedAt)) return html;
  const end = at + '<html'.length;
  return `${html.slice(0, end)} ${SAVED_AT_ATTRIBUTE}="${Math.round(savedAt)}"${html.slice(end)}`;
}

/** When a saved answer was sent: its Date header (every HTTP server writes one), else undefined. */
export function savedAtOf(response: Pick<Response, 'headers'>): number | undefined {
  const sent = Date.parse(response.headers.get('Date') ?? '');
  return Number.isNaN(sent) ? undefined : sent;
}

/**
 * The message a page sends a waiting (updated) worker to take over: register.js sends it at a
 * navigation (a page load, or the next one in the app), so a new version never takes over in
 * the middle of a page.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Whether a message from a page asks the waiting worker to take over (SKIP_WAITING). */
export function isSkipWaiting(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING
  );
}
