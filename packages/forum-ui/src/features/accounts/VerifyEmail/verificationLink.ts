/** The verification link of the sign-up e-mail: /verify-email?id=&hash= (plain functions). */

/** The app path of a verification link. */
export function verificationPath(link: { id: number | string; hash: string }): string {
  return `/verify-email?id=${encodeURIComponent(String(link.id))}&hash=${encodeURIComponent(link.hash)}`;
}

/** The id and hash of /verify-email?id=&hash=, or null when either is missing or malformed. */
export function parseVerificationLink(
  search: string | URLSearchParams,
): { id: number; hash: string } | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawId = params.get('id')?.trim() ?? '';
  const hash = params.get('hash')?.trim() ?? '';
  if (!/^\d+$/.test(rawId) || hash === '') return null;
  const id = Number(rawId);
  return Number.isSafeInteger(id) && id > 0 ? { id, hash } : null;
}
