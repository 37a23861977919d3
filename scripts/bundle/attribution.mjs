// Which package each byte of a built chunk came from, read from the chunk's source map, and
// the framework floor: the part of a page that react, react-dom, the router and TanStack
// Query take whatever the product does.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one Base64 VLQ field ('AAgBC' → [0, 0, 16, 1]). */
export function decodeVlq(field) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of field) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a Base64 VLQ digit: "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * A source map's `mappings` as, per generated line, the segments' generated columns and
 * source indexes (null for a segment that maps to no source), in column order.
 */
export function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments = [];
    for (const field of line.split(',')) {
      if (!field) continue;
      const [columnDelta, sourceDelta] = decodeVlq(field);
      column += columnDelta;
      if (sourceDelta === undefined) segments.push({ column, source: null });
      else {
        source += sourceDelta;
        segments.push({ column, source });
      }
      // Fields 3 to 5 (original line, column, name) are relative too, but only within their
      // own field kind; the source index is all this needs.
    }
    return segments.sort((a, b) => a.column - b.column);
  });
}

/**
 * The UTF-8 bytes of `code` per source index of its map: each segment owns the text from its
 * column to the next segment's (or the line's end). Text before a line's first segment, or in a
 * segment without a source, and the line breaks count under null.
 */
export function bytesBySource(code, map) {
  const totals = new Map();
  const add = (source, text) => {
    if (!text) return;
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mapped = decodeMappings(map.mappings);
  lines.forEach((line, index) => {
    // Columns count UTF-16 code units, as JavaScript strings do.
    const segments = mapped[index] ?? [];
    add(null, line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((segment, i) => {
      add(segment.source, line.slice(segment.column, segments[i + 1]?.column ?? line.length));
    });
    if (index < lines.length - 1) add(null, '\n');
  });
  return totals;
}

/**
 * The npm package a source file belongs to, from its path: the last node_modules/<name> or
 * node_modules/@scope/<name> in it. Null for a file outside node_modules (workspace code).
 */
export function packageFromPath(path) {
  const parts = path.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return null;
  const name = parts[at + 1];
  return name.startsWith('@') && parts[at + 2] ? `${name}/${parts[at + 2]}` : name;
}

/**
 * The line a package is reported under. The framework lines make the floor; Ariakit and
 * floating-ui (Ariakit's positioning for popovers) are shown apart, since they are what the
 * budget watches; anything else is reported under its own name.
 */
const GROUPS = [
  ['react-dom', ['react-dom']],
  ['react + scheduler', ['react', 'scheduler']],
  ['react-router', ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser']],
  ['TanStack Query', ['@tanstack/query-core', '@tanstack/react-query']],
  ['Ariakit', ['@ariakit/*', 'use-sync-external-store']],
  ['floating-ui', ['@floating-ui/*']],
  ['vanilla-extract runtime', ['@vanilla-extract/*']],
  ['openapi-fetch + openapi-react-query', ['openapi-fetch', 'openapi-react-query']],
];

/** The framework floor: the groups every page carries whatever the product does. */
export const FRAMEWORK_GROUPS = [
  'react-dom',
  'react + scheduler',
  'react-router',
  'TanStack Query',
];

export function groupOf(packageName) {
  for (const [group, members] of GROUPS) {
    for (const member of members) {
      if (member === packageName) return group;
      if (member.endsWith('/*') && packageName.startsWith(member.slice(0, -1))) return group;
    }
  }
  return packageName;
}

/**
 * Splits a chunk's gzip size over groups in proportion to their share of its bytes. Gzip sizes
 * of parts of one file do not add up (the dictionary is shared), so this apportions the real
 * total rather than compressing each part alone.
 */
export function apportion(gzipBytes, bytesByGroup) {
  const total = [...bytesByGroup.values()].reduce((sum, bytes) => sum + bytes, 0);
  const shares = new Map();
  if (total === 0) return shares;
  for (const [group, bytes] of bytesByGroup) shares.set(group, (gzipBytes * bytes) / total);
  return shares;
}

/**
 * Who owns the bytes that a chunk's source map maps to no source: the chunk's modules that its
 * map does not list (code a plugin emitted without a map, such as vanilla-extract's compiled
 * `.css.ts` files, and the bundler's runtime), weighted by their length before minifying.
 * `modules` are the bundler's modules of the chunk; `mappedIds` the map's sources as ids.
 */
export function unmappedOwners(modules, mappedIds) {
  const mapped = new Set(mappedIds);
  const owners = new Map();
  for (const { id, renderedLength } of modules)
    if (!mapped.has(id) && renderedLength > 0) owners.set(id, renderedLength);
  return owners;
}
