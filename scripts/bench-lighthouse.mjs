#!/usr/bin/env node
// `npm run bench:lighthouse [-- --no-build]`: Lighthouse (mobile: simulated slow 4G, 4x CPU) on
// the served site (`npm run serve` over the mock API) for five pages; prints the performance
// score, LCP, TBT and CLS of each. Lighthouse 13 needs Node 22+, so on Node 20 this runs
// lighthouse@12.8 through npx (downloaded on first use, not a dependency of the project).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from './chromium.mjs';
import { startServedSite } from './bench/servedSite.mjs';

const run = promisify(execFile);
const major = Number(process.versions.node.split('.')[0]);
const LIGHTHOUSE = major >= 22 ? 'lighthouse@13' : 'lighthouse@12.8';
const PAGES = ['/', '/Forums', '/threads/2', '/search?q=laptop', '/login'];

const { site, stop } = await startServedSite({
  apiPort: 4014,
  port: 4176,
  build: !process.argv.includes('--no-build'),
});
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  const rows = [];
  let version = '';
  for (const path of PAGES) {
    const out = join(dir, 'report.json');
    await run(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        `${site}${path}`,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    version = report.lighthouseVersion;
    const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
    rows.push(
      `| \`${path}\` | ${Math.round(report.categories.performance.score * 100)} | ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s | ${Math.round(audit('total-blocking-time'))} ms | ${audit('cumulative-layout-shift').toFixed(3)} |`,
    );
  }
  console.log(
    `Lighthouse ${version} (mobile, simulated throttling) on the served site, ${new Date().toISOString().slice(0, 10)}:`,
  );
  console.log('| page | performance | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  stop();
  rmSync(dir, { recursive: true, force: true });
}
