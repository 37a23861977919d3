/**
 * How a link's destination should be opened:
 * - 'internal': a path in this app ('/threads/42', 'settings', '#replies', '?page=2'),
 *   handled by the client-side router;
 * - 'external': another site over http(s) ('https://…', or protocol-relative '//…'),
 *   opened in a new tab;
 * - 'other': any other scheme ('mailto:', 'tel:'), a plain link in the same tab.
 */
export type LinkKind = 'internal' | 'external' | 'other';

const EXTERNAL = /^(?:https?:)?\/\//i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function getLinkKind(href: string): LinkKind {
  const target = href.trim();
  if (EXTERNAL.test(target)) return 'external';
  if (SCHEME.test(target)) return 'other';
  return 'internal';
}

export function isExternalUrl(href: string): boolean {
  return getLinkKind(href) === 'external';
}
