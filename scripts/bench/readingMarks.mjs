// `npm run bench:lighthouse -- --marks`: layout shift with the reading marks present, on the served
// site in Chromium (Playwright, not Lighthouse). The marks are added in the browser after the page
// is hydrated (docs/reading.md): lists' "N new" over the letter badge and muted "Read", and on a
// thread "New since your last visit" and the "Continue where you left off" bar. Each page is
// loaded fresh twice, in a browser with no reading positions and in one whose positions say the
// listed threads were read (every other one with fewer replies than it has now), and the CLS of
// each load is printed beside the marks it showed. Positions are seeded the way a reader leaves
// them: a thread is opened (the app creates its store and writes the visit), then the store is
// given positions for the listed threads with a lower replies count.

/** Layout shifts without recent input, summed, and the largest one's sources (in the page). */
function watchShifts() {
  const shifts = { cls: 0, largest: null };
  window.__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.cls += entry.value;
      if (shifts.largest && shifts.largest.value >= entry.value) continue;
      const describe = (node) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
          : String(node?.nodeName);
      shifts.largest = {
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((source) => describe(source.node)),
      };
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The marks on the page: threads marked "N new" and "Read", and the thread page's two. */
function countMarks() {
  const links = [...document.querySelectorAll('a[data-thread-link]')];
  return {
    fresh: links.filter((link) =>
      [...link.querySelectorAll('span')].some((span) => /^\S+ new$/.test(span.textContent ?? '')),
    ).length,
    read: links.filter((link) => link.dataset.read === 'true').length,
    newSince: document.querySelectorAll('[data-new-since]').length,
    resume: document.querySelectorAll('[role="group"][aria-label="Where you left off"]').length,
  };
}

/** The threads a rendered page lists: from the query state it was sent with. */
function listedThreads() {
  const state = document.getElementById('forum-state');
  const threads = new Map();
  const visit = (value) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value.id === 'number' && 'slug' in value && 'replies_count' in value)
      threads.set(value.id, { id: value.id, replies: Number(value.replies_count) || 0 });
    Object.values(value).forEach(visit);
  };
  visit(state ? JSON.parse(state.textContent ?? 'null') : null);
  return [...threads.values()];
}

/** Puts the guest's positions into the app's store (IndexedDB `forum-reading`, already made). */
function putPositions(positions) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('forum-reading');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction('positions', 'readwrite');
      for (const position of positions) transaction.objectStore('positions').put(position);
      transaction.oncomplete = () => (open.result.close(), resolve());
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

/** Once the app has made its reading store (a thread's reading tools open it). */
const storeMade = (page) =>
  page.waitForFunction(
    async () => (await indexedDB.databases()).some((db) => db.name === 'forum-reading'),
    null,
    { timeout: 15_000 },
  );

const hydrated = (page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

/**
 * Loads `url` fresh and reads its CLS once the marks it should show are there (`expected`
 * returns true, or 10 s pass) and the page has stayed still for a second after.
 */
async function load(context, url, expected) {
  const page = await context.newPage();
  await page.addInitScript(watchShifts);
  await page.goto(url);
  await hydrated(page);
  await page
    .waitForFunction(expected, null, { timeout: 10_000, polling: 100 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => window.__shifts);
  const marks = await page.evaluate(countMarks);
  await page.close();
  return { shifts, marks };
}

/**
 * Seeds the guest's positions in `context` for the threads `url` lists: the first thread is
 * opened (the app makes its store and writes the visit), then every listed thread gets a
 * position, every other one with two replies fewer than it has now.
 */
async function seedList(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  const threads = await page.evaluate(listedThreads);
  const first = page.locator('main a[data-thread-link]').first();
  await first.click();
  await storeMade(page);
  await page.waitForTimeout(500);
  const at = Date.now();
  await page.evaluate(
    putPositions,
    threads.map((thread, i) => ({
      owner: 'guest',
      threadId: thread.id,
      lastReadId: 0,
      lastReadOrdinal: 0,
      seenCount: i % 2 === 0 ? Math.max(0, thread.replies - 2) : thread.replies,
      newestId: 0,
      seenAt: at - i,
    })),
  );
  await page.close();
  return threads.length;
}

/**
 * Seeds a position on a thread page: read to its middle reply, with its two newest replies
 * posted since (the newest id kept below theirs).
 */
async function seedThread(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  await storeMade(page);
  await page.waitForTimeout(1500); // the visit's first write
  const replies = await page.evaluate(() =>
    [...document.querySelectorAll('article[data-ordinal]')].map((reply) => ({
      id: Number(reply.id.replace('post-', '')),
      ordinal: Number(reply.dataset.ordinal),
    })),
  );
  const threadId = await page.evaluate(() => {
    const state = JSON.parse(document.getElementById('forum-state')?.textContent ?? 'null');
    const find = (value) =>
      value && typeof value === 'object'
        ? 'posts' in value && typeof value.id === 'number'
          ? value.id
          : Object.values(value).map(find).find(Boolean)
        : undefined;
    return find(state);
  });
  const byId = [...replies].sort((a, b) => a.id - b.id);
  const middle = replies[Math.floor(replies.length / 2)];
  await page.evaluate(putPositions, [
    {
      owner: 'guest',
      threadId,
      lastReadId: middle.id,
      lastReadOrdinal: middle.ordinal,
      seenCount: replies.length - 2,
      newestId: byId.at(-3).id,
      seenAt: Date.now(),
    },
  ]);
  await page.close();
  return replies.length;
}

/**
 * Measures each list page and a thread page with and without marks; returns printable rows.
 * `browser`: a Playwright Chromium; `site`: the served site's address.
 */
export async function marksLayoutShift(browser, site) {
  const viewport = { viewport: { width: 390, height: 844 } };
  const probe = await browser.newContext(viewport);
  const forums = await probe.newPage();
  await forums.goto(`${site}/Forums`);
  const board = await forums.locator('main a[href^="/Forum/"]').first().getAttribute('href');
  const home = await probe.newPage();
  await home.goto(`${site}/`);
  // A thread whose replies are all rendered (not the windowed list), with several of them.
  const thread = (await home.evaluate(listedThreads)).find(
    (listed) => listed.replies >= 6 && listed.replies <= 100,
  )?.id;
  await probe.close();

  const lists = ['/', '/LatestNews', board, '/Forums'];
  const rows = [];
  const listMarks = () => document.querySelectorAll('a[data-thread-link][data-read]').length > 0;
  for (const path of lists) {
    const clean = await browser.newContext(viewport);
    const before = await load(clean, `${site}${path}`, () => true);
    await clean.close();
    const reader = await browser.newContext(viewport);
    const seeded = await seedList(reader, `${site}${path}`);
    const after = await load(reader, `${site}${path}`, listMarks);
    await reader.close();
    rows.push({ path, seeded, before, after });
  }
  const threadPath = `/threads/${thread}`;
  const clean = await browser.newContext(viewport);
  const before = await load(clean, `${site}${threadPath}`, () => true);
  await clean.close();
  const reader = await browser.newContext(viewport);
  const seeded = await seedThread(reader, `${site}${threadPath}`);
  const after = await load(
    reader,
    `${site}${threadPath}`,
    () =>
      document.querySelector('[data-new-since]') !== null &&
      document.querySelector('[role="group"][aria-label="Where you left off"]') !== null,
  );
  await reader.close();
  rows.push({ path: threadPath, seeded, before, after });
  return rows;
}
