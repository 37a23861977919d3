#!/usr/bin/env node
// `npm run bench:ssr [-- --no-build]`: the server of `npm run serve` on this machine, side by side
// in one run. Starts the mock API and two servers of the same build: one as deployed (the
// anonymous page cache on, SSR_CACHE_SECONDS default) and one with SSR_CACHE_SECONDS=0. Prints,
// each load measured after 3 s of the same load unmeasured (a warm server, as a deployed one is):
//   - requests per second and latency (autocannon, 10 connections, 8 s, Brotli accepted) for a
//     static asset of about the size of `/`, and for `/`, `/Forums`, a thread of about 100
//     replies and the 2,000-reply thread, cached and uncached;
//   - the viral case: 50 connections on one thread for 20 s, cached: pages/s, p50, p99, time-outs;
//   - one render of each page in this process (the server build, NODE_ENV=production): CPU time
//     and the API calls it makes.
// The server is one Node process, so its figures are per core.
import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServedSite } from './bench/servedSite.mjs';

process.env.NODE_ENV = 'production';
const DIST = join(import.meta.dirname, '..', 'app', 'dist-server');

const { api, site, others, stop } = await startServedSite({
  apiPort: 4012,
  port: 4175,
  build: !process.argv.includes('--no-build'),
  sites: [{ port: 4176, env: { SSR_CACHE_SECONDS: '0' } }],
});
const [uncached] = others;
const headers = { 'accept-encoding': 'br, gzip' };
const load = (url, connections = 10, duration = 8) =>
  autocannon({ url, connections, duration, headers, timeout: 10 });
/**
 * `load`, after 3 s of the same load unmeasured: a server that has been answering for a while
 * (its code compiled by V8's optimising tiers, its connections open), as a deployed one is. A cold
 * process measured from its first request gives far fewer pages a second.
 */
const warmLoad = async (url, connections, duration) => {
  await load(url, connections, 3);
  return load(url, connections, duration);
};
const row = (cells) => console.log(`| ${cells.join(' | ')} |`);
/** The status and the bytes sent (compressed as a browser asks), read raw: fetch would decode. */
const sent = (url) =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
    }).on('error', reject);
  });
const rps = (result) => result.requests.average.toFixed(1);
const latency = (result) => `${result.latency.p50} / ${result.latency.p99} ms`;

try {
  // A thread of 100 replies: the seed has none that long besides thread 1, so thread 2 gets
  // replies through the API (as a member writes them) until it has 100.
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'password' }),
  });
  const { token } = await login.json();
  const thread = async () => (await (await fetch(`${api}/threads/id/2`)).json()).data;
  for (let i = (await thread()).replies_count ?? 0; i < 100; i++) {
    const posted = await fetch(`${api}/threads/2/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        content: `<p>Benchmark reply ${i + 1}: a paragraph of ordinary length, the kind a member writes when they answer a question about a graphics card.</p>`,
      }),
    });
    if (!posted.ok) throw new Error(`Posting a reply failed: ${posted.status}`);
  }
  const pages = [
    ['/', '/'],
    ['/Forums', '/Forums'],
    [`thread, ${(await thread()).replies_count} replies`, '/threads/2'],
    ['thread, 2,000 replies', '/threads/1'],
  ];

  // The static asset nearest in size to `/` as sent (Brotli).
  const homeBytes = (await sent(`${site}/`)).bytes;
  const assets = join(DIST, 'client', 'assets');
  const sized = [];
  for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file)))
    sized.push({ name, bytes: (await sent(`${site}/assets/${name}`)).bytes });
  sized.sort((a, b) => Math.abs(a.bytes - homeBytes) - Math.abs(b.bytes - homeBytes));
  const asset = sized[0];

  console.log(
    `\nThe served site on this machine (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, one server process each; autocannon, 10 connections, 8 s):\n`,
  );
  row([
    'answer',
    'bytes sent (br)',
    'cached: requests/s',
    'cached: p50 / p99',
    'SSR_CACHE_SECONDS=0: requests/s',
    'uncached: p50 / p99',
  ]);
  row(['---', '---', '---', '---', '---', '---']);
  const staticLoad = await warmLoad(`${site}/assets/${asset.name}`);
  row([
    `static asset (${asset.name.replace(/-[\w-]+\./, '.')})`,
    asset.bytes.toLocaleString('en'),
    rps(staticLoad),
    latency(staticLoad),
    '',
    '',
  ]);
  for (const [name, path] of pages) {
    const page = await sent(`${site}${path}`);
    const cachedLoad = await warmLoad(`${site}${path}`);
    const uncachedLoad = await warmLoad(`${uncached}${path}`);
    row([
      `${name} (${page.status})`,
      page.bytes.toLocaleString('en'),
      rps(cachedLoad),
      latency(cachedLoad),
      rps(uncachedLoad),
      latency(uncachedLoad),
    ]);
  }
  const homeCached = await warmLoad(`${site}/`);
  console.log(
    `\nCached / against the static asset: ${(homeCached.requests.average / staticLoad.requests.average).toFixed(2)}× its requests per second.`,
  );

  // Not warmed: the crowd arrives on a thread nobody has read for a while.
  const viral = await load(`${site}/threads/2`, 50, 20);
  console.log(
    `\nViral case (50 connections on /threads/2 for 20 s, cache on): ${rps(viral)} pages/s, p50 ${viral.latency.p50} ms, p99 ${viral.latency.p99} ms, ${viral.timeouts} time-outs, ${viral.non2xx} non-2xx, ${viral.errors} errors.`,
  );

  // One render in this process, as the server makes it: CPU time and API calls.
  const entry = await import(pathToFileURL(join(DIST, 'server', 'entry-server.js')).href);
  entry.installServerDom('http://localhost/');
  // 100 renders measured after 100 unmeasured: the first renders of a page compile its code,
  // and cost far more CPU than a warm server's.
  console.log(
    '\nOne render in-process (the server build, NODE_ENV=production; 100 renders after 100 to warm up):\n',
  );
  row(['page', 'CPU per render', 'API calls per render', 'calls']);
  row(['---', '---', '---', '---']);
  for (const [name, path] of pages) {
    let calls = [];
    const fetchCounted = (request) => {
      calls.push(new URL(request.url).pathname.replace('/api/v1', ''));
      return globalThis.fetch(request);
    };
    const options = {
      apiBaseUrl: api,
      budgetMs: 10_000,
      siteUrl: 'http://localhost/',
      fetch: fetchCounted,
    };
    for (let i = 0; i < 100; i++) await entry.renderPage(path, options);
    calls = [];
    const before = process.cpuUsage();
    const runs = 100;
    for (let i = 0; i < runs; i++) await entry.renderPage(path, options);
    const used = process.cpuUsage(before);
    const perRender = (used.user + used.system) / 1000 / runs;
    const named = [...new Set(calls)].join(', ');
    row([name, `${perRender.toFixed(1)} ms`, (calls.length / runs).toFixed(1), named]);
  }
} finally {
  stop();
}
