#!/usr/bin/env node
// `npm run bench:bundle` (and a step of `npm test`): builds the site for a real backend and
// prints, per route of app/src/routes.tsx, the gzip JS and CSS that a first visit downloads,
// beside the framework floor. Fails when a route is over its budget (scripts/budgets.json) or
// when any mock code reaches the build. `--markdown` prints the table as Markdown instead.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  FRAMEWORK_GROUPS,
  apportion,
  bytesBySource,
  groupOf,
  packageFromPath,
  unmappedOwners,
} from './bundle/attribution.mjs';
import {
  OUT_DIR,
  VITE_ROOT,
  buildForRealBackend,
  filesUnder,
  filesWithMockCode,
} from './bundle/build.mjs';
import { stableNames, withStableNames } from './bundle/hashes.mjs';
import { entryKey, firstVisit, laterChunks } from './bundle/manifest.mjs';
import { exampleUrl, importRouteTable, routeEntries } from './bundle/routes.mjs';

/** Values for dynamic segments, so each row shows a URL someone would visit. */
const EXAMPLES = { slug: 'device-hardware', idOrSlug: '1', id: '1' };
const markdown = process.argv.includes('--markdown');

const { dir, modules } = await buildForRealBackend();
// The route table of that build (buildForRealBackend set VITE_API_BASE_URL): imported, not parsed.
const { ROUTES } = await importRouteTable(VITE_ROOT);
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')).routes;
const entry = entryKey(manifest);

// Sizes and attribution per built file, computed once. Gzip is measured with the hashes in file
// names made stable (scripts/bundle/hashes.mjs): a size moves when code does, not with the luck
// of a new set of hashes.
const names = stableNames(filesUnder(dir));
const gzip = (file) =>
  gzipSync(withStableNames(readFileSync(join(dir, file), 'utf8'), names), { level: 9 }).length;
const packageCache = new Map();
/**
 * The package a source belongs to: from node_modules/<name>, else the nearest package.json with
 * a name; the bundler's own modules (ids starting with a NUL) have none.
 */
function packageOf(source) {
  if (source.startsWith('\0')) return '(bundler runtime)';
  const fromPath = packageFromPath(source);
  if (fromPath) return fromPath;
  if (packageCache.has(source)) return packageCache.get(source);
  let name = '(bundler runtime)';
  for (let at = dirname(source); at !== dirname(at); at = dirname(at)) {
    const manifestFile = join(at, 'package.json');
    if (existsSync(manifestFile)) {
      name = JSON.parse(readFileSync(manifestFile, 'utf8')).name ?? name;
      if (name) break;
    }
  }
  packageCache.set(source, name);
  return name;
}
const fileSizes = new Map();
function sizeOf(file) {
  if (fileSizes.has(file)) return fileSizes.get(file);
  const size = { gzip: gzip(file), groups: new Map() };
  const mapFile = join(dir, `${file}.map`);
  if (file.endsWith('.js') && existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const sources = map.sources.map((source) => resolve(dirname(mapFile), source));
    const bytes = new Map();
    const add = (group, count) => bytes.set(group, (bytes.get(group) ?? 0) + count);
    let unmapped = 0;
    for (const [index, count] of bytesBySource(readFileSync(join(dir, file), 'utf8'), map)) {
      if (index === null) unmapped += count;
      else add(groupOf(packageOf(sources[index])), count);
    }
    // Code without a map (vanilla-extract's compiled styles, the bundler's runtime) goes to
    // the modules of the chunk that the map leaves out.
    const owners = unmappedOwners(modules.get(file) ?? [], sources);
    if (owners.size === 0) add('(bundler runtime)', unmapped);
    for (const [id, share] of apportion(unmapped, owners)) add(groupOf(packageOf(id)), share);
    size.groups = apportion(size.gzip, bytes);
  }
  fileSizes.set(file, size);
  return size;
}
const sum = (values) => values.reduce((total, value) => total + value, 0);

const rows = routeEntries(ROUTES).map((route) => {
  const keys = route.modules;
  const base = { ...route, keys, url: exampleUrl(route.path, EXAMPLES) };
  if (keys.some((key) => !manifest[key])) return { ...base, missing: true };
  const visit = firstVisit(manifest, [entry, ...keys]);
  const groups = new Map();
  for (const file of visit.js)
    for (const [group, bytes] of sizeOf(file).groups)
      groups.set(group, (groups.get(group) ?? 0) + bytes);
  const js = sum(visit.js.map((file) => sizeOf(file).gzip));
  const floor = sum(FRAMEWORK_GROUPS.map((group) => groups.get(group) ?? 0));
  return {
    ...base,
    visit,
    groups,
    js,
    floor,
    css: sum(visit.css.map((file) => sizeOf(file).gzip)),
  };
});

// Output. kB = 1000 bytes, one decimal.
const kb = (bytes) => (bytes / 1000).toFixed(1);
const failures = [];
const table = [
  ['route', 'URL', 'module', 'JS', 'files', 'framework', 'rest', 'CSS', 'budget JS', 'note'],
];
for (const row of rows) {
  const budget = budgets[row.path]?.js;
  const module = row.keys.join(' + ') || (row.redirect ? '(redirect)' : '');
  if (row.missing) {
    const why = 'not in this build';
    table.push([row.path, row.url, module, '', '', '', '', '', budget ?? '', why]);
    if (budget !== undefined) failures.push(`${row.path} has a budget but ${why}`);
    continue;
  }
  if (budget === undefined)
    failures.push(`${row.path} has no first-visit budget in scripts/budgets.json`);
  const over = budget !== undefined && row.js > budget * 1000;
  if (over)
    failures.push(
      `${row.path} needs ${kb(row.js)} kB gzip JS (${row.js} bytes), over its budget of ${budget} kB`,
    );
  const note = [row.guard, row.keys.length ? '' : 'renders from the entry chunk']
    .filter(Boolean)
    .join('; ');
  table.push([
    row.path,
    row.url,
    module,
    kb(row.js),
    row.visit.js.length,
    kb(row.floor),
    kb(row.js - row.floor),
    kb(row.css),
    budget === undefined ? '' : `${budget} ${over ? '✘ over' : '✔'}`,
    note,
  ]);
}
for (const path of Object.keys(budgets))
  if (!rows.some((row) => row.path === path))
    failures.push(`scripts/budgets.json names ${path}, which is not a route of app/src/pages.ts`);

const home = rows.find((row) => row.path === '/' && row.groups);
const intro = [
  `First visit per route: the real-backend build (VITE_API_BASE_URL set) in ${VITE_ROOT}/${OUT_DIR}.`,
  'Sizes are gzip at zlib level 9 (as gzip -9), in kB of 1000 bytes, with the hashes in file names',
  'made stable (each from the name alone), so that a size moves only when code does. JS: the entry chunk, the',
  "route's lazy chunk and all their static imports, each once; files: how many JS files (requests)",
  'that is; CSS: their stylesheets.',
  `framework: react-dom, react + scheduler, react-router and TanStack Query (${FRAMEWORK_GROUPS.length} lines below);`,
  "rest: everything else (our code, Ariakit, ...). Shares within a chunk follow its source map's bytes.",
];
const columnsRight = new Set([3, 4, 5, 6, 7]);
if (markdown) {
  // For the README: routes that load the same files are one row; the URL column is left out.
  const groups = new Map();
  for (const [path, , ...rest] of table.slice(1)) {
    const key = JSON.stringify(rest);
    if (groups.has(key)) groups.get(key).paths.push(path);
    else groups.set(key, { paths: [path], rest });
  }
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const code = (text) => (text ? `\`${text}\`` : '');
  const [, , ...headings] = table[0];
  console.log(line(['route', ...headings]));
  console.log(
    line(['route', ...headings].map((_, i) => (columnsRight.has(i + 1) ? '--:' : '---'))),
  );
  for (const { paths, rest } of groups.values())
    console.log(line([paths.map(code).join(', '), code(rest[0]), ...rest.slice(1)]));
} else {
  for (const line of intro) console.log(line);
  const widths = table[0].map((_, i) => Math.max(...table.map((cells) => String(cells[i]).length)));
  for (const cells of table)
    console.log(
      `  ${cells
        .map((cell, i) =>
          columnsRight.has(i) ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]),
        )
        .join('  ')}`.trimEnd(),
    );
}
if (home) {
  console.log(`\nWhat / downloads, by package (kB gzip JS; framework lines marked *):`);
  for (const [group, bytes] of [...home.groups].sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${FRAMEWORK_GROUPS.includes(group) ? '*' : ' '} ${group.padEnd(40)} ${kb(bytes).padStart(6)}`,
    );
  console.log(
    `  ${'total'.padStart(42)} ${kb(home.js).padStart(6)}   (${home.visit.js.length} files: ${home.visit.js.join(', ')})`,
  );
}

console.log('\nBudgets (scripts/budgets.json; gzip JS, kB = 1000 bytes):');
for (const [path, { js: budget }] of Object.entries(budgets)) {
  const row = rows.find((r) => r.path === path);
  const verdict =
    row?.js === undefined ? '✘ not measured' : row.js > budget * 1000 ? '✘ over' : '✔';
  console.log(
    `  ${path.padEnd(24)} ${row?.js === undefined ? '' : `${kb(row.js)} of `}${budget} kB ${verdict}`,
  );
}

// Chunks that load after a page's first render (the rich-text editor, dialogs, profile tabs):
// not in the sizes above, listed with the only routes that can load them.
const later = laterChunks(
  manifest,
  entry,
  rows.filter((row) => row.visit).map((row) => ({ path: row.path, chunks: row.visit.chunks })),
);
if (later.size) {
  console.log(
    '\nLoaded later, after the first render (gzip of what the routes listed, which alone can load',
  );
  console.log('each, have not downloaded on their first visit):');
  for (const [key, paths] of later) {
    // A file counts unless every route that can load the chunk already has it from its first
    // visit (a staff tab's screen is also the first visit of its /admin route: not from
    // /UserProfile's point of view).
    const visits = rows.filter((row) => paths.includes(row.path) && row.visit);
    const loaded = (file) =>
      visits.every((row) => row.visit.js.includes(file) || row.visit.css.includes(file));
    const chunk = firstVisit(manifest, [key]);
    const js = sum(chunk.js.filter((file) => !loaded(file)).map((file) => sizeOf(file).gzip));
    const css = sum(chunk.css.filter((file) => !loaded(file)).map((file) => sizeOf(file).gzip));
    console.log(
      `  ${manifest[key].file.padEnd(44)} ${kb(js).padStart(6)} kB JS ${kb(css).padStart(5)} kB CSS  ${paths.join(', ')}`,
    );
  }
}

const mock = filesWithMockCode(filesUnder(dir));
if (mock.length) failures.push(`mock code in the real-backend build: ${mock.join(', ')}`);
else console.log('\nNo mock code in the real-backend build.');
for (const failure of failures) console.error(`✘ ${failure}`);
process.exit(failures.length ? 1 : 0);
