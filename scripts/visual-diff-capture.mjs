// Screenshots of a static Storybook build, one per story and Chromatic mode, made deterministic:
// animations, transitions and the caret off; fonts loaded; the clock frozen at the mock data's
// SEED_NOW; Math.random seeded before every story (the mock db is reseeded by the preview's
// beforeEach); toasts kept until dismissed (the stories open with chromatic=true, as in Chromatic);
// UTC, en-US, device scale 1, reduced motion.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  FROZEN_NOW,
  captureJobs,
  popupsOpened,
  modeIndexFor,
  snapshotKey,
  snapshotsOf,
} from './visual-diff-lib.mjs';
import { WATCH_PLAY, launchChromium, serveStatic, waitForRender } from './storybook-static.mjs';

/**
 * How many pages take screenshots side by side (each in a browser context of its own): three a
 * core, at most 8. Much of a snapshot's time is the pause that proves the page holds still (400 ms
 * between two shots), when the CPU is idle, and other pages fill it: snapshots a minute grow with
 * the pages up to three a core (`VISUAL_PAGES=N npm run visual:diff -- --base-dir B --head-dir B
 * --stories S`; docs/benchmarks.md, "Visual review"). More than 8 is not tried: each page is a
 * renderer of its own, with its own memory. `VISUAL_PAGES` sets it.
 */
export const CAPTURE_PAGES =
  Number(process.env.VISUAL_PAGES) || Math.min(8, 3 * availableParallelism());

/**
 * Added to the page while its screenshots are taken, and removed after: no transitions,
 * animations or caret (the stories have run with the motion they ask for, reduced).
 */
const STILL_CSS = `*, *::before, *::after {
  caret-color: transparent !important;
  transition: none !important;
  animation: none !important;
  scroll-behavior: auto !important;
}`;

/** Before any page script: a seedable Math.random (mulberry32), reseeded before each story. */
const SEEDED_RANDOM = `(() => {
  let state = 1;
  window.__visualSeed = (seed) => { state = seed >>> 0; };
  Math.random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

/**
 * A screenshot the page holds still for: taken again after a pause until two in a row are the
 * same (at most 5). A popover placed a frame late, or a "Draft saved" note that a timer shows
 * just after the play function, would otherwise differ from one run to the next.
 * The whole page, or only the viewport for a story that asks for it as Chromatic's
 * `cropToViewport` does (a page too tall to take whole, where the story ends scrolled).
 *
 * Taken with the DevTools protocol's `Page.captureScreenshot` and `optimizeForSpeed` (a faster
 * PNG encoding, larger files), not Playwright's `page.screenshot`: the same pixels for less of the
 * browser's time a snapshot (docs/benchmarks.md, "Visual review"). Playwright's options it
 * replaced: `style`, `caret` and `animations` are STILL_CSS, added before the first shot and
 * removed after the last.
 * @param {import('playwright').Page} page
 * @param {import('playwright').CDPSession} cdp the page's DevTools session
 * @param {{ fullPage?: boolean }} [options]
 */
async function stableScreenshot(page, cdp, { fullPage = true } = {}) {
  // A whole page is taken from its top: a fixed part (a toast, a sticky bar) is drawn where it
  // sits in the window, so a story that ends scrolled by an amount that depends on timing (a
  // focus() scrolling to a button while the form above it grows) would move it between runs.
  // Before every shot, in case something scrolled the page after the last.
  const settle = (/** @type {boolean} */ first) =>
    page.evaluate(
      async ({ css, first, fullPage }) => {
        if (first) {
          const style = document.createElement('style');
          style.id = '__visualStill';
          style.textContent = css;
          document.head.append(style);
        }
        if (!first && (!fullPage || (window.scrollY === 0 && window.scrollX === 0))) return;
        if (fullPage) window.scrollTo(0, 0);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      },
      { css: STILL_CSS, first, fullPage },
    );
  const shoot = async (/** @type {boolean} */ first) => {
    await settle(first);
    /** @type {Record<string, unknown>} */
    const params = { format: 'png', optimizeForSpeed: true };
    if (fullPage) {
      const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
      params.clip = {
        x: 0,
        y: 0,
        width: Math.ceil(cssContentSize.width),
        height: Math.ceil(cssContentSize.height),
        scale: 1,
      };
      params.captureBeyondViewport = true;
    }
    const { data } = await cdp.send('Page.captureScreenshot', params);
    return Buffer.from(data, 'base64');
  };
  try {
    let last = await shoot(true);
    for (let attempt = 0; attempt < 4; attempt++) {
      await page.waitForTimeout(400);
      const next = await shoot(false);
      if (next.equals(last)) return next;
      last = next;
    }
    return last;
  } finally {
    await page.evaluate(() => document.getElementById('__visualStill')?.remove()).catch(() => {});
  }
}

/**
 * Before any page script: where focus is, in words (`__visualFocus()`): the focused element's
 * role or tag, its name, whether it shows `:focus-visible`, and whether the page itself has
 * focus ('none' when it is on the body). The capture notes it when the play function ends (the
 * play function asserts where focus is) and again after the screenshot. `__visualFocusState()`
 * keeps the element itself, so that a move to another element tells apart from a name that
 * changed on the same one. It also keeps which popups are open (`__visualPopups()`: menus,
 * dialogs, listboxes and tooltips that are showing), as the play function asserts that too.
 */
const FOCUS_WORDS = `window.__visualFocus = () => {
  const element = document.activeElement;
  const page = document.hasFocus() ? '' : ' (page not focused)';
  if (!element || element === document.body) return 'none' + page;
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  const name = (element.getAttribute('aria-label') ?? element.innerText ?? element.textContent ?? '')
    .replace(/\\s+/g, ' ').trim().slice(0, 60);
  const visible = element.matches(':focus-visible') ? ' :focus-visible' : '';
  return role + ' "' + name + '"' + visible + page;
};
window.__visualPopups = () =>
  [...document.querySelectorAll('[role=menu],[role=dialog],[role=alertdialog],[role=listbox],[role=tooltip]')]
    .filter((popup) => popup.checkVisibility())
    .map((popup) => popup.getAttribute('role'))
    .join(', ');
window.__visualFocusState = () => {
  const element = document.activeElement;
  return {
    element,
    visible: Boolean(element?.matches(':focus-visible')),
    page: document.hasFocus(),
    popups: window.__visualPopups(),
  };
};`;

/**
 * The stories of a build with what the snapshots need (modes, the story's own viewport, the
 * viewport sizes), read from Storybook's preview (`extract()` evaluates every stories file).
 * @param {import('playwright').Page} page
 * @param {string} base
 * @param {string[] | undefined} ids
 */
async function readStories(page, base, ids) {
  await page.goto(`${base}/iframe.html`);
  await page.waitForFunction(
    () => /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.storyStoreValue,
  );
  return page.evaluate(async (ids) => {
    const preview = /** @type {any} */ (window).__STORYBOOK_PREVIEW__;
    // A few known stories load alone; otherwise every stories file is evaluated.
    const indexed = Object.keys(preview.storyStoreValue.storyIndex.entries);
    const all = ids
      ? await Promise.all(
          ids
            .filter((id) => indexed.includes(id))
            .map((id) => preview.storyStoreValue.loadStory({ storyId: id })),
        )
      : Object.values(await preview.extract());
    return all.map((/** @type {any} */ story) => ({
      id: /** @type {string} */ (story.id),
      title: /** @type {string} */ (story.title),
      name: /** @type {string} */ (story.name),
      modes: story.parameters?.chromatic?.modes,
      disabled: Boolean(story.parameters?.chromatic?.disableSnapshot),
      cropToViewport: Boolean(story.parameters?.chromatic?.cropToViewport),
      storyViewport: story.storyGlobals?.viewport?.value,
      viewports: JSON.parse(JSON.stringify(story.parameters?.viewport?.options ?? {})),
    }));
  }, ids);
}

/**
 * Screenshots every story of the build in `dir` whose id `filter` matches into `outDir`, in
 * every mode it opts into, with a server and a browser of its own.
 * @param {{ dir: string } & Omit<CaptureOptions, 'base' | 'browser'>} options
 */
export async function captureBuild({ dir, ...options }) {
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    return await captureStories({ ...options, base: server.base, browser });
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * @typedef {{ base: string, browser: import('playwright').Browser, outDir: string,
 *   filter?: RegExp, stories?: string[], oneModeEach?: boolean | 'by-id', pages?: number,
 *   log?: (line: string) => void }} CaptureOptions
 *   `base`: the URL the build is served at; `stories`: exact ids instead of `filter`;
 *   `pages`: how many pages take screenshots side by side (CAPTURE_PAGES);
 *   `oneModeEach`: one mode per story, taking each story's modes in turn (the n-th story its
 *   n-th mode), so that a small sample still passes through every theme and page size; 'by-id':
 *   one mode per story chosen by its id (modeIndexFor), the same whatever else the run holds.
 * @typedef {{ theme: string, width: number, height: number,
 *   items: { story: Awaited<ReturnType<typeof readStories>>[number],
 *     snap: ReturnType<typeof snapshotsOf>[number] }[] }} Pass
 */

/**
 * Screenshots the stories served at `base` (those `filter` matches, or the ids of `stories`)
 * into `outDir`, in every mode each opts into, in a browser context of its own.
 * @param {CaptureOptions} options
 * @returns {Promise<{ stories: import('./visual-diff-lib.mjs').CapturedStory[] }>}
 */
export async function captureStories({
  base,
  browser,
  outDir,
  filter = /^/,
  stories: only,
  oneModeEach = false,
  pages = CAPTURE_PAGES,
  log = () => {},
}) {
  mkdirSync(outDir, { recursive: true });
  /** Every page opened, and those whose renderer crashed. */
  const opened = /** @type {import('playwright').Page[]} */ ([]);
  const crashed = new WeakSet();
  /** Each page's DevTools session, for its screenshots. */
  const sessions =
    /** @type {WeakMap<import('playwright').Page, import('playwright').CDPSession>} */ (
      new WeakMap()
    );
  /** A page of its own browser context (its own storage and mock service worker). */
  const openPage = async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      timezoneId: 'UTC',
      locale: 'en-US',
    });
    await context.addInitScript(SEEDED_RANDOM);
    await context.addInitScript(FOCUS_WORDS);
    await context.addInitScript(WATCH_PLAY);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(FROZEN_NOW));
    page.on('crash', () => crashed.add(page));
    sessions.set(page, await context.newCDPSession(page));
    opened.push(page);
    return page;
  };
  const first = await openPage();
  const all = await readStories(first, base, only);
  const wanted = all.filter(
    (story) => (only ? only.includes(story.id) : filter.test(story.id)) && !story.disabled,
  );
  // One pass per (theme, page size): a fresh page for each, then stories switch in place
  // through Storybook's channel, as the story tests do (isolate: false); the preview's
  // beforeEach reseeds the mock db for each.
  /** @type {Map<string, Pass>} */
  const passes = new Map();
  for (const [index, story] of wanted.entries()) {
    const snaps = snapshotsOf(story);
    const one =
      oneModeEach === 'by-id'
        ? snaps[modeIndexFor(story.id, snaps.length)]
        : oneModeEach
          ? snaps[index % snaps.length]
          : undefined;
    for (const snap of one ? [one] : snaps) {
      const key = `${snap.theme} ${snap.width}x${snap.height}`;
      const pass = passes.get(key) ?? {
        theme: snap.theme,
        width: snap.width,
        height: snap.height,
        items: [],
      };
      pass.items.push({ story, snap });
      passes.set(key, pass);
    }
  }
  /** @type {Map<string, import('./visual-diff-lib.mjs').CapturedStory>} */
  const captured = new Map();
  const total = [...passes.values()].reduce((sum, pass) => sum + pass.items.length, 0);
  let done = 0;
  const started = Date.now();
  const jobs = captureJobs([...passes.values()], pages);
  /** Takes jobs from the queue until it is empty, on a page of its own. */
  const work = async (/** @type {import('playwright').Page} */ start) => {
    let page = start;
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      await page.setViewportSize({ width: job.width, height: job.height });
      let fresh = true;
      /** Renders the story (on a fresh page after a hang, an error or a retake). */
      const show = async (/** @type {string} */ id) => {
        if (fresh) {
          // No story in the URL: the first one renders like every other, after the seed.
          // chromatic=true: the stories take a snapshot's settings, as in Chromatic (isChromatic()).
          await page.goto(`${base}/iframe.html?globals=theme:${job.theme}&chromatic=true`);
          await page.waitForFunction(
            () => /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.storyStoreValue,
          );
          await page.evaluate((theme) => {
            const w = /** @type {any} */ (window);
            const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
            // Where focus was when the story's play function ended (or, without one, when it
            // had rendered): `__visualStory` is the story being shown.
            channel.on(
              'storyRenderPhaseChanged',
              (/** @type {{ newPhase: string, storyId: string }} */ { newPhase, storyId }) => {
                if (storyId !== w.__visualStory) return;
                if (newPhase === 'played' || (newPhase === 'completed' && !w.__visualPlayed))
                  w.__visualPlayed = { words: w.__visualFocus(), ...w.__visualFocusState() };
              },
            );
            // No axe after each story (the story tests hold every story to it): about a sixth of
            // the browser's time a snapshot, and nothing it does shows in a screenshot.
            channel.emit('updateGlobals', { globals: { theme, a11y: { manual: true } } });
          }, job.theme);
          fresh = false;
        }
        await page.evaluate((id) => {
          const w = /** @type {any} */ (window);
          // Each story starts at the top, as on a fresh page: where the last story left the page
          // scrolled would otherwise move what this one scrolls to (a focused field) and its
          // fixed parts (toasts).
          w.scrollTo(0, 0);
          w.__visualPrevious = w.__STORYBOOK_PREVIEW__.currentRender;
          w.__visualSeed(1);
          w.__visualStory = id;
          w.__visualPlayed = undefined;
          w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
            storyId: id,
            viewMode: 'story',
          });
        }, id);
        const state = await waitForRender(page, { id, viewMode: 'story', timeout: 30_000 });
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
        });
        // After a hang or an error display, start the next story on a fresh page.
        fresh = state !== 'rendered';
        return state;
      };
      /** The story's screenshot, with where focus was when the play function ended and after. */
      const take = async (/** @type {(typeof job.items)[number]} */ { story, snap }) => {
        const t0 = Date.now();
        const state = await show(story.id);
        const played = await page.evaluate(() => {
          const w = /** @type {any} */ (window);
          return /** @type {string} */ ((w.__visualPlayed ?? { words: w.__visualFocus() }).words);
        });
        const t1 = Date.now();
        const png = await stableScreenshot(
          page,
          /** @type {import('playwright').CDPSession} */ (sessions.get(page)),
          { fullPage: !story.cropToViewport },
        );
        // Moved: another element has focus, or the same one shows or hides its ring, or the page
        // gained or lost focus (a name that changed, a button's "Saving…" back to "Save", is
        // not a move: the screenshot has held still for it). Or a popup opened.
        const { shot, moved, popups } = await page.evaluate(() => {
          const w = /** @type {any} */ (window);
          const then = w.__visualPlayed;
          const now = w.__visualFocusState();
          return {
            shot: /** @type {string} */ (w.__visualFocus()),
            moved: Boolean(
              then &&
              (then.element !== now.element ||
                then.visible !== now.visible ||
                then.page !== now.page),
            ),
            popups: then ? { played: then.popups, shot: now.popups } : undefined,
          };
        });
        if (process.env.VISUAL_DEBUG)
          log(
            `${story.id} ${snap.mode} render ${t1 - t0} ms, shot ${Date.now() - t1} ms, focus ${shot}`,
          );
        const focus = moved ? `${played} → ${shot}` : shot;
        const opened = popups ? popupsOpened(popups.played, popups.shot) : '';
        const change = [moved && `focus: ${focus}`, opened].filter(Boolean).join('; ');
        return { state, png, change, focus };
      };
      /**
       * The shot; when the page's renderer crashed or the page went away under it ("Target page,
       * context or browser has been closed" in the pause between two shots, rare in a long run),
       * the story is taken again on a new page.
       */
      const takeOnLivePage = async (/** @type {(typeof job.items)[number]} */ item) => {
        try {
          return await take(item);
        } catch (error) {
          if (!crashed.has(page) && !page.isClosed()) throw error;
          const what = crashed.has(page) ? 'crashed' : 'closed';
          log(
            `  ${item.story.id} ${item.snap.mode}: the page ${what} (${String(error).split('\n')[0]}); taking it again on a new page`,
          );
          page = await openPage();
          await page.setViewportSize({ width: job.width, height: job.height });
          fresh = true;
          return take(item);
        }
      };
      for (const item of job.items) {
        const { story, snap } = item;
        let shot = await takeOnLivePage(item);
        if (shot.state === 'rendered' && shot.change) {
          // Focus moved, or a popup opened, after the play function had finished (which
          // asserts both): the shot may show neither state, so the story is taken again, once, on
          // a fresh page.
          log(
            `  ${story.id} ${snap.mode}: the page changed after the play function (${shot.change}); taking it again`,
          );
          fresh = true;
          shot = await takeOnLivePage(item);
        }
        const { state, png, focus } = shot;
        const file = `${snapshotKey(story.id, snap.mode)}.png`;
        writeFileSync(join(outDir, file), png);
        const entry = captured.get(story.id) ?? {
          id: story.id,
          title: story.title,
          name: story.name,
          snapshots: [],
        };
        entry.snapshots.push({ ...snap, file, state, focus });
        captured.set(story.id, entry);
        done++;
        if (done % 50 === 0 || done === total)
          log(`  ${done}/${total} snapshots (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    }
  };
  const others = await Promise.all(
    Array.from({ length: Math.max(0, Math.min(pages, jobs.length) - 1) }, openPage),
  );
  await Promise.all([first, ...others].map(work));
  // The manifest keeps every story's snapshots in the order of the build's index.
  const order = new Map(all.map((story, index) => [story.id, index]));
  const stories = [...captured.values()]
    .map((story) => ({
      ...story,
      snapshots: story.snapshots.sort((a, b) => a.mode.localeCompare(b.mode)),
    }))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  await Promise.all(opened.map((page) => page.context().close()));
  return { stories };
}

/** Writes the manifest of a capture. */
export function writeManifest(/** @type {string} */ outDir, /** @type {object} */ manifest) {
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
