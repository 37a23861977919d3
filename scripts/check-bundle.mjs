#!/usr/bin/env node
// Builds the app for a real backend (VITE_API_BASE_URL set) and prints its chunks with their
// sizes. Fails when any mock code (MSW, the mock db, the worker script) reaches that build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = 'dist-real-backend';
// Vite reads VITE_* variables from the environment, as a real deployment would set them.
process.env.VITE_API_BASE_URL = 'https://api.example.com/api/v1';
await build({
  configFile: 'app/vite.config.ts',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});

const dir = join('app', outDir);
const files = [];
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(dir);

const MOCK_SIGNS = [
  /mockServiceWorker/,
  /forum-mock-db/,
  /\bsetupWorker\b/,
  /msw\/browser/,
  /Mock Service Worker/i,
];
let total = 0;
let totalGzip = 0;
const offenders = [];
const rows = files
  .filter((f) => /\.(js|css|html)$/.test(f))
  .map((file) => {
    const content = readFileSync(file);
    const gzip = gzipSync(content).length;
    total += content.length;
    totalGzip += gzip;
    if (MOCK_SIGNS.some((sign) => sign.test(content.toString()))) offenders.push(file);
    return { file: file.slice(dir.length + 1), bytes: content.length, gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('Real-backend build (VITE_API_BASE_URL set): chunks, largest first');
for (const row of rows)
  console.log(
    `  ${row.file.padEnd(48)} ${kb(row.bytes).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`,
  );
console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(10)} ${kb(totalGzip).padStart(10)} gzip`);
const staticFiles = files.filter((f) => /mockServiceWorker/.test(f));
if (offenders.length || staticFiles.length) {
  console.error(
    `Mock code found in the real-backend build: ${[...offenders, ...staticFiles].join(', ')}`,
  );
  process.exit(1);
}
console.log('No mock code in the real-backend build.');
