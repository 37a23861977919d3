/**
 * Where login returns to. Pure function: no React, no router.
 */

/** Account pages: returning to one after login would loop (login) or make no sense (sign-up). */
const ACCOUNT_PAGES =
  /^\/(login|signup|ForgetPassword|resend-verification|verify-email)(?:[/?#]|$)/i;

/** The remembered origin of `location.state.from`: a path string or a location object. */
function rememberedPath(state: unknown): string | undefined {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (typeof from === 'string') return from;
  if (!from || typeof from !== 'object') return undefined;
  const { pathname, search, hash } = from as {
    pathname?: unknown;
    search?: unknown;
    hash?: unknown;
  };
  if (typeof pathname !== 'string') return undefined;
  return (
    pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '')
  );
}

/**
 * Where login returns to: the remembered origin (`location.state.from`, a path or a location
 * object) if it resolves to a page of this site (same URL origin as `origin`) that is not an
 * account page; otherwise home. The browser's URL parser decides, so every way of leaving the
 * site that it accepts ('//host', '/\host', tabs or newlines inside the slashes, other schemes
 * such as `javascript:`) is refused by the same origin comparison, not by a list of prefixes.
 * Returns the normalised path, search and hash.
 */
export function returnPathFrom(
  state: unknown,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  const path = rememberedPath(state);
  if (!path) return '/';
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  const target = url.pathname + url.search + url.hash;
  // A path that normalises to '//host' ('/..//host') would leave the site once navigated to.
  if (/^\/[/\\]/.test(target)) return '/';
  return ACCOUNT_PAGES.test(target) ? '/' : target;
}
