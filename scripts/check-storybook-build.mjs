#!/usr/bin/env node
// Checks that the static Storybook (storybook-static/, from `npm run build-storybook`) works,
// cheaply: the story tests already render every story in Chromium, so this loads every stories
// file of the build (each is its own chunk) in one page, then, on two pages side by side, renders
// one story of each file and opens every docs page of the design system. It fails on a render
// error, a failed play function, an uncaught exception, a failed request for the build's own
// files, a stories file that the build's index lacks, or a component's page without a props
// table or with a prop left undescribed.
//
// Then the visual review's sample (`npm run visual:diff` in small): about 20 stories, each in one
// of the Chromatic modes it opts into (taken in turn, so the sample passes through every theme
// and page size; every mode of each would cost npm test far more: docs/benchmarks.md),
// screenshotted twice from this one build must show 0 changed, and the report written from them
// must pass axe in Chromium (.test-reports/visual-sample/).
//
//   node scripts/check-storybook-build.mjs [dir]     (default: storybook-static)
import { readFileSync, readdirSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { WATCH_PLAY, launchChromium, serveStatic, waitForRender } from './storybook-static.mjs';
import { captureStories } from './visual-diff-capture.mjs';
import {
  THRESHOLD,
  compareImages,
  countStories,
  diffStories,
  renderReport,
  summaryLine,
} from './visual-diff-lib.mjs';

const dir = process.argv[2] ?? 'storybook-static';
if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No ${dir}/index.json: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

/** Stories files in the source, as the index names them ('./packages/...stories.tsx'). */
function sourceStories(root) {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory()) return sourceStories(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [`./${relative('.', path)}`] : [];
  });
}

const server = await serveStatic(dir);
const base = server.base;

const index = await (await fetch(`${base}/index.json`)).json();
const entries = Object.values(index.entries);
const failures = [];

// Every stories file of the source is in the build's index.
const indexed = new Set(entries.map((entry) => entry.importPath));
for (const file of sourceStories('packages/forum-ui/src'))
  if (!indexed.has(file)) failures.push(`${file}: not in the build's index.json`);

// One story per stories file: the first the index lists. And every written docs page of the
// design system (Components/, Foundations/): a reviewer reads them in this build, and a page
// that throws (an MDX expression, a story it names that is gone) shows only an error there.
const firstOfFile = new Map();
for (const entry of entries)
  if (entry.type === 'story' && !firstOfFile.has(entry.importPath))
    firstOfFile.set(entry.importPath, entry);
const sample = [...firstOfFile.values()];
const docsPages = entries.filter(
  (entry) => entry.type === 'docs' && /^(Components|Foundations)\//.test(entry.title),
);

const browser = await launchChromium();

/**
 * A page of the preview that notes what goes wrong in it (errors, failed requests of the build's
 * own files), with the two ways to show an entry there.
 */
async function previewPage() {
  const page = await browser.newPage();
  await page.addInitScript(WATCH_PLAY);
  let problems = /** @type {string[]} */ ([]);
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => {
    // A preload that the page no longer needs is aborted; a missing file shows as a 404 below.
    const error = request.failure()?.errorText ?? '';
    if (request.url().startsWith(base) && !/ERR_ABORTED/.test(error))
      problems.push(`request failed (${error}): ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(base) && response.status() >= 400)
      problems.push(`${response.status()} for ${response.url()}`);
  });
  const answer = (/** @type {string} */ state) =>
    [...(state === 'rendered' ? [] : [state]), ...problems].join('; ');
  return {
    page,
    /** The preview with no entry shown: '' when it loaded, else what went wrong. */
    async start() {
      problems = [];
      await page.goto(`${base}/iframe.html`);
      await page.waitForFunction(
        () => /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.storyStoreValue,
      );
      return problems.join('; ');
    },
    /** Opens an entry in a fresh preview iframe; '' when it rendered, else what went wrong. */
    async open(/** @type {{ id: string }} */ entry, /** @type {'story' | 'docs'} */ viewMode) {
      problems = [];
      await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=${viewMode}`);
      return answer(await waitForRender(page, { id: entry.id, viewMode }));
    },
    /** Renders a story in the preview already open, as the manager does; same answer as open(). */
    async switchTo(/** @type {{ id: string }} */ entry) {
      problems = [];
      await page.evaluate((id) => {
        const w = /** @type {any} */ (window);
        w.__visualPrevious = w.__STORYBOOK_PREVIEW__.currentRender;
        w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, entry.id);
      return answer(await waitForRender(page, { id: entry.id, viewMode: 'story' }));
    },
  };
}

/**
 * One story of each stories file, then the docs pages (every other one of each), on a page of
 * its own: a page's renderer works on one core, so two pages take the time of one on 2 cores.
 * @param {Awaited<ReturnType<typeof previewPage>>} preview
 * @param {typeof sample} stories
 * @param {typeof docsPages} docs
 */
async function checkOn(preview, stories, docs) {
  for (const story of stories) {
    const problem = await preview.switchTo(story);
    if (problem) failures.push(`${story.id} (${story.importPath}): ${problem}`);
    // After an error display, the next story starts on a fresh page.
    if (problem) await preview.open(story, 'story');
  }
  for (const entry of docs) {
    const problem = await preview.open(entry, 'docs');
    if (problem) {
      failures.push(`${entry.id} (docs): ${problem}`);
      continue;
    }
    if (!entry.title.startsWith('Components/')) continue;
    // A component's page has its props table from docgen, every prop described.
    const props = await preview.page.evaluate(() => {
      const rows = [
        ...document.querySelectorAll('#storybook-docs table.docblock-argstable tbody tr'),
      ].filter((row) => row.querySelectorAll('td').length >= 2);
      return {
        rows: rows.length,
        bare: rows
          .filter((row) => !row.querySelectorAll('td')[1]?.textContent?.trim())
          .map((row) => row.querySelector('td')?.textContent?.trim()),
      };
    });
    if (props.rows === 0) failures.push(`${entry.id} (docs): no props table`);
    if (props.bare.length)
      failures.push(`${entry.id} (docs): props without a description: ${props.bare.join(', ')}`);
  }
}

const started = Date.now();
const previews = [await previewPage(), await previewPage()];
// Every stories file of the build, loaded in one page (Storybook's extract() imports them all).
const [loading] = await Promise.all(previews.map((preview) => preview.start()));
const extracted = await previews[0].page.evaluate(
  async () => Object.keys(await /** @type {any} */ (window).__STORYBOOK_PREVIEW__.extract()).length,
);
if (loading) failures.push(`loading every stories file: ${loading}`);
if (extracted !== entries.filter((entry) => entry.type === 'story').length)
  failures.push(`the preview has ${extracted} stories, the index another number`);
if (docsPages.length === 0) failures.push('no Components/ or Foundations/ docs page in the index');
const share = (/** @type {number} */ lane) => (/** @type {unknown} */ _, /** @type {number} */ i) =>
  i % previews.length === lane;
await Promise.all(
  previews.map((preview, lane) =>
    checkOn(preview, sample.filter(share(lane)), docsPages.filter(share(lane))),
  ),
);
await Promise.all(previews.map((preview) => preview.page.close()));
const stories = entries.filter((entry) => entry.type === 'story').length;
console.log(
  `static Storybook: opened ${sample.length} stories (one per stories file, of ${stories}) and ${docsPages.length} docs pages in Chromium in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failures.length} problem(s)`,
);

// The visual review's sample: the first story of every fifth stories file (about 20, components
// and screens alike), one mode each, screenshotted twice from this build, must not differ.
const visualStarted = Date.now();
const visualSample = sample.filter((_, index) => index % 5 === 0).map((story) => story.id);
const out = '.test-reports/visual-sample';
rmSync(out, { recursive: true, force: true });
const sampleOf = (/** @type {string} */ name) =>
  captureStories({
    base,
    browser,
    outDir: join(out, name),
    stories: visualSample,
    oneModeEach: true,
  });
const [first, second] = [await sampleOf('first'), await sampleOf('second')];
const results = diffStories(first.stories, second.stories, (a, b) => {
  const result = compareImages(
    readFileSync(join(out, 'first', a.file)),
    readFileSync(join(out, 'second', b.file)),
  );
  const changed = result.changedPixels > 0 || result.sizeChanged;
  if (result.diff) {
    mkdirSync(join(out, 'diff'), { recursive: true });
    writeFileSync(join(out, 'diff', b.file), result.diff);
  }
  return {
    changed,
    changedPixels: result.changedPixels,
    ratio: result.changedPixels / (result.width * result.height),
    before: `first/${a.file}`,
    after: `second/${b.file}`,
    diff: result.diff ? `diff/${b.file}` : undefined,
  };
});
const counts = countStories(results);
const snapshots = results.reduce((sum, story) => sum + story.modes.length, 0);
const notRendered = first.stories
  .concat(second.stories)
  .flatMap((story) =>
    story.snapshots
      .filter((s) => s.state !== 'rendered')
      .map((s) => `${story.id} ${s.mode}: ${s.state}`),
  );
for (const problem of notRendered) failures.push(`visual sample: ${problem}`);
if (counts.total !== visualSample.length)
  failures.push(`visual sample: ${counts.total} stories compared of ${visualSample.length}`);
for (const story of results.filter((story) => story.status !== 'unchanged'))
  failures.push(`visual sample: ${story.id} differs from itself (${out}/index.html)`);
// The report of the sample, with one changed story forced in so that it shows images, in Chromium
// with axe (colour contrast included).
const shown = results.map((story, index) =>
  index === 0
    ? { ...story, status: 'changed', modes: story.modes.map((m) => ({ ...m, status: 'changed' })) }
    : story,
);
writeFileSync(
  join(out, 'index.html'),
  renderReport({
    base: { label: 'first screenshots' },
    head: { label: 'second screenshots' },
    stories: shown,
    counts: countStories(shown),
    threshold: THRESHOLD,
  }),
);
const reportServer = await serveStatic(out);
const reportPage = await browser.newPage();
await reportPage.goto(`${reportServer.base}/index.html`);
await reportPage.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
const violations = await reportPage.evaluate(async () => {
  const axe = /** @type {any} */ (window).axe;
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  });
  return result.violations.map((/** @type {any} */ v) => `${v.id}: ${v.help}`);
});
for (const violation of violations) failures.push(`visual report (axe): ${violation}`);
reportServer.close();
await browser.close();
server.close();
console.log(
  `visual sample: ${visualSample.length} stories, ${snapshots} snapshots, screenshotted twice from one build in ${((Date.now() - visualStarted) / 1000).toFixed(1)} s; report checked with axe (${violations.length} violations)`,
);
console.log(summaryLine(counts));
for (const failure of failures) console.error(`  ✘ ${failure}`);
process.exit(failures.length ? 1 : 0);
