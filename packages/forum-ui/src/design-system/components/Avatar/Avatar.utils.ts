import { findGrapheme, paletteIndex, upperGrapheme } from '../LetterBadge/LetterBadge.utils.ts';

/** Shown when a name has nothing to make initials from. */
export const UNKNOWN_INITIALS = '?';

const significant = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/**
 * One or two initials for a name: the first letter of the first and last words
 * ('Maria Clara' gives 'MC', 'Maria Clara Santos' gives 'MS', 'Cher' gives 'C'),
 * skipping words without letters or digits ('Ana - Admin' gives 'AA'); '?' when empty.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .map((word) => findGrapheme(word, (g) => significant.test(g)))
    .filter((g): g is string => g !== undefined);
  const first = words[0];
  if (first === undefined) return UNKNOWN_INITIALS;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return upperGrapheme(first) + (last === undefined ? '' : upperGrapheme(last));
}

/** 32-bit FNV-1a hash of a string's UTF-16 code units: small, fast and stable across runs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The avatar palette colour (0..5) for a person, chosen by a stable hash of their id
 * (preferred: it never changes) or name (case and surrounding spaces ignored).
 */
export function avatarColorIndex(key: string | number | null | undefined): number {
  const text = String(key ?? '')
    .trim()
    .toLowerCase();
  return paletteIndex(hashString(text));
}
