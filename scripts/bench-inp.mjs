#!/usr/bin/env node
// `npm run bench:inp [-- --no-build --runs=5 --only=<name part,…> --trace=<dir> --profile]`:
// how long the served site (npm run serve) takes to answer a member's taps and keys on a phone,
// in Debian's Chromium: 390 px, touch, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate),
// signed in as a seeded member. Each interaction runs on a freshly loaded page (slowed too) once
// it is hydrated and its network quiet, with real input (taps on the touchscreen, keys typed one
// by one). Its figure is the longest Event Timing entry (input delay + processing + the next
// paint; PerformanceObserver type 'event', durationThreshold 16, buffered) from the input on:
// the interaction's INP. Entries under 16 ms are not reported, so "<16" means every part of it
// painted within 16 ms. Prints median and worst of the runs, per interaction. --trace writes a
// Chromium trace of each interaction's first run to <dir> (open it in DevTools' Performance
// panel); --profile prints the functions that ran longest in it (build with SERVE_MINIFY=0 for
// their names). --no-build reuses the last build, which must be this script's (its API port).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startServedSite } from './bench/servedSite.mjs';

const option = (name, fallback) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
};
const RUNS = Number(option('runs', '5'));
const ONLY = option('only', '');
const TRACE = option('trace', '');
const PROFILE = process.argv.includes('--profile');
const SLOWDOWN = 4;
/** DevTools' timeline and the JavaScript sampler: what the Performance panel records. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
];
const MEMBER = { email: 'user@example.com', password: 'password' };
/** A thread of 15 replies, two of them nested (the seeded db is the same on every reset). */
const THREAD = '/threads/226';
/** The pause between keys: a quick thumb on a phone keyboard. */
const KEY_DELAY_MS = 120;
/** How long the page is left alone before the input (ms). */
const SETTLE_MS = 1_000;

/** Resolves once `test` holds in the page (polling each animation frame). */
const until = (page, test, arg) => page.waitForFunction(test, arg, { timeout: 20_000 });

/**
 * Each interaction: the page it starts on, what is tapped (`target`, a locator) or typed (`keys`,
 * into the field `focus` taps first), what it reads beforehand (`before`, in the page) and when
 * it is done (`done(before)`, in the page). The tap's place is found before the clock starts:
 * Playwright's locators run in the page's main thread too, and a role query over the whole page
 * at 4× would be measured as input delay.
 */
const interactions = [
  {
    name: 'like the thread',
    path: THREAD,
    target: (page) => page.getByRole('button', { name: /^Like this thread/ }),
    // The thread's article comes first, its like button before the replies'.
    before: () => document.querySelector('main article button[aria-pressed]').ariaPressed,
    done: (was) => document.querySelector('main article button[aria-pressed]').ariaPressed !== was,
  },
  {
    name: 'Reply on a reply (the composer opens, prefilled)',
    path: THREAD,
    target: (page) => page.getByRole('button', { name: /^Reply to/ }).nth(1),
    done: () => {
      const field = document.activeElement;
      return field instanceof HTMLTextAreaElement && field.value.startsWith('@');
    },
  },
  {
    name: 'typing in the composer (worst key of 12)',
    path: THREAD,
    focus: (page) => page.getByLabel('Your reply', { exact: true }),
    keys: 'Same here :)',
    done: () => document.activeElement?.value === 'Same here :)',
  },
  {
    name: 'Load More on home',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Load More Latest News' }),
    before: () => window.latestNews().length,
    done: (shown) => window.latestNews().length > shown,
    helpers: true,
  },
  {
    name: 'open the header menu',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    done: () => document.querySelector('header nav[hidden]') === null,
  },
  {
    name: 'typing a header search (suggestions)',
    path: '/',
    focus: (page) => page.getByRole('searchbox', { name: 'Search' }),
    keys: 'keyboard',
    ready: () => document.querySelector('form[role="search"] [role="combobox"]') !== null,
    done: () => document.querySelector('[role="listbox"] [role="option"]') !== null,
  },
  {
    name: 'switch the theme',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Dark theme' }),
    before: () => document.documentElement.dataset.theme,
    done: (was) => document.documentElement.dataset.theme !== was,
  },
  {
    name: 'tap a board on /Forums',
    path: '/Forums',
    target: (page, run) => page.locator('main a[href^="/Forum/"]').nth(run),
    done: () => document.querySelector('main h1')?.textContent !== 'Forum Categories',
  },
  {
    name: 'tap a thread on /Forums',
    path: '/Forums',
    target: (page, run) => page.locator('main a[href^="/threads/"]').nth(run),
    done: () => document.querySelector('main article h1') !== null,
  },
].filter(({ name }) => ONLY.split(',').some((part) => name.includes(part)));

/** In the page: the home page's Latest News rows (for Load More's before and done). */
function pageHelpers() {
  window.latestNews = () =>
    [...document.querySelectorAll('main section')]
      .find((section) => section.querySelector('h2')?.textContent === 'Latest News')
      ?.querySelectorAll('li') ?? [];
}

/** In the page: every Event Timing entry from now on (and those buffered). */
function observeEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        // Input delay, then processing (the handlers); the rest is rendering up to the paint.
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The longest entry that started at or after `from` (after two frames, so it is reported), with
 * the handlers' time of every event painted in the same frame (a tap's pointer, touch, mouse and
 * click events: the longest is often the first of them, whose own handlers are short).
 */
async function longestSince(page, from) {
  return page.evaluate(async (since) => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    const entries = window.__events.filter((entry) => entry.start >= since);
    const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a), {
      name: '(none over 16 ms)',
      duration: 0,
    });
    const paint = worst.start + worst.duration;
    // Event Timing rounds durations to 8 ms: the same frame's entries end within 8 ms.
    const frame = entries.filter((entry) => Math.abs(entry.start + entry.duration - paint) <= 8);
    const handlers = frame.reduce((sum, entry) => sum + entry.processing, 0);
    return { ...worst, handlers, events: frame.length };
  }, from);
}

/** The functions that ran longest (their own time, ms) in a CDP CPU profile: the top 12. */
function selfTimes({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const self = new Map();
  samples.forEach((id, index) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + (timeDeltas[index] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([where, time]) => `${time.toFixed(0).padStart(5)} ms  ${where}`);
}

/** Signs the member in once; every run's context starts from the session it leaves. */
async function signedInState(browser, site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site}/login`);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measure(browser, site, storageState, interaction, run, tracePath) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    storageState,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(`${site}${interaction.path}`);
    // Hydrated, and past the start-up overlay (the spec's 1.5 s, when the page is out of reach).
    await until(page, () => {
      const root = document.getElementById('root');
      return (
        root !== null &&
        Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
        root.querySelector(':scope > [aria-busy]') === null
      );
    });
    await page.waitForLoadState('networkidle');
    await page.evaluate(observeEvents);
    if (interaction.helpers) await page.evaluate(pageHelpers);
    if (interaction.focus) await interaction.focus(page).tap();
    if (interaction.ready) await until(page, interaction.ready);
    const target = interaction.target?.(page, run);
    await target?.scrollIntoViewIfNeeded();
    const box = await target?.boundingBox();
    const before = await page.evaluate(interaction.before ?? (() => undefined));
    // A reader's pause before the tap: what the page does once idle (its lazy parts) is done.
    await page.waitForTimeout(SETTLE_MS);
    if (tracePath)
      await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    if (PROFILE) await cdp.send('Profiler.enable');
    if (PROFILE) await cdp.send('Profiler.start');
    const from = await page.evaluate(() => performance.now());
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    else await page.keyboard.type(interaction.keys, { delay: KEY_DELAY_MS });
    await until(page, interaction.done, before);
    const worst = await longestSince(page, from);
    if (tracePath) await browser.stopTracing();
    if (PROFILE) worst.profile = selfTimes((await cdp.send('Profiler.stop')).profile);
    return worst;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/**
 * The worst entry's event, its input delay, the handlers of its frame's events, and the rest
 * (rendering, and the gaps between the frame's events).
 */
const parts = (entry) =>
  entry.duration > 0
    ? `${entry.name} (${entry.events} events): ${[entry.delay, entry.handlers, entry.duration - entry.delay - entry.handlers].map((value) => value.toFixed(0)).join(' + ')}`
    : '';
const ms = (value) => (value > 0 ? `${value.toFixed(0)} ms` : '<16 ms');

const { api, site, stop } = await startServedSite({
  apiPort: 4016,
  port: 4181,
  build: !process.argv.includes('--no-build'),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
if (TRACE) mkdirSync(TRACE, { recursive: true });
try {
  // The seeded db; the thread's like then alternates between a like and an unlike, run by run.
  await fetch(new URL('/__reset', api), { method: 'POST' });
  const storageState = await signedInState(browser, site);
  const rows = [];
  for (const [index, interaction] of interactions.entries()) {
    const figures = [];
    for (let run = 0; run < RUNS; run++) {
      const trace = TRACE && run === 0 ? join(TRACE, `inp-${index + 1}.json`) : undefined;
      figures.push(await measure(browser, site, storageState, interaction, run, trace));
    }
    if (PROFILE) console.error(`${interaction.name}, run 1:\n${figures[0].profile.join('\n')}`);
    const durations = figures.map((entry) => entry.duration);
    const worst = figures.reduce((a, b) => (b.duration > a.duration ? b : a));
    rows.push(
      `| ${interaction.name} | ${ms(median(durations))} | ${ms(worst.duration)} | ${parts(worst)} | ${durations.map((value) => value.toFixed(0)).join(', ')} |`,
    );
    console.error(rows.at(-1));
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `\nInteractions in the served site (${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()}, 390 px touch, CPU ${SLOWDOWN}× slower, signed in; ${RUNS} runs; load average ${load}):\n`,
  );
  console.log(
    '| interaction | median | worst | worst: first event, input delay + handlers + rendering (ms) | runs (ms) |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  stop();
}
