#!/usr/bin/env node
// `node scripts/bench-new-replies.mjs`: what one idle new-replies check on thread 1 (2,000
// replies) costs on the wire, against `npm run mock-api` (started here on a free port): the
// bytes of the answer (status line, headers and body) and of the request to a plain GET /threads/id/1, which is
// every check against a server without ETags (and every check before revalidation), and to the
// same GET with If-None-Match naming the ETag of the page's read, which is an idle check now.
// Figures only: nothing here asserts.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
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

try {
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
  mock.kill();
}
