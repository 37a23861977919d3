// What a first visit downloads, read from Vite's build manifest (.vite/manifest.json).
// Pure functions over the parsed manifest; scripts/bench-bundle.mjs does the I/O.

/** The key of the one entry chunk (index.html for the app). */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0];
}

/**
 * The chunks a page load fetches before it renders: the given chunks (the entry and, when
 * there is one, the route's lazy chunk) and every chunk they import statically, transitively.
 * Dynamic imports are not followed: they load later, on a route change or an interaction.
 * Returns the chunk keys in load order, each once, with their JS files and CSS files deduplicated.
 */
export function firstVisit(manifest, keys) {
  const chunks = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk "${key}" in the manifest`);
    seen.add(key);
    chunks.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  const js = [...new Set(chunks.map((key) => manifest[key].file).filter((f) => f.endsWith('.js')))];
  const css = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
  return { chunks, js, css };
}

/**
 * What loads after the first render: the chunks that a route's first-visit chunks import
 * dynamically (a lazy component such as the rich-text editor, a dialog, a tab), with the routes
 * that can load each. The entry chunk's own dynamic imports are the route table's pages, so they
 * are left out. `visits` are the routes' paths with their `firstVisit(...).chunks`.
 * Returns a Map from chunk key to the route paths, in the order first met.
 */
export function laterChunks(manifest, entry, visits) {
  const found = new Map();
  for (const { path, chunks } of visits) {
    for (const key of chunks) {
      if (key === entry) continue;
      for (const lazy of manifest[key]?.dynamicImports ?? []) {
        if (!found.has(lazy)) found.set(lazy, []);
        if (!found.get(lazy).includes(path)) found.get(lazy).push(path);
      }
    }
  }
  return found;
}
