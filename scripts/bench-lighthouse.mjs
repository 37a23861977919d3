#!/usr/bin/env node
// `npm run bench:lighthouse [-- --no-build] [--runs N] [--page PATH]`: Lighthouse (mobile:
// simulated slow 4G, 4x CPU) on the served site (`npm run serve` over the mock API) for five
// pages, or the ones named; prints the performance score, FCP, LCP, TBT and CLS of each: the run
// with the median score of N (default 3, as Lighthouse's own guidance on variability advises: one
// run on 2 shared cores varies by ±10 points), and the range of the scores. Beside them, from the
// run's saved trace, how much of the wall time of the page's long tasks was spent on the CPU
// (scripts/bench/longTasks.mjs): the simulation multiplies wall times, and on these 2 cores much
// of that is waiting for a core. Lighthouse 13 needs Node 22+, so on Node 20 this runs
// lighthouse@12.8 through npx (downloaded on first use, not a dependency of the project).
// `--marks` measures instead the layout shift of pages with the reading marks present, in
// Playwright's Chromium (scripts/bench/readingMarks.mjs).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { longTaskTimes } from './bench/longTasks.mjs';
import { marksLayoutShift } from './bench/readingMarks.mjs';
import { startServedSite } from './bench/servedSite.mjs';

const run = promisify(execFile);
const major = Number(process.versions.node.split('.')[0]);
const LIGHTHOUSE = major >= 22 ? 'lighthouse@13' : 'lighthouse@12.8';
const FIVE = ['/', '/Forums', '/threads/2', '/search?q=laptop', '/login'];
// `--page /Forums` (again for more): only those pages, to compare one page's builds quickly.
const chosen = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []));
const PAGES = chosen.length > 0 ? chosen : FIVE;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;

// Headless Chromium 156 sometimes loads its own omnibox popup (a WebUI page of its own) in a
// renderer of its own while the measured page loads: on a 2-core machine it takes a core during
// the page's parsing and first paint, and the page's tasks stretch with it. The browser's own UI
// is not the site; it is switched off.
const QUIET_BROWSER =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI';

const { site, stop } = await startServedSite({
  apiPort: 4014,
  port: 4176,
  build: !process.argv.includes('--no-build'),
});
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));

/** One Lighthouse run of a page, its JSON report written to `out`. */
const lighthouse = (path, out) =>
  run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      `${site}${path}`,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      '--save-assets',
      `--output-path=${out}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage ${QUIET_BROWSER}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  );
/** `--marks`: CLS of fresh loads without and with the reading marks, and the marks shown. */
async function printMarks() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const rows = await marksLayoutShift(browser, site);
    console.log(
      `Layout shift with the reading marks, served site, Chromium ${browser.version()}, 390 × 844, ${new Date().toISOString().slice(0, 10)}:`,
    );
    console.log('(CLS of a fresh load: no reading positions, then the listed threads read;');
    console.log(' marks: threads "N new" / "Read", and a thread\'s "New since" line / resume bar)');
    console.log('| page | CLS without | CLS with marks | marks shown | largest shift with marks |');
    console.log('|---|---|---|---|---|');
    for (const { path, before, after } of rows) {
      const { fresh, read, newSince, resume } = after.marks;
      const shown = path.startsWith('/threads/')
        ? `new since ${newSince}, resume bar ${resume}`
        : `${fresh} new, ${read} read`;
      const largest = after.shifts.largest
        ? `${after.shifts.largest.value.toPrecision(2)} at ${after.shifts.largest.at} ms: ${after.shifts.largest.sources.join(', ')}`
        : 'none';
      console.log(
        `| \`${path}\` | ${before.shifts.cls.toFixed(4)} | ${after.shifts.cls.toFixed(4)} | ${shown} | ${largest} |`,
      );
    }
  } finally {
    await browser.close();
  }
}

try {
  if (process.argv.includes('--marks')) {
    await printMarks();
  } else await printLighthouse();
} finally {
  stop();
  rmSync(dir, { recursive: true, force: true });
}

async function printLighthouse() {
  const rows = [];
  let version = '';
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const out = join(dir, 'report.json');
      await lighthouse(path, out);
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const trace = JSON.parse(readFileSync(out.replace(/\.json$/, '-0.trace.json'), 'utf8'));
      version = report.lighthouseVersion;
      const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round(report.categories.performance.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        tasks: longTaskTimes(trace.traceEvents ?? trace),
        // Lighthouse's own measure of the machine's speed (higher is faster): the simulation
        // multiplies what it observed, so figures from machines of another index differ.
        benchmark: report.environment?.benchmarkIndex,
      });
    }
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor(sorted.length / 2)];
    const tasks = median.tasks
      ? `${Math.round(median.tasks.cpu)} of ${Math.round(median.tasks.wall)} ms`
      : 'n/a';
    rows.push(
      `| \`${path}\` | ${median.score} (${sorted[0].score}–${sorted.at(-1).score}) | ${(median.fcp / 1000).toFixed(1)} s | ${(median.lcp / 1000).toFixed(1)} s | ${Math.round(median.tbt)} ms | ${median.cls.toFixed(3)} | ${tasks} | ${Math.round(median.benchmark ?? Number.NaN)} |`,
    );
  }
  console.log(
    `Lighthouse ${version} (mobile, simulated throttling) on the served site, ${new Date().toISOString().slice(0, 10)}:`,
  );
  console.log(`(the run with the median score of ${RUNS}, and the range of the scores; long`);
  console.log(
    'tasks: time on the CPU of the observed main-thread tasks of 12 ms or more, of their',
  );
  console.log(
    'wall time, which is what the simulation multiplies: the rest is waiting for a core;',
  );
  console.log(
    "benchmark: Lighthouse's index of the machine's speed in that run, higher is faster)",
  );
  console.log(
    '| page | performance | FCP | LCP | TBT | CLS | long tasks: CPU of wall | benchmark |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}
