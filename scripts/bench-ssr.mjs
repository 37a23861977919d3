#!/usr/bin/env node
// `npm run bench:ssr [-- --no-build]`: the server renderer's speed on this machine. Starts the
// mock API (npm run mock-api) and the server of `npm run serve` as two processes, then for `/`,
// `/Forums`, a thread of about 100 replies and the 2,000-reply thread prints:
//   - time to first byte over 40 requests one after another (median, p95);
//   - pages per second under load (autocannon, 10 connections, 10 s); the server is one Node
//     process, so that is the figure per core.
import { get } from 'node:http';
import autocannon from 'autocannon';
import { startServedSite } from './bench/servedSite.mjs';

function ttfb(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    get(url, (response) => {
      response.once('data', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
      response.on('error', reject);
      response.resume();
    }).on('error', reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const { api, site, stop } = await startServedSite({
  apiPort: 4012,
  port: 4175,
  build: !process.argv.includes('--no-build'),
});
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
  const have = (await thread()).replies_count ?? 0;
  for (let i = have; i < 100; i++) {
    const posted = await fetch(`${api}/threads/2/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        content: `<p>Benchmark reply ${i + 1}: a paragraph of ordinary length, the kind a member writes when they answer a question about a graphics card.</p>`,
      }),
    });
    if (!posted.ok)
      throw new Error(`Posting a reply failed: ${posted.status} ${await posted.text()}`);
  }
  const hundred = await thread();
  const count = (t) => t.replies_count ?? 0;
  const pages = [
    ['/', '/'],
    ['/Forums', '/Forums'],
    [`thread, ${count(hundred)} replies`, '/threads/2'],
    ['thread, 2,000 replies', '/threads/1'],
  ];
  console.log(
    `Server rendering on this machine (${new Date().toISOString().slice(0, 10)}, Node ${process.version}):`,
  );
  console.log(
    '| page | status | bytes | TTFB median | TTFB p95 | pages/s (1 process, 10 connections) | latency p50 / p99 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, path] of pages) {
    const first = await fetch(`${site}${path}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    for (let i = 0; i < 5; i++) await ttfb(`${site}${path}`); // warm up
    const times = [];
    for (let i = 0; i < 40; i++) times.push(await ttfb(`${site}${path}`));
    const load = await autocannon({ url: `${site}${path}`, connections: 10, duration: 10 });
    console.log(
      `| ${name} | ${first.status} | ${bytes.toLocaleString('en')} | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${load.requests.average.toFixed(1)} | ${load.latency.p50} / ${load.latency.p99} ms |`,
    );
  }
} finally {
  stop();
}
