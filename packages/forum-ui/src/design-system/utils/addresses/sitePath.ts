/**
 * A path of this site: '/…' but not '//host' or '/\\host', which would leave it, and no spaces.
 * Every address that arrives as data (a notification's link, a page to return to) is followed
 * only when it is one: no other scheme (`javascript:`, `data:`), no other host.
 */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/\s/.test(value);
}
