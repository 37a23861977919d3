#!/usr/bin/env node
// `npm test`: every check the project has, in order, then one summary line.
// Each check step (typecheck, lint, format, contract lint, commit messages) counts as one test; the test runners
// report their own counts through JSON reports in .test-reports/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, missingChromiumMessage } from './chromium.mjs';
import {
  CALENDAR_AHEAD,
  CALENDAR_BEHIND,
  faketimeWorks,
  missingFaketimeMessage,
} from './faketime.mjs';

const reports = '.test-reports';
process.env.REDOCLY_TELEMETRY ??= 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE ??= 'true';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];
const startedAll = Date.now();

function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function step(title, command, args) {
  const { ok, seconds } = run(title, command, args);
  if (ok) passed++;
  else failed++;
  lines.push(`${ok ? '✔' : '✘'} ${title} (${seconds}s)`);
}

/** A command run alongside others: its output is held and printed at once when it ends. */
function alongside(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds });
    });
  });
}

/** A check step run alongside others; gives its summary line. */
async function check(title, command, args) {
  const { ok, seconds } = await alongside(title, command, args);
  if (ok) passed++;
  else failed++;
  return `${ok ? '✔' : '✘'} ${title} (${seconds}s, alongside the other checks)`;
}

/**
 * A Vitest project, run on a moved calendar (libfaketime): `clock` is faketime's offset ('+730d')
 * or moment ('@2026-10-01 00:00:00'). Tests and the mock backend keep their own fixed clock, so a
 * test that leans on the real date fails here instead of on the day the calendar reaches it.
 */
function vitest(title, project, clock, name = project) {
  const { ok, seconds } = run(title, 'faketime', vitestArgs(project, clock, name));
  countVitest(title, name, ok, seconds);
}

/** The same, alongside other commands: resolves once counted. */
async function vitestAlongside(title, project, clock, name = project) {
  const { ok, seconds } = await alongside(title, 'faketime', vitestArgs(project, clock, name));
  return () => countVitest(title, name, ok, seconds);
}

function vitestArgs(project, clock, name) {
  return [
    '-f',
    clock,
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${name}.json`,
  ];
}

function countVitest(title, name, ok, seconds) {
  countJson(
    title,
    `${reports}/${name}.json`,
    ok,
    seconds,
    (r) => [r.numPassedTests, r.numFailedTests + (r.numRuntimeErrors ?? 0)],
    vitestFailures,
  );
}

function countJson(title, file, ok, seconds, read, names = () => []) {
  if (!existsSync(file)) {
    failed++;
    lines.push(`✘ ${title}: no report (the runner failed before testing) (${seconds}s)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')); // the story report is large: read once
  let [p, f] = read(report);
  if (!ok && f === 0) f = 1; // the runner failed for a reason its counts do not show
  passed += p;
  failed += f;
  lines.push(`${f === 0 ? '✔' : '✘'} ${title}: ${p} passed, ${f} failed (${seconds}s)`);
  // Named in the summary, which is what a cut-off CI log still shows.
  for (const name of names(report)) lines.push(`    ${name}`);
}

/** Vitest's JSON report: the tests that failed, by file and name. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `✘ ${file.name.replace(`${process.cwd()}/`, '')}: ${test.fullName}`),
  );
}

/** Playwright's JSON report: failed and flaky (passed on the retry) tests, with their project. */
function playwrightProblems(report) {
  const out = [];
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          out.push(
            `${test.status === 'flaky' ? '~ flaky' : '✘'} [${test.projectName}] ${[...path, spec.title].filter(Boolean).join(' › ')}`,
          );
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

// The checks each use one core (tsc, ESLint, Prettier): run side by side, they take the time of
// the longest instead of the sum (docs/benchmarks.md). Each one's output is printed whole
// when it ends, so the logs do not interleave.
const checks = await Promise.all(
  [
    ['typecheck', 'npx', ['tsc', '-b']],
    ['lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['format (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    [
      'commit messages (since the check was added: a subject of at most 72 characters, then a blank line)',
      'node',
      ['scripts/commit-messages.mjs'],
    ],
    ...(existsSync('openapi.yaml')
      ? [['contract lint', 'npx', ['redocly', 'lint', 'openapi.yaml', '--format', 'stylish']]]
      : []),
  ].map(([title, command, args]) => check(title, command, args)),
);
lines.push(...checks);
if (!faketimeWorks()) {
  console.error(`\n${missingFaketimeMessage}\n`);
  failed++;
  lines.push('✘ unit and story tests: libfaketime is missing (see the message above)');
  finish();
}
// The unit layer keeps about 1.3 cores busy (its tests in one worker, transforms beside them):
// its two calendars side by side finish in about 60 % of their time one after the other
// (docs/benchmarks.md). Counted in order once both have ended.
const counts = await Promise.all([
  vitestAlongside(
    `unit tests (the calendar two years ahead: faketime ${CALENDAR_AHEAD}; alongside the next)`,
    'unit',
    CALENDAR_AHEAD,
  ),
  vitestAlongside(
    `unit tests again (the calendar a month before the seed: faketime '${CALENDAR_BEHIND}')`,
    'unit',
    CALENDAR_BEHIND,
    'unit-behind',
  ),
]);
for (const count of counts) count();
// One real-backend build: first-visit sizes per route against scripts/budgets.json, and no mock code.
const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8')).routes;
const tiers = [...new Set(Object.values(budgets).map(({ js }) => js))].sort((a, b) => a - b);
const budgetText = `each of ${Object.keys(budgets).length} routes within its budget (${tiers.join(', ')} kB by kind of page; / ≤ ${budgets['/']?.js} kB)`;
step(
  `first-visit budget (gzip JS, kB = 1000 bytes: ${budgetText}); no mock code in the real-backend build`,
  'node',
  ['scripts/bench-bundle.mjs'],
);
step(
  'production install: npm ci --omit=dev in a scratch folder installs no development tool, and node app/server/start.mjs serves a rendered page',
  'node',
  ['scripts/check-production.mjs'],
);

if (!findChromium()) {
  console.error(`\n${missingChromiumMessage}\n`);
  failed++;
  lines.push('✘ browser tests: Chromium is missing (see the message above)');
} else {
  vitest(
    `story tests (interaction + accessibility, Chromium; the calendar two years ahead: faketime ${CALENDAR_AHEAD})`,
    'storybook',
    CALENDAR_AHEAD,
  );
  const file = `${reports}/e2e.json`;
  const { ok, seconds } = run(
    'app journeys (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  countJson(
    'app journeys (Playwright, Chromium)',
    file,
    ok,
    seconds,
    (r) => [(r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0), r.stats?.unexpected ?? 0],
    playwrightProblems,
  );
  step(
    'static Storybook: build, then one story per stories file, every design-system docs page and the visual sample (20 stories, one mode each, twice: 0 changed) in Chromium',
    'sh',
    ['-c', 'npm run build-storybook && node scripts/check-storybook-build.mjs'],
  );
}

finish();

function finish() {
  const total = Math.round((Date.now() - startedAll) / 1000);
  console.log('\nSummary (each layer with its time)');
  for (const line of lines) console.log(`  ${line}`);
  console.log(`  total: ${total}s (${Math.floor(total / 60)} min ${total % 60} s)`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
