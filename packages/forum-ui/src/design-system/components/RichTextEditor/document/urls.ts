/**
 * Which addresses a post may carry. Links: http, https and mailto only (a `javascript:` or
 * `data:` link is never written). Images: http(s), a path of this site (the API's upload
 * answers may be '/uploads/…'), or a base64 data URL of the four image types uploads accept.
 * Pure functions; the serialiser and the paste reader both check through them.
 */

export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/** Control characters and white space: browsers strip them from URLs, hiding a scheme. */
const hasControl = (value: string) =>
  [...value].some(
    (char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char),
  );

/**
 * A link address as typed or pasted, checked: trimmed, with a scheme of http, https or mailto
 * and something after it. Returns the address to store, or null when it is not allowed.
 */
export function safeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value || hasControl(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? value : null;
  return url.hostname ? value : null;
}

/** A path of this site ('/users/5'; not '//host', which leaves it), or null. */
export function safeSitePath(input: string): string | null {
  const value = input.trim();
  return value && !hasControl(value) && /^\/(?![/\\])/.test(value) ? value : null;
}

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

/** An image address that may be shown, or null. */
export function safeImageUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (DATA_IMAGE.test(value)) return value;
  if (safeSitePath(value)) return value;
  if (hasControl(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
