#!/usr/bin/env node
// `npm run bench:thread`: the thread page in Chromium, on the demo build (the mock backend in
// its service worker). For the seeded 2,000-reply thread and synthetic threads of 100, 1,000 and
// 5,000 replies it prints: the time from the thread's response to the first replies painted,
// the DOM node count once the page has settled, and the JS heap after a garbage collection
// (median of RUNS visits each). Then the cost of the client's JSON handling of thread 1's body.
// Then scrolling while positions are recorded: the seeded and the 5,000-reply thread at 4× CPU,
// wheeled down for SCROLL_MS, with the long tasks and long animation frames meanwhile and the
// furthest reply the store kept.
// Figures only: nothing here asserts a time. `--no-build` reuses the last build; `--scroll`
// runs only the scrolling phase.
import { chromium } from 'playwright';
import { serveDemo } from './bench/demo.mjs';
import { longTaskTimes } from './bench/longTasks.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const RUNS = 5;
const SYNTHETIC = [100, 1000, 5000];
/** Synthetic threads answer at /threads/id/{SYNTHETIC_BASE + replies}. */
const SYNTHETIC_BASE = 900_000;
/** The scrolling phase: how long, how far a wheel step goes and how often, the CPU slowdown. */
const SCROLL_MS = 10_000;
const WHEEL_PX = 240;
const WHEEL_EVERY_MS = 50;
const CPU_SLOWDOWN = 4;
const scrollOnly = process.argv.includes('--scroll');

const { server, base } = await serveDemo('forum-bench-thread');

/**
 * Runs in the page before its scripts: answers the synthetic threads (a reply tree shaped like
 * the seeded one: 70% of replies answer one of the 30 latest, at most 5 deep), stamps when the
 * thread's response arrives and when the first reply is painted.
 */
function instrument({ syntheticBase }) {
  const marks = { response: null, painted: null };
  window.__bench = marks;
  const threadCall = /\/api\/v1\/threads\/id\/\d+$/;
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const sentence = (n) =>
    `<p>${'Budget builds, GPUs, monitors and cooling, compared for the money. '.repeat(1 + (n % 3))}</p>`;
  function synthetic(id) {
    const count = id - syntheticBase;
    const at = Date.UTC(2026, 0, 1);
    const author = (n) => ({ id: 1 + (n % 50), name: `Member ${1 + (n % 50)}`, avatar_url: null });
    const post = (n, parent) => ({
      id: id * 10 + n,
      content: sentence(n),
      parent_id: parent,
      thread_id: id,
      author_id: 1 + (n % 50),
      author: author(n),
      created_at: new Date(at + n * 60_000).toISOString(),
      likes_count: n % 5,
      replies: [],
    });
    const first = post(0, null);
    const top = [first];
    const recent = [];
    for (let r = 1; r <= count; r++) {
      let parent = null;
      if (recent.length > 0 && random() < 0.7) {
        const from = Math.max(0, recent.length - 30);
        parent = recent[from + Math.floor(random() * (recent.length - from))];
        if (parent.depth >= 5) parent = null;
      }
      const reply = post(r, parent ? parent.post.id : null);
      (parent ? parent.post.replies : top).push(reply);
      recent.push({ post: reply, depth: parent ? parent.depth + 1 : 1 });
    }
    return {
      data: {
        id,
        slug: `synthetic-${count}`,
        title: `Synthetic thread with ${count} replies`,
        content: first.content,
        created_at: new Date(at).toISOString(),
        is_featured: false,
        is_sticky: false,
        is_approved: true,
        is_locked: false,
        status: 'approved',
        author: author(0),
        author_id: 1,
        category: { id: 1, slug: 'device-hardware', title: 'Device & Hardware', color: null },
        category_id: 1,
        first_post_id: first.id,
        first_post: { id: first.id, content: first.content },
        posts: top,
        replies_count: count,
        likes_count: 0,
        views: 0,
      },
    };
  }
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!threadCall.test(url.pathname)) return original(input, init);
    const id = Number(url.pathname.split('/').pop());
    const response =
      id > syntheticBase
        ? new Response(JSON.stringify(synthetic(id)), {
            headers: { 'Content-Type': 'application/json' },
          })
        : await original(input, init);
    marks.response ??= performance.now();
    return response;
  };
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('article[id^="post-"]')) return;
    observer.disconnect();
    // The frame that shows the first replies: after the next animation frame has painted.
    requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
  }).observe(document, { childList: true, subtree: true });
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function visit(context, path) {
  const page = await context.newPage();
  await page.goto(new URL(path, base).href);
  await page.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 60_000 });
  await page.waitForTimeout(1000); // let it settle: the windowed list, the lazy composer
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const figures = await page.evaluate(() => ({
    ms: window.__bench.painted - window.__bench.response,
    nodes: document.getElementsByTagName('*').length,
    replies: document.querySelectorAll('article[id^="post-"]').length,
  }));
  await page.close();
  return { ...figures, heap: usedSize };
}

/**
 * The position the reading store (IndexedDB `forum-reading`) keeps for a thread, the guest's.
 * Opened only once the app has created it: opening it first would create it empty, at the
 * version the app's upgrade expects, and leave the app without its store.
 */
const storedPosition = (page, threadId) =>
  page.evaluate(async (id) => {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === 'forum-reading')) return null;
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('forum-reading');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('positions')) return (resolve(null), db.close());
        const get = db.transaction('positions').objectStore('positions').get(['guest', id]);
        get.onsuccess = () => (resolve(get.result ?? null), db.close());
        get.onerror = () => reject(get.error);
      };
    });
  }, threadId);

/**
 * Scrolls a thread down with the wheel for SCROLL_MS at CPU_SLOWDOWN× once its reading tools
 * have written the visit, then waits for the last position to be written. Long tasks are those
 * that started once the scrolling did; blocking time is the sum of each one's part over 50 ms.
 */
async function scrollWhileRecording(context, path) {
  const threadId = Number(path.split('/').pop());
  const page = await context.newPage();
  await page.goto(new URL(path, base).href);
  await page.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 60_000 });
  // The reading tools load after the thread shows and write the visit at once.
  for (let tries = 0; !(await storedPosition(page, threadId)) && tries < 100; tries++)
    await page.waitForTimeout(100);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // A trace as well: its tasks' thread time leaves out the time they waited for a core.
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'disabled-by-default-devtools.timeline,devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.evaluate(() => {
    performance.mark('bench-scroll');
    const from = performance.now();
    const seen = { tasks: [], frames: [] };
    window.__longTasks = seen;
    const keep = (into) => (list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= from) into.push(entry.duration);
    };
    new PerformanceObserver(keep(seen.tasks)).observe({ type: 'longtask', buffered: true });
    // A long task leaves out a frame's style, layout and paint; a long animation frame does not.
    new PerformanceObserver(keep(seen.frames)).observe({
      type: 'long-animation-frame',
      buffered: true,
    });
  });
  await page.mouse.move(640, 450);
  const start = Date.now();
  let steps = 0;
  while (Date.now() - start < SCROLL_MS) {
    await page.mouse.wheel(0, WHEEL_PX);
    await page.waitForTimeout(WHEEL_EVERY_MS);
    steps += 1;
  }
  await page.waitForTimeout(2000); // the write a second after the last reply read
  const { tasks, frames } = await page.evaluate(() => window.__longTasks);
  await cdp.send('Tracing.end');
  await traced;
  const work = longTaskTimes(events, { minMs: 50, from: 'bench-scroll' });
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const stored = await storedPosition(page, threadId);
  await page.close();
  return {
    steps,
    scrolled,
    count: tasks.length,
    longest: Math.max(0, ...tasks),
    blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    frames: frames.length,
    longestCpu: work?.longestCpu ?? Number.NaN,
    longestFrame: Math.max(0, ...frames),
    furthest: stored ? `${stored.lastReadOrdinal} of ${stored.seenCount}` : 'none',
  };
}

async function printScrolling(context) {
  const cases = [
    ['seeded thread 1 (2,000 replies)', '/threads/1'],
    ['synthetic, 5,000 replies', `/threads/${SYNTHETIC_BASE + 5000}`],
  ];
  console.log(
    `\nScrolling while positions are recorded, ${CPU_SLOWDOWN}× CPU: the wheel ${WHEEL_PX} px ` +
      `every ${WHEEL_EVERY_MS} ms for ${SCROLL_MS / 1000} s; long tasks from the first wheel on:`,
  );
  const header = [
    'thread',
    'scrolled',
    'long tasks',
    'longest',
    'blocking time',
    'longest on the CPU',
    'frames over 50 ms, longest',
    'furthest read',
  ];
  const table = [header];
  for (const [name, path] of cases) {
    const r = await scrollWhileRecording(context, path);
    table.push([
      name,
      `${r.scrolled.toLocaleString('en')} px`,
      String(r.count),
      `${r.longest.toFixed(0)} ms`,
      `${r.blocking.toFixed(0)} ms`,
      `${r.longestCpu.toFixed(0)} ms`,
      `${r.frames}, ${r.longestFrame.toFixed(0)} ms`,
      `reply ${r.furthest}`,
    ]);
  }
  printTable(table);
}

function printTable(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  for (const cells of table)
    console.log(
      `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`,
    );
}

/** Loading: time to the first replies, DOM nodes and heap; then the JSON handling. */
async function printVisits(context) {
  const cases = [
    ['seeded thread 1 (2,000 replies)', '/threads/1'],
    ...SYNTHETIC.map((n) => [
      `synthetic, ${n.toLocaleString('en')} replies`,
      `/threads/${SYNTHETIC_BASE + n}`,
    ]),
  ];
  const rows = [];
  for (const [name, path] of cases) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(context, path));
    rows.push({
      name,
      ms: median(runs.map((r) => r.ms)),
      nodes: median(runs.map((r) => r.nodes)),
      replies: median(runs.map((r) => r.replies)),
      heap: median(runs.map((r) => r.heap)),
    });
  }

  // The client middleware's JSON handling of thread 1's body, in the same Chromium.
  const page = await context.newPage();
  await page.goto(new URL('/threads/5', base).href);
  // Once the page shows a thread, demo mode's worker answers the page's calls.
  await page.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 60_000 });
  const json = await page.evaluate(async () => {
    const text = await (await fetch('/api/v1/threads/id/1')).text();
    const time = (fn) => {
      const runs = [];
      for (let i = 0; i < 9; i++) {
        const start = performance.now();
        fn();
        runs.push(performance.now() - start);
      }
      return runs.sort((a, b) => a - b)[4];
    };
    return {
      bytes: new TextEncoder().encode(text).length,
      parse: time(() => JSON.parse(text)),
      twice: time(() => JSON.parse(JSON.stringify(JSON.parse(text)))),
    };
  });
  await page.close();

  console.log(
    `Thread page in Chromium ${browser.version()}, demo build, median of ${RUNS} visits:`,
  );
  const header = [
    'thread',
    'response → first replies painted',
    'DOM nodes',
    'replies in DOM',
    'JS heap',
  ];
  const table = [
    header,
    ...rows.map((r) => [
      r.name,
      `${r.ms.toFixed(0)} ms`,
      String(r.nodes),
      String(r.replies),
      `${(r.heap / 1e6).toFixed(1)} MB`,
    ]),
  ];
  printTable(table);
  const at100 = rows.find((r) => r.name.includes(' 100 '))?.nodes;
  const at5000 = rows.find((r) => r.name.includes('5,000'))?.nodes;
  if (at100 && at5000)
    console.log(
      `  DOM nodes at 5,000 replies / at 100: ${(at5000 / at100).toFixed(2)} (limit 1.2)`,
    );
  console.log(
    `\nThread 1's body (${(json.bytes / 1000).toFixed(0)} kB): JSON.parse ${json.parse.toFixed(1)} ms; ` +
      `parse, stringify and parse again (what the client middleware did) ${json.twice.toFixed(1)} ms (median of 9)`,
  );
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrument, { syntheticBase: SYNTHETIC_BASE });
  // Demo mode's service worker and its seeded data, in place before measuring.
  const warm = await context.newPage();
  await warm.goto(new URL('/threads/5', base).href);
  await warm.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 60_000 });
  await warm.close();
  if (!scrollOnly) await printVisits(context);
  await printScrolling(context);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
