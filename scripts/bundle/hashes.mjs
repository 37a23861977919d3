// Built file names carry a hash of their content (`thread-CaajMNPi.js`), and chunks name each
// other: the entry lists the lazy chunks, a page imports its shared chunks. Any change anywhere
// gives every file new hashes, and gzip packs each new set of random letters a few bytes better
// or worse, so a page's size moves with a change to a chunk it never loads. Measured with
// each hash swapped for one derived from the file's name alone, a file's size moves only when
// code does, and the letters are as random as the real ones.
import { createHash } from 'node:crypto';

/** A built name with its content hash: stem, 8 hash characters, extension. */
const HASHED = /^(.+)-([\w-]{8})\.(\w+)$/;

/**
 * For each hashed file name (a path or a bare name; only its last part counts), the same name
 * with the hash replaced by 8 characters derived from the stem and extension alone.
 * @param {readonly string[]} files
 * @returns {Map<string, string>} each hashed base name → its stable name
 */
export function stableNames(files) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const file of files) {
    const base = file.slice(file.lastIndexOf('/') + 1);
    const match = HASHED.exec(base);
    if (!match) continue;
    const [, stem, , extension] = match;
    const hash = createHash('sha256')
      .update(`${stem}.${extension}`)
      .digest('base64url')
      .slice(0, 8);
    names.set(base, `${stem}-${hash}.${extension}`);
  }
  return names;
}

/**
 * `text` with every hashed name it mentions written as its stable name (same length, so a
 * source map's columns still hold).
 * @param {string} text
 * @param {Map<string, string>} names from stableNames
 */
export function withStableNames(text, names) {
  if (names.size === 0) return text;
  const pattern = new RegExp(
    [...names.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  return text.replace(pattern, (name) => names.get(name) ?? name);
}
