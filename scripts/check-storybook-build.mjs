#!/usr/bin/env node
// Opens the static Storybook (storybook-static/, from `npm run build-storybook`) in Chromium
// and renders every story in its iframe, failing on a render error or an uncaught exception.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const dir = 'storybook-static';
if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No ${dir}/index.json: run \`npm run build-storybook\` first.`);
  process.exit(1);
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
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
const failures = [];
let pageError = null;
page.on('pageerror', (error) => (pageError = error));

const started = Date.now();
for (const story of stories) {
  pageError = null;
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  // Storybook marks the body once the story has rendered (or failed to).
  const state = await page
    .waitForFunction(
      () => {
        const body = document.body.classList;
        if (body.contains('sb-show-errordisplay')) return 'error';
        // Some stories render into a portal (dialogs) or render nothing (a single-page Pager).
        return body.contains('sb-show-main') ? 'rendered' : false;
      },
      null,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timeout');
  if (state !== 'rendered' || pageError)
    failures.push(`${story.id}: ${pageError?.message ?? state}`);
}
await browser.close();
server.close();

console.log(
  `static Storybook: ${stories.length - failures.length} of ${stories.length} stories rendered in Chromium (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
for (const failure of failures) console.error(`  ✘ ${failure}`);
process.exit(failures.length ? 1 : 0);
