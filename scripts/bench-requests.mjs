#!/usr/bin/env node
// `npm run bench:requests`: how light the site's requests are, against `npm run mock-api`
// (started here on a free port). Figures only: nothing here asserts. `--no-build` reuses the last
// build.
// 1. CORS preflights on a guest's first visit to `/`: the site built for a real backend on another
//    origin (the mock API behind a counting proxy), visited in Chromium until the network is idle.
// 2. One idle new-replies check on thread 1 (2,000 replies), on the wire: the bytes of the answer
//    (status line, headers and body) and of the request for a plain GET /threads/id/1, which is
//    every check against a server without ETags (and every check before revalidation), and for
//    the same GET with If-None-Match naming the ETag of the page's read, which is an idle check now.
import { spawn } from 'node:child_process';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
const port = await freePort();
const proxyPort = await freePort();
const mock = spawn(process.execPath, ['mocks/server.mjs'], {
  cwd: root,
  env: { ...process.env, MOCK_API_PORT: String(port), MOCK_API_HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  mock.stdout.on('data', (chunk) => String(chunk).includes('Mock API on') && resolve());
  mock.on('exit', (code) => reject(new Error(`mock-api exited (${code})`)));
});

/** One GET on a fresh connection: status, ETag, every byte the server sent, and the request's. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: { accept: 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.socket.once('close', () =>
            resolve({
              status: res.statusCode,
              etag: res.headers.etag,
              bytes: res.socket.bytesRead,
              sent: res.socket.bytesWritten,
            }),
          ),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The API origin the site calls: forwards to the mock API and counts the preflights. */
const seen = { preflights: 0, calls: 0 };
const proxy = createHttpServer((req, res) => {
  if (req.method === 'OPTIONS') seen.preflights += 1;
  else seen.calls += 1;
  const forward = request(
    { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(forward);
}).listen(proxyPort, '127.0.0.1');

async function firstVisitPreflights() {
  const configFile = join(root, 'app/vite.config.ts');
  const outDir = join(tmpdir(), 'forum-bench-requests');
  if (!process.argv.includes('--no-build')) {
    process.env.VITE_API_BASE_URL = `http://127.0.0.1:${proxyPort}/api/v1`;
    await build({
      configFile,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { bundlerTimings: false } } },
    });
  }
  const site = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(site.resolvedUrls.local[0], { waitUntil: 'networkidle' });
    return { ...seen };
  } finally {
    await browser.close();
    await new Promise((resolve) => site.httpServer.close(resolve));
  }
}

try {
  const visit = await firstVisitPreflights();
  console.log(
    `A guest's first visit to / (API on another origin): ${visit.preflights} CORS preflights, ${visit.calls} API calls`,
  );
  const path = '/api/v1/threads/id/1';
  const page = await get(path); // the read that rendered the page
  const plain = await get(path);
  const revalidated = await get(path, { 'if-none-match': page.etag });
  const fmt = (n) => `${n.toLocaleString('en')} bytes`;
  console.log('One idle new-replies check on thread 1 (2,000 replies), mock-api over HTTP:');
  console.log(
    `  plain GET (no ETag held)        ${plain.status}  ${fmt(plain.bytes)} received, ${fmt(plain.sent)} sent`,
  );
  console.log(
    `  If-None-Match: ${page.etag ?? '(no ETag offered)'}  ${revalidated.status}  ${fmt(revalidated.bytes)} received, ${fmt(revalidated.sent)} sent`,
  );
  console.log(
    `  per hour at one check every 30 s: ${(((plain.bytes + plain.sent) * 120) / 1e6).toFixed(1)} MB → ${(((revalidated.bytes + revalidated.sent) * 120) / 1e3).toFixed(1)} kB`,
  );
} finally {
  proxy.close();
  mock.kill();
}
