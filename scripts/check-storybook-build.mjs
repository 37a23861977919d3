#!/usr/bin/env node
// Checks that the static Storybook (storybook-static/, from `npm run build-storybook`) works,
// cheaply: the story tests already render every story in Chromium, so this opens one story of
// each stories file (each file is its own chunk of the build) and one docs page, and fails on a
// render error, an uncaught exception, a failed request for the build's own files, or a stories
// file that the build's index lacks.
//
//   node scripts/check-storybook-build.mjs [dir]     (default: storybook-static)
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const dir = process.argv[2] ?? 'storybook-static';
if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No ${dir}/index.json: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

/** Stories files in the source, as the index names them ('./packages/...stories.tsx'). */
function sourceStories(root) {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory()) return sourceStories(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [`./${relative('.', path)}`] : [];
  });
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(dir, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = await (await fetch(`${base}/index.json`)).json();
const entries = Object.values(index.entries);
const failures = [];

// Every stories file of the source is in the build's index.
const indexed = new Set(entries.map((entry) => entry.importPath));
for (const file of sourceStories('packages/forum-ui/src'))
  if (!indexed.has(file)) failures.push(`${file}: not in the build's index.json`);

// One story per stories file: the first the index lists. And the docs page of a component,
// whose props table shows that docgen ran.
const firstOfFile = new Map();
for (const entry of entries)
  if (entry.type === 'story' && !firstOfFile.has(entry.importPath))
    firstOfFile.set(entry.importPath, entry);
const sample = [...firstOfFile.values()];
const docs = entries.find(
  (entry) =>
    entry.type === 'docs' && entry.tags?.includes('autodocs') && /^Components\//.test(entry.title),
);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
let problems = [];
page.on('pageerror', (error) => problems.push(error.message));
page.on('requestfailed', (request) => {
  // A preload that the page no longer needs is aborted; a missing file shows as a 404 below.
  const error = request.failure()?.errorText ?? '';
  if (request.url().startsWith(base) && !/ERR_ABORTED/.test(error))
    problems.push(`request failed (${error}): ${request.url()}`);
});
page.on('response', (response) => {
  if (response.url().startsWith(base) && response.status() >= 400)
    problems.push(`${response.status()} for ${response.url()}`);
});

/** Opens an entry in the preview iframe; '' when it rendered, else what went wrong. */
async function open(entry, viewMode) {
  problems = [];
  await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=${viewMode}`);
  // Storybook marks the body once the story or docs page has rendered (or failed to).
  const state = await page
    .waitForFunction(
      (mode) => {
        const body = document.body.classList;
        if (body.contains('sb-show-errordisplay')) return 'error display';
        if (mode === 'docs')
          return body.contains('sb-show-main') &&
            document.querySelector('#storybook-docs .sbdocs-content')
            ? 'rendered'
            : false;
        // Some stories render into a portal (dialogs) or render nothing (a single-page Pager).
        return body.contains('sb-show-main') ? 'rendered' : false;
      },
      viewMode,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timeout');
  const errors = state === 'rendered' ? [] : [state];
  return [...errors, ...problems].join('; ');
}

const started = Date.now();
for (const story of sample) {
  const problem = await open(story, 'story');
  if (problem) failures.push(`${story.id} (${story.importPath}): ${problem}`);
}
if (!docs) failures.push('no autodocs page in the index');
else {
  const problem = await open(docs, 'docs');
  if (problem) failures.push(`${docs.id} (docs): ${problem}`);
  else if ((await page.locator('#storybook-docs table.docblock-argstable').count()) === 0)
    failures.push(`${docs.id} (docs): no props table`);
}
await browser.close();
server.close();

const stories = entries.filter((entry) => entry.type === 'story').length;
console.log(
  `static Storybook: opened ${sample.length} stories (one per stories file, of ${stories}) and 1 docs page in Chromium in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failures.length} problem(s)`,
);
for (const failure of failures) console.error(`  ✘ ${failure}`);
process.exit(failures.length ? 1 : 0);
