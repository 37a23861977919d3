#!/usr/bin/env node
// The mock db in Chromium: seed time (median of 9), persisted size, and a check that the
// service worker answers and that its state survives a reload and goes on reset.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  configFile: false,
  root,
  publicDir: 'mocks/public',
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0 },
  optimizeDeps: {
    entries: ['scripts/bench/mock-db.html'],
    include: ['msw', 'msw/browser', 'openapi-msw'],
  },
});
await server.listen();
const url = new URL('scripts/bench/mock-db.html', server.resolvedUrls.local[0]).href;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

async function run(page) {
  await page.waitForFunction(
    () => document.getElementById('status')?.textContent === 'done',
    null,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const { times, total, register, bytes } = window.__bench;
    return { times, total, register, bytes };
  });
}

try {
  const page = await browser.newPage();
  await page.goto(url);
  const first = await run(page);
  await page.reload();
  const second = await run(page);
  await page.evaluate(() => window.__bench.reset());
  await page.reload();
  const third = await run(page);

  const median = first.times[Math.floor(first.times.length / 2)];
  console.log(
    `seed (Chromium ${browser.version()}): median ${median.toFixed(1)} ms, min ${first.times[0].toFixed(1)} ms, max ${first.times.at(-1).toFixed(1)} ms over ${first.times.length} runs`,
  );
  console.log(`persisted state in localStorage: ${first.bytes} characters`);
  console.log(`worker answers GET /threads: ${first.total} threads in total`);
  console.log(
    `state across reload: first registration ${first.register}, same e-mail after reload ${second.register} (422 = persisted), after reset ${third.register}`,
  );
  if (first.register !== 201 || second.register !== 422 || third.register !== 201)
    process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
