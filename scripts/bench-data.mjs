#!/usr/bin/env node
// `npm run bench:data [-- --no-build]`: what the data saver saves (issue 41). In the served site
// (npm run serve) and Debian's Chromium, the bytes a first visit and a repeat visit transfer for
// `/`, a thread (thread 4, whose first post shows a picture) and a search, without and with the
// saver (`Save-Data: on` on every request, as a browser set to save data sends it). Bytes are
// Chromium's own count (CDP Network.loadingFinished encodedDataLength: headers and compressed
// bodies as they came over the wire, 0 for what the HTTP cache served). Each page gets a fresh
// browser context (an empty cache); the repeat visit is the same address again in that context,
// with what the first visit left in the cache. A visit ends when the page has hydrated and the
// network has been idle for half a second. The service worker is blocked: it would precache the
// same shell with the saver on or off (its bytes are the worker's, not the page's), and answer a
// repeat visit from its own cache.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startServedSite } from './bench/servedSite.mjs';

const PAGES = [
  { name: '`/`', path: '/' },
  { name: 'a thread (`/threads/4`)', path: '/threads/4' },
  { name: 'search (`/search?q=laptop`)', path: '/search?q=laptop' },
];

/** One visit's bytes and requests, counted from the navigation until the page is settled. */
async function visit(page, cdp, url) {
  let bytes = 0;
  let requests = 0;
  const finished = (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  };
  cdp.on('Network.loadingFinished', finished);
  await page.goto(url);
  // Hydrated: React has taken the page over (its scripts load once it has painted).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  cdp.off('Network.loadingFinished', finished);
  return { bytes, requests };
}

async function measure(browser, site, path, saver) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    extraHTTPHeaders: saver ? { 'Save-Data': 'on' } : {},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const first = await visit(page, cdp, `${site}${path}`);
  const repeat = await visit(page, cdp, `${site}${path}`);
  await context.close();
  return { first, repeat };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const cell = ({ bytes, requests }) => `${kB(bytes)} (${requests})`;
const saved = (off, on) => {
  const less = off.bytes - on.bytes;
  if (Math.abs(less) < 50) return 'the same';
  return `${kB(less)} (${Math.round((less / off.bytes) * 100)}%)`;
};

const { site, stop } = await startServedSite({
  apiPort: 4015,
  port: 4179,
  build: !process.argv.includes('--no-build'),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  console.log(
    `\nBytes transferred in the served site (${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()}; kB of 1000 bytes; in brackets, the resources loaded, from the network or the cache):\n`,
  );
  console.log('| page | visit | saver off | saver on (`Save-Data: on`) | saved |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { name, path } of PAGES) {
    const off = await measure(browser, site, path, false);
    const on = await measure(browser, site, path, true);
    for (const when of ['first', 'repeat'])
      console.log(
        `| ${name} | ${when} | ${cell(off[when])} | ${cell(on[when])} | ${saved(off[when], on[when])} |`,
      );
  }
} finally {
  await browser.close();
  stop();
}
