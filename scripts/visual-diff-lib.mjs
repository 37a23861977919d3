// The visual review's logic that needs no browser: which snapshots a story has, the image
// comparison, the verdict per story, and the report. Unit-tested in visual-diff-lib.test.ts.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The fixed "now" of every screenshot: the mock data's SEED_NOW (mocks/db/accounts.ts). */
export const FROZEN_NOW = '2026-11-01T00:00:00.000Z';

/** Pixelmatch's colour threshold (0–1; its default 0.1). Anti-aliased pixels never count. */
export const THRESHOLD = 0.1;

/** The page size of a story with no viewport of its own (Storybook's 'desktop'). */
export const DEFAULT_VIEWPORT = { name: 'desktop', width: 1280, height: 800 };

/**
 * A RegExp for a `--stories` value: one glob or several separated by commas, matched against
 * whole story ids (`*` any run of characters, `?` one character).
 * @param {string} globs
 */
export function storiesMatcher(globs) {
  const parts = globs
    .split(',')
    .map((glob) => glob.trim())
    .filter(Boolean)
    .map((glob) =>
      glob
        .split('')
        .map((char) =>
          char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[\\^$.|+()[\]{}]/g, '\\$&'),
        )
        .join(''),
    );
  return new RegExp(`^(?:${parts.join('|') || '.*'})$`);
}

/** A file-name-safe key for one snapshot: the story id and the mode ('a--b@light-desktop'). */
export function snapshotKey(/** @type {string} */ id, /** @type {string} */ mode) {
  return `${id}@${mode.replace(/[^a-z0-9]+/gi, '-')}`;
}

/**
 * The snapshots a story opts into, as Chromatic takes them: one per mode of
 * `parameters.chromatic.modes` not switched off with `disable: true`. A mode's theme defaults to
 * light; its viewport to the story's own (`globals.viewport`), else desktop width.
 * @param {{ modes?: Record<string, { theme?: string, viewport?: string, disable?: boolean }>,
 *   storyViewport?: string,
 *   viewports?: Record<string, { styles?: { width?: string, height?: string } }> }} story
 * @returns {{ mode: string, theme: string, viewport: string, width: number, height: number }[]}
 */
export function snapshotsOf({ modes, storyViewport, viewports = {} }) {
  const entries = Object.entries(modes ?? { light: { theme: 'light' } }).filter(
    ([, mode]) => !mode.disable,
  );
  return entries.map(([name, mode]) => {
    const viewport = mode.viewport ?? storyViewport ?? DEFAULT_VIEWPORT.name;
    const styles = viewports[viewport]?.styles;
    const width = Number.parseInt(styles?.width ?? '', 10);
    const height = Number.parseInt(styles?.height ?? '', 10);
    return {
      mode: name,
      theme: mode.theme ?? 'light',
      viewport,
      width: Number.isFinite(width) ? width : DEFAULT_VIEWPORT.width,
      height: Number.isFinite(height) ? height : DEFAULT_VIEWPORT.height,
    };
  });
}

/**
 * Which one of a story's `count` modes a quick pass (`visual:diff --one-mode-each`) takes: chosen
 * by the story's id alone (FNV-1a), so both sides of a comparison pick the same mode whatever
 * other stories the run holds, and the modes spread over the stories.
 * @param {string} id
 * @param {number} count
 */
export function modeIndexFor(id, count) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return count > 0 ? hash % count : 0;
}

/**
 * The popups showing at the screenshot that were not when the play function ended, in words
 * (`open: none → menu`), or '' when there are none. Each side is the roles of the popups showing,
 * joined with ', ' (`menu, tooltip`). A popup that was showing then and is gone now (a Select's
 * listbox still closing after its option was clicked) is not counted: the screenshot has held
 * still for it.
 * @param {string} played the popups when the play function ended
 * @param {string} shot the popups after the screenshot
 */
export function popupsOpened(played, shot) {
  const before = played.split(', ');
  const opened = shot.split(', ').some((role) => role && !before.includes(role));
  return opened ? `open: ${played || 'none'} → ${shot}` : '';
}

/**
 * The capture's work split for `pages` browser pages side by side. A pass (one theme and page
 * size) is taken on one page in order, after one fresh load; a pass longer than a page's fair
 * share (`ceil(total / pages)`) is cut into near-equal runs so the pages finish together. Longest
 * first, so a page that is free takes the biggest job left. Which stories follow which within a
 * run depends only on the stories and `pages`, so two captures with the same `pages` render them
 * in the same order.
 * @template T
 * @param {{ theme: string, width: number, height: number, items: T[] }[]} passes
 * @param {number} pages
 */
export function captureJobs(passes, pages) {
  const total = passes.reduce((sum, pass) => sum + pass.items.length, 0);
  const fair = Math.max(1, Math.ceil(total / Math.max(1, pages)));
  const jobs = passes.flatMap((pass) => {
    const count = Math.ceil(pass.items.length / fair);
    return Array.from({ length: count }, (_, i) => ({
      ...pass,
      items: pass.items.slice(
        Math.round((i * pass.items.length) / count),
        Math.round(((i + 1) * pass.items.length) / count),
      ),
    }));
  });
  return jobs.sort((a, b) => b.items.length - a.items.length);
}

/**
 * What a change reaches, as Chromatic's TurboSnap reads it: the module graph of Storybook's build
 * (`storybook build --stats-json` writes preview-stats.json: every module with the modules that
 * import it, `reasons`). Paths are the repository's (`packages/…/Badge.css.ts`), as git names them.
 * @param {{ modules: { id: string, reasons?: { moduleName: string }[] }[] }[]} statsFiles
 *   one or more builds' preview-stats.json (BASE's and the working tree's: an import a change
 *   removed still counts)
 * @returns {Map<string, Set<string>>} each module → the modules that import it
 */
export function importersOf(...statsFiles) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const stats of statsFiles)
    for (const module of stats.modules) {
      const importers = graph.get(modulePath(module.id)) ?? new Set();
      for (const reason of module.reasons ?? []) importers.add(modulePath(reason.moduleName));
      graph.set(modulePath(module.id), importers);
    }
  return graph;
}

/** A stats or index path as git names it: './packages/x.ts?raw' → 'packages/x.ts'. */
export function modulePath(/** @type {string} */ id) {
  return id.replace(/^\.\//, '').replace(/\?.*$/, '');
}

/**
 * The imports a vanilla-extract stylesheet (`*.css.ts`) loses in the build: the plugin runs it at
 * build time and leaves only its CSS (`X.css.ts.vanilla.css`) and the CSS of the stylesheets it
 * uses, so a plain module it reads (breakpoints from tokens.ts) is no longer its import in the
 * stats. Read from the stylesheets' sources: relative imports, resolved as written.
 * @param {{ path: string, source: string }[]} stylesheets
 * @returns {[imported: string, importer: string][]}
 */
export function stylesheetImports(stylesheets) {
  return stylesheets.flatMap(({ path, source }) =>
    [...source.matchAll(/^\s*import\s+(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)].map(
      ([, specifier]) =>
        /** @type {[string, string]} */ ([joinPath(path, `../${specifier}`), path]),
    ),
  );
}

/** `base/../x` → a normalised repository path (posix, no '.' or '..' left). */
function joinPath(/** @type {string} */ from, /** @type {string} */ relative) {
  const parts = [];
  for (const part of `${from}/${relative}`.split('/'))
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  return parts.join('/');
}

/** The Storybook's static folder (`staticDirs` of .storybook/main.ts). */
export const STATIC_DIRS = ['mocks/public'];

/**
 * Why a change reaches every story, or undefined: the Storybook config (.storybook/*, the
 * preview with it), its static folder, the theme's global styles (any `global.css.ts`: the
 * page's own styles, under every story) or package-lock.json (every dependency) changed.
 * @param {string[]} changed changed files, repository paths
 * @param {{ staticDirs?: string[] }} [options]
 */
export function everythingReason(changed, { staticDirs = STATIC_DIRS } = {}) {
  for (const file of changed) {
    if (file.startsWith('.storybook/')) return `${file} changed (the Storybook config)`;
    if (staticDirs.some((dir) => file.startsWith(`${dir}/`)))
      return `${file} changed (the Storybook's static folder)`;
    if (file === 'global.css.ts' || file.endsWith('/global.css.ts'))
      return `${file} changed (the theme's global styles)`;
    if (file === 'package-lock.json') return `${file} changed (the dependencies)`;
  }
  return undefined;
}

/**
 * The stories a change reaches: those whose stories file, or a module it imports however
 * indirectly, changed. Everything when `everythingReason` says so, or when a changed module is
 * imported by the Storybook config (the preview's decorators, its mock API: under every story).
 * A changed stylesheet `X.css.ts` also changes its CSS (`X.css.ts.vanilla.css`), which the
 * stylesheets that compose it import.
 * @param {{ changed: string[], importers: Map<string, Set<string>>,
 *   stories: { id: string, importPath: string }[], staticDirs?: string[] }} input
 * @returns {{ reason?: string, affected: string[] }} `reason`: why every story is taken
 */
export function affectedStories({ changed, importers, stories, staticDirs }) {
  const everything = (/** @type {string} */ reason) => ({
    reason,
    affected: stories.map((story) => story.id),
  });
  const direct = everythingReason(changed, { staticDirs });
  if (direct) return everything(direct);
  /** Each module reached, with the changed file it was reached from. */
  const reached = new Map(
    changed.flatMap((file) => [
      [file, file],
      [`${file}.vanilla.css`, file],
    ]),
  );
  const queue = [...reached.keys()];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    const from = /** @type {string} */ (reached.get(module));
    for (const importer of importers.get(module) ?? []) {
      if (importer.startsWith('.storybook/'))
        return everything(`${from} changed, which ${importer} imports (the Storybook config)`);
      if (reached.has(importer)) continue;
      reached.set(importer, from);
      queue.push(importer);
    }
  }
  return {
    affected: stories
      .filter((story) => reached.has(modulePath(story.importPath)))
      .map((story) => story.id),
  };
}

/**
 * Where a story sits in the report: its screen or component (the title without its last
 * segment's story, e.g. 'Screens/Staff/Approvals' → section 'Screens', component
 * 'Staff/Approvals').
 * @param {string} title
 */
export function groupOf(title) {
  const [section, ...rest] = title.split('/');
  return { section, component: rest.length ? rest.join('/') : section };
}

/**
 * Compares two PNGs. Byte-identical files are equal without decoding. Images of different sizes
 * are compared on a canvas of the larger size (the missing part counts as changed).
 * @param {Buffer} before
 * @param {Buffer} after
 * @param {{ threshold?: number }} [options]
 * @returns {{ changedPixels: number, width: number, height: number, sizeChanged: boolean, diff?: Buffer }}
 */
export function compareImages(before, after, { threshold = THRESHOLD } = {}) {
  if (before.equals(after)) {
    const { width, height } = readSize(before);
    return { changedPixels: 0, width, height, sizeChanged: false };
  }
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const sizeChanged = a.width !== b.width || a.height !== b.height;
  const pa = sizeChanged ? padTo(a, width, height) : a.data;
  const pb = sizeChanged ? padTo(b, width, height) : b.data;
  const out = new PNG({ width, height });
  const changedPixels = pixelmatch(pa, pb, out.data, width, height, {
    threshold,
    includeAA: false,
    alpha: 0.2,
  });
  const changed = changedPixels > 0 || sizeChanged;
  return {
    changedPixels,
    width,
    height,
    sizeChanged,
    diff: changed ? PNG.sync.write(out) : undefined,
  };
}

/** Width and height from a PNG's IHDR chunk. */
function readSize(/** @type {Buffer} */ png) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The image's pixels on a larger canvas, the rest transparent. */
function padTo(
  /** @type {{ width: number, height: number, data: Buffer }} */ image,
  /** @type {number} */ width,
  /** @type {number} */ height,
) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < image.height; y++)
    image.data.copy(data, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  return data;
}

/**
 * @typedef {{ mode: string, theme: string, viewport: string, width: number, height: number,
 *   file: string, state: string, focus?: string }} Snapshot
 *   `focus`: where focus was in the shot (see focusOf in visual-diff-capture.mjs).
 * @typedef {{ id: string, title: string, name: string, snapshots: Snapshot[] }} CapturedStory
 * @typedef {{ mode: string, status: 'changed' | 'unchanged' | 'added' | 'removed',
 *   changedPixels?: number, ratio?: number, before?: string, after?: string, diff?: string,
 *   state?: string, focus?: { before?: string, after?: string } }} ModeResult
 *   `focus`: where focus was on each side, for a changed mode whose two differ.
 * @typedef {{ id: string, title: string, name: string, section: string, component: string,
 *   status: 'changed' | 'unchanged' | 'added' | 'removed' | 'unaffected', modes: ModeResult[] }} StoryResult
 *   'unaffected': the change reaches none of its files (affectedStories), so it was not taken.
 */

/**
 * The verdict for every story of either side: added (only after), removed (only before),
 * changed (a mode differs, or one was added or removed), else unchanged.
 * @param {CapturedStory[]} before
 * @param {CapturedStory[]} after
 * @param {(before: Snapshot, after: Snapshot) => Omit<ModeResult, 'mode' | 'status'> & { changed: boolean }} compare
 * @returns {StoryResult[]}
 */
export function diffStories(before, after, compare) {
  const beforeById = new Map(before.map((story) => [story.id, story]));
  const afterById = new Map(after.map((story) => [story.id, story]));
  const ids = [...new Set([...afterById.keys(), ...beforeById.keys()])];
  return ids.map((id) => {
    const b = beforeById.get(id);
    const a = afterById.get(id);
    const story = /** @type {CapturedStory} */ (a ?? b);
    const { section, component } = groupOf(story.title);
    const base = { id, title: story.title, name: story.name, section, component };
    if (!b)
      return {
        ...base,
        status: 'added',
        modes: story.snapshots.map((s) => ({
          mode: s.mode,
          status: 'added',
          after: s.file,
          state: s.state,
        })),
      };
    if (!a)
      return {
        ...base,
        status: 'removed',
        modes: story.snapshots.map((s) => ({ mode: s.mode, status: 'removed', before: s.file })),
      };
    const beforeModes = new Map(b.snapshots.map((s) => [s.mode, s]));
    const afterModes = new Map(a.snapshots.map((s) => [s.mode, s]));
    const modeNames = [...new Set([...afterModes.keys(), ...beforeModes.keys()])];
    /** @type {ModeResult[]} */
    const modes = modeNames.map((mode) => {
      const bs = beforeModes.get(mode);
      const as = afterModes.get(mode);
      if (!bs) return { mode, status: 'added', after: as?.file, state: as?.state };
      if (!as) return { mode, status: 'removed', before: bs.file };
      const { changed, ...result } = compare(bs, as);
      return {
        mode,
        status: changed ? 'changed' : 'unchanged',
        before: bs.file,
        after: as.file,
        state: as.state,
        ...(changed && bs.focus !== as.focus && { focus: { before: bs.focus, after: as.focus } }),
        ...result,
      };
    });
    const status = modes.some((m) => m.status !== 'unchanged') ? 'changed' : 'unchanged';
    return { ...base, status, modes };
  });
}

/**
 * The stories a change does not reach, for the report: taken on neither side.
 * @param {{ id: string, title: string, name: string }[]} stories
 * @returns {StoryResult[]}
 */
export function unaffectedResults(stories) {
  return stories.map(({ id, title, name }) => ({
    id,
    title,
    name,
    ...groupOf(title),
    status: 'unaffected',
    modes: [],
  }));
}

/** @param {StoryResult[]} stories */
export function countStories(stories) {
  const count = (/** @type {string} */ status) => stories.filter((s) => s.status === status).length;
  const unaffected = count('unaffected');
  return {
    changed: count('changed'),
    added: count('added'),
    removed: count('removed'),
    unchanged: count('unchanged'),
    unaffected,
    captured: stories.length - unaffected,
    total: stories.length,
  };
}

/** The line the command ends with. */
export function summaryLine(
  /** @type {{ changed: number, added: number, removed: number, total: number,
   *   captured: number, unaffected: number }} */ counts,
) {
  return `visual diff: ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed of ${counts.total} stories (${counts.captured} captured, ${counts.unaffected} unaffected)`;
}

const escapeHtml = (/** @type {unknown} */ value) =>
  String(value).replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STATUS_TITLES = /** @type {const} */ ({
  changed: 'Changed',
  added: 'Added',
  removed: 'Removed',
  unaffected: 'Unaffected',
});

/**
 * The report page: one section per verdict (changed, added, removed), stories grouped by
 * section and component inside it, each mode with its before, after and diff images; then,
 * apart, the stories the change does not reach (not taken), by name only. Image paths are as
 * given (relative to the page).
 * @param {{ base: { label: string }, head: { label: string }, stories: StoryResult[],
 *   counts: ReturnType<typeof countStories>, threshold: number, everything?: string }} summary
 *   `everything`: why every story was taken (affectedStories' reason), if so
 */
export function renderReport(summary) {
  const { stories, counts } = summary;
  const slug = (/** @type {string} */ text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const sections = /** @type {const} */ (['changed', 'added', 'removed', 'unaffected']).map(
    (status) => {
      const list = stories.filter((story) => story.status === status);
      /** @type {Map<string, StoryResult[]>} */
      const groups = new Map();
      for (const story of list) {
        const key = `${story.section} / ${story.component}`;
        groups.set(key, [...(groups.get(key) ?? []), story]);
      }
      return { status, list, groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)) };
    },
  );

  const figure = (
    /** @type {string} */ caption,
    /** @type {string | undefined} */ src,
    /** @type {string} */ alt,
  ) =>
    src
      ? `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p class="none">None</p></figure>`;

  const modeBlock = (/** @type {StoryResult} */ story, /** @type {ModeResult} */ mode) => {
    const what = `${story.title} › ${story.name}, ${mode.mode}`;
    const note =
      mode.status === 'changed'
        ? `${mode.changedPixels ?? 0} pixels changed (${((mode.ratio ?? 0) * 100).toFixed(2)}%)`
        : mode.status === 'unchanged'
          ? 'unchanged'
          : `mode ${mode.status}`;
    const state = mode.state && mode.state !== 'rendered' ? ` · story state: ${mode.state}` : '';
    const focus = mode.focus
      ? ` · focus before: ${mode.focus.before ?? 'not recorded'}; after: ${mode.focus.after ?? 'not recorded'}`
      : '';
    if (mode.status === 'unchanged')
      return `<li><span class="mode">${escapeHtml(mode.mode)}</span>: unchanged</li>`;
    return `<li><p><span class="mode">${escapeHtml(mode.mode)}</span>: ${escapeHtml(note)}${escapeHtml(state)}${escapeHtml(focus)}</p>
<div class="images">${figure('Before', mode.before, `Before: ${what}`)}${figure('After', mode.after, `After: ${what}`)}${figure('Diff', mode.diff, `Changed pixels in red: ${what}`)}</div></li>`;
  };

  const body = sections
    .map(({ status, list, groups }) => {
      const heading = `<h2 id="${status}">${STATUS_TITLES[status]} (${list.length})</h2>`;
      if (list.length === 0)
        return `<section aria-labelledby="${status}">${heading}<p>None.</p></section>`;
      if (status === 'unaffected')
        return `<section aria-labelledby="${status}">${heading}
<p>The change reaches none of their files (their stories file and what it imports), so they were not taken.</p>
${groups.map(([group, items]) => `<section aria-labelledby="${status}-${slug(group)}"><h3 id="${status}-${slug(group)}">${escapeHtml(group)} (${items.length})</h3><ul>${items.map((story) => `<li>${escapeHtml(story.name)} <code>${escapeHtml(story.id)}</code></li>`).join('')}</ul></section>`).join('\n')}</section>`;
      const groupHtml = groups
        .map(([group, items]) => {
          const id = `${status}-${slug(group)}`;
          const storiesHtml = items
            .map(
              (story) =>
                `<article aria-labelledby="${escapeHtml(`${status}-${story.id}`)}"><h4 id="${escapeHtml(`${status}-${story.id}`)}">${escapeHtml(story.name)} <code>${escapeHtml(story.id)}</code></h4><ul class="modes">${story.modes.map((mode) => modeBlock(story, mode)).join('')}</ul></article>`,
            )
            .join('\n');
          return `<section aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(group)} (${items.length})</h3>\n${storiesHtml}</section>`;
        })
        .join('\n');
      return `<section aria-labelledby="${status}">${heading}\n${groupHtml}</section>`;
    })
    .join('\n');

  const toc = sections
    .map(
      ({ status, list, groups }) =>
        `<li><a href="#${status}">${STATUS_TITLES[status]} (${list.length})</a>${
          groups.length
            ? `<ul>${groups.map(([group, items]) => `<li><a href="#${status}-${slug(group)}">${escapeHtml(group)} (${items.length})</a></li>`).join('')}</ul>`
            : ''
        }</li>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual diff: ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  .skip { position: absolute; left: -999px; top: 0; background: #fff; padding: 0.5rem; }
  .skip:focus { left: 0.5rem; }
  header, main, nav { padding: 0 1rem; max-width: 110rem; margin: 0 auto; }
  a { color: #0645ad; }
  a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
  code { font-size: 0.85em; color: #444; }
  .modes { list-style: none; padding: 0; }
  .mode { font-weight: 600; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; border: 1px solid #767676; padding: 0.5rem; }
  figcaption { font-weight: 600; }
  img { max-width: 100%; height: auto; display: block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #444; }
  article { border-top: 1px solid #ccc; margin-top: 1rem; }
  @media (max-width: 50rem) { .images { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<a class="skip" href="#main">Skip to the changes</a>
<header>
<h1>Visual diff</h1>
<p>Before: ${escapeHtml(summary.base.label)}. After: ${escapeHtml(summary.head.label)}.</p>
<p>${escapeHtml(summaryLine(counts))}; ${counts.unchanged} unchanged (pixelmatch threshold ${summary.threshold}, anti-aliasing ignored).</p>
${summary.everything ? `<p>Every story taken: ${escapeHtml(summary.everything)}.</p>` : ''}
</header>
<nav aria-label="Contents"><ul>${toc}</ul></nav>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`;
}
