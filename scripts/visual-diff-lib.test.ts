import axe from 'axe-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { SEED_NOW } from '@forum/mocks';
import { allModes, oneMode, themeModes } from '../packages/forum-ui/src/test/chromaticModes.ts';
import { viewports } from '../.storybook/modes.ts';
import {
  FROZEN_NOW,
  affectedStories,
  captureJobs,
  compareImages,
  countStories,
  diffStories,
  everythingReason,
  groupOf,
  importersOf,
  renderReport,
  modeIndexFor,
  snapshotsOf,
  storiesMatcher,
  stylesheetImports,
  summaryLine,
  unaffectedResults,
  type CapturedStory,
  popupsOpened,
} from './visual-diff-lib.mjs';

/** A PNG of one colour, with optional pixels painted another. */
function png(
  width: number,
  height: number,
  rgb: [number, number, number],
  paint: { x: number; y: number; rgb: [number, number, number] }[] = [],
): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  for (const { x, y, rgb: colour } of paint) image.data.set([...colour, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

describe('storiesMatcher (--stories)', () => {
  it('matches whole ids with * and ?, several globs separated by commas', () => {
    const matcher = storiesMatcher('components-button--*,screens-?ome--default');
    expect(matcher.test('components-button--primary')).toBe(true);
    expect(matcher.test('screens-home--default')).toBe(true);
    expect(matcher.test('components-buttongroup--primary')).toBe(false);
    expect(matcher.test('screens-home--default-2')).toBe(false);
  });

  it('takes every story for * and treats other characters literally', () => {
    expect(storiesMatcher('*').test('anything--at-all')).toBe(true);
    expect(storiesMatcher('a.b').test('axb')).toBe(false);
  });
});

describe('snapshotsOf (Chromatic modes)', () => {
  it('takes the four modes of allModes, sized by the viewports of .storybook/modes.ts', () => {
    const snaps = snapshotsOf({ modes: allModes, viewports });
    expect(snaps).toEqual([
      { mode: 'light desktop', theme: 'light', viewport: 'desktop', width: 1280, height: 800 },
      { mode: 'dark desktop', theme: 'dark', viewport: 'desktop', width: 1280, height: 800 },
      { mode: 'light mobile', theme: 'light', viewport: 'mobile', width: 360, height: 740 },
      { mode: 'dark mobile', theme: 'dark', viewport: 'mobile', width: 360, height: 740 },
    ]);
  });

  it('leaves out disabled modes; a mode without viewport takes the story’s own', () => {
    // oneMode is allModes switched off plus one light mode (parameters merge).
    const merged = { ...allModes, ...oneMode };
    expect(snapshotsOf({ modes: merged, viewports })).toEqual([
      { mode: 'light', theme: 'light', viewport: 'desktop', width: 1280, height: 800 },
    ]);
    expect(snapshotsOf({ modes: merged, viewports, storyViewport: 'mobile' })[0]).toMatchObject({
      viewport: 'mobile',
      width: 360,
    });
    expect(snapshotsOf({ modes: { ...allModes, ...themeModes }, viewports })).toHaveLength(2);
  });

  it('falls back to one light desktop snapshot without modes or known viewport', () => {
    expect(snapshotsOf({ storyViewport: 'watch' })).toEqual([
      { mode: 'light', theme: 'light', viewport: 'watch', width: 1280, height: 800 },
    ]);
  });
});

describe('modeIndexFor (--one-mode-each)', () => {
  const ids = Array.from({ length: 400 }, (_, i) => `screens-area-screen${i}--story-${i % 7}`);
  it('picks a mode by the id alone: the same on every call, in range', () => {
    for (const id of ids) {
      const index = modeIndexFor(id, 4);
      expect(index).toBe(modeIndexFor(id, 4));
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(4);
    }
    expect(modeIndexFor('components-button--default', 1)).toBe(0);
    expect(modeIndexFor('components-button--default', 0)).toBe(0);
  });
  it('spreads the modes over the stories (each of 4 taken by at least a sixth of 400)', () => {
    const counts = [0, 0, 0, 0];
    for (const id of ids) counts[modeIndexFor(id, 4)]!++;
    for (const count of counts) expect(count).toBeGreaterThan(400 / 6);
  });
});

describe('captureJobs (pages side by side)', () => {
  const pass = (theme: string, width: number, count: number) => ({
    theme,
    width,
    height: 800,
    items: Array.from({ length: count }, (_, i) => `${theme}-${width}-${i}`),
  });

  it('keeps every snapshot once, each pass in its order, longest job first', () => {
    const passes = [pass('light', 1280, 7), pass('dark', 360, 3), pass('dark', 1280, 12)];
    const jobs = captureJobs(passes, 2);
    expect(jobs.flatMap((job) => job.items).sort()).toEqual(passes.flatMap((p) => p.items).sort());
    for (const job of jobs) {
      const source = passes.find((p) => p.theme === job.theme && p.width === job.width)!;
      const start = source.items.indexOf(job.items[0]!);
      expect(job.items).toEqual(source.items.slice(start, start + job.items.length));
    }
    const sizes = jobs.map((job) => job.items.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('cuts a pass longer than a fair share (ceil(total / pages)) into near-equal runs', () => {
    // 22 snapshots on 2 pages: a fair share is 11; the 12-long pass becomes 6 + 6.
    const jobs = captureJobs(
      [pass('light', 1280, 7), pass('dark', 1280, 12), pass('dark', 360, 3)],
      2,
    );
    expect(jobs.map((job) => [job.theme, job.width, job.items.length])).toEqual([
      ['light', 1280, 7],
      ['dark', 1280, 6],
      ['dark', 1280, 6],
      ['dark', 360, 3],
    ]);
  });

  it('leaves the passes whole for one page', () => {
    const jobs = captureJobs([pass('light', 1280, 2), pass('dark', 1280, 9)], 1);
    expect(jobs.map((job) => job.items.length)).toEqual([9, 2]);
  });
});

describe('groupOf (report grouping)', () => {
  it('splits a title into its section and component or screen', () => {
    expect(groupOf('Screens/Staff/Approvals')).toEqual({
      section: 'Screens',
      component: 'Staff/Approvals',
    });
    expect(groupOf('Components/Button')).toEqual({ section: 'Components', component: 'Button' });
    expect(groupOf('Solo')).toEqual({ section: 'Solo', component: 'Solo' });
  });
});

describe('compareImages', () => {
  it('finds nothing in the same image, and counts each changed pixel', () => {
    const white = png(10, 10, [255, 255, 255]);
    expect(compareImages(white, png(10, 10, [255, 255, 255])).changedPixels).toBe(0);
    const dots = png(
      10,
      10,
      [255, 255, 255],
      [
        { x: 5, y: 5, rgb: [255, 0, 0] },
        { x: 0, y: 9, rgb: [0, 0, 0] },
      ],
    );
    const result = compareImages(white, dots);
    expect(result.changedPixels).toBe(2);
    expect(PNG.sync.read(result.diff as Buffer).width).toBe(10);
  });

  it('ignores a colour difference under the threshold, not one over it', () => {
    const grey = png(4, 4, [128, 128, 128]);
    expect(compareImages(grey, png(4, 4, [129, 129, 129])).changedPixels).toBe(0);
    expect(compareImages(grey, png(4, 4, [40, 40, 40])).changedPixels).toBe(16);
  });

  it('reports a change of size as a change, diffed on the larger canvas', () => {
    const result = compareImages(png(4, 4, [0, 0, 0]), png(4, 6, [0, 0, 0]));
    expect(result.sizeChanged).toBe(true);
    expect([result.width, result.height]).toEqual([4, 6]);
    expect(result.changedPixels).toBe(8);
  });
});

const story = (id: string, modes: string[], title = 'Components/Button'): CapturedStory => ({
  id,
  title,
  name: id,
  snapshots: modes.map((mode) => ({
    mode,
    theme: 'light',
    viewport: 'desktop',
    width: 1280,
    height: 800,
    file: `${id}@${mode}.png`,
    state: 'rendered',
  })),
});

describe('diffStories, countStories, summaryLine', () => {
  const before = [
    story('a', ['light']),
    story('b', ['light']),
    story('c', ['light', 'dark']),
    story('gone', ['light']),
  ];
  const after = [
    story('a', ['light']),
    story('b', ['light']),
    story('c', ['light']),
    story('new', ['light'], 'Screens/Browse/Home'),
  ];
  const results = diffStories(before, after, (b) =>
    b.file === 'b@light.png'
      ? { changed: true, changedPixels: 10, ratio: 0.01, diff: 'diff/b.png' }
      : { changed: false, changedPixels: 0, ratio: 0 },
  );

  it('gives each story of either side one verdict', () => {
    expect(Object.fromEntries(results.map((r) => [r.id, r.status]))).toEqual({
      a: 'unchanged',
      b: 'changed',
      c: 'changed', // its dark mode was removed
      new: 'added',
      gone: 'removed',
    });
    expect(results.find((r) => r.id === 'c')?.modes).toMatchObject([
      { mode: 'light', status: 'unchanged' },
      { mode: 'dark', status: 'removed', before: 'c@dark.png' },
    ]);
    expect(results.find((r) => r.id === 'new')).toMatchObject({
      section: 'Screens',
      component: 'Browse/Home',
    });
  });

  it('says where focus was on each side of a changed shot, when the two differ', () => {
    const focused = (focus: string) =>
      [story('k', ['light'])].map((s) => ({
        ...s,
        snapshots: s.snapshots.map((snap) => ({ ...snap, focus })),
      }));
    const ring = 'button "Contact Us" :focus-visible';
    const compare = (changed: boolean) => () => ({ changed, changedPixels: changed ? 590 : 0 });
    const moved = diffStories(focused(ring), focused('none'), compare(true));
    expect(moved[0]?.modes[0]?.focus).toEqual({ before: ring, after: 'none' });
    // Only a change carries it: the same focus, or an unchanged shot, says nothing.
    expect(diffStories(focused(ring), focused(ring), compare(true))[0]?.modes[0]?.focus).toBe(
      undefined,
    );
    expect(diffStories(focused(ring), focused('none'), compare(false))[0]?.modes[0]?.focus).toBe(
      undefined,
    );
    const html = renderReport({
      base: { label: 'HEAD' },
      head: { label: 'working tree' },
      stories: moved,
      counts: countStories(moved),
      threshold: 0.1,
    });
    expect(new DOMParser().parseFromString(html, 'text/html').body.textContent).toContain(
      'focus before: button "Contact Us" :focus-visible; after: none',
    );
  });

  it('ends with the summary line, counting the stories not taken apart', () => {
    const all = [
      ...results,
      ...unaffectedResults([{ id: 'far', title: 'Screens/Browse/Home', name: 'Far' }]),
    ];
    const counts = countStories(all);
    expect(counts).toEqual({
      changed: 2,
      added: 1,
      removed: 1,
      unchanged: 1,
      unaffected: 1,
      captured: 5,
      total: 6,
    });
    expect(summaryLine(counts)).toBe(
      'visual diff: 2 changed, 1 added, 1 removed of 6 stories (5 captured, 1 unaffected)',
    );
  });

  it('lists the stories the change does not reach apart, by name, without images', () => {
    const all = [
      ...results,
      ...unaffectedResults([{ id: 'far--one', title: 'Screens/Browse/Home', name: 'Far' }]),
    ];
    const parsed = new DOMParser().parseFromString(
      renderReport({
        base: { label: 'HEAD~1' },
        head: { label: 'working tree' },
        stories: all,
        counts: countStories(all),
        threshold: 0.1,
      }),
      'text/html',
    );
    const section = parsed.querySelector('section[aria-labelledby="unaffected"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Unaffected (1)');
    expect(section?.querySelector('h3')?.textContent).toBe('Screens / Browse/Home (1)');
    expect(section?.querySelector('li')?.textContent).toBe('Far far--one');
    expect(section?.querySelector('img')).toBeNull();
    expect(parsed.querySelector('nav a[href="#unaffected"]')?.textContent).toBe('Unaffected (1)');
  });

  it('renders a report that passes axe, with a skip link, headings and linked images', async () => {
    const html = renderReport({
      base: { label: 'main (abc)' },
      head: { label: 'working tree' },
      stories: results.map((r) =>
        r.id === 'b'
          ? {
              ...r,
              modes: r.modes.map((m) => ({ ...m, before: 'before/b.png', after: 'after/b.png' })),
            }
          : r,
      ),
      counts: countStories(results),
      threshold: 0.1,
    });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.documentElement.lang).toBe('en');
    const skip = parsed.querySelector('a.skip');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(parsed.getElementById('main')).not.toBeNull();
    expect([...parsed.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Changed (2)',
      'Added (1)',
      'Removed (1)',
      'Unaffected (0)',
    ]);
    expect([...parsed.querySelectorAll('h3')].map((h) => h.textContent)).toContain(
      'Components / Button (2)',
    );
    // Every image opens full size from a link (reachable with Tab), and says what it shows.
    const images = [...parsed.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.closest('a')?.getAttribute('href')).toBe(image.getAttribute('src'));
      expect(image.getAttribute('alt')).toMatch(/^(Before|After|Changed pixels)/);
    }

    // axe on the page itself (colour contrast is checked in Chromium, in the npm test sample).
    // The unit files share one document (isolate: false): put back the very same <head> and
    // <body> afterwards, which Testing Library's `screen` of later files is bound to.
    const saved = [...document.documentElement.childNodes];
    const savedLang = document.documentElement.lang;
    try {
      document.documentElement.replaceChildren(
        ...[...parsed.documentElement.childNodes].map((node) => document.importNode(node, true)),
      );
      document.documentElement.lang = 'en';
      const result = await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
        resultTypes: ['violations'],
      });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    } finally {
      document.documentElement.replaceChildren(...saved);
      document.documentElement.lang = savedLang;
    }
  });
});

describe('FROZEN_NOW', () => {
  it('is the mock data’s SEED_NOW, so relative dates read as the seed means them', () => {
    expect(FROZEN_NOW).toBe(SEED_NOW);
  });
});

describe('affectedStories (what a change reaches, from the build’s module graph)', () => {
  // A small preview-stats.json as `storybook build --stats-json` writes it: each module with the
  // modules that import it. RoleBadge's stylesheet composes Badge's, so it imports Badge's CSS.
  const stories = './.storybook-stories.js';
  const stats = {
    modules: [
      { id: './src/Badge.stories.tsx', reasons: [{ moduleName: stories }] },
      { id: './src/RoleBadge.stories.tsx', reasons: [{ moduleName: stories }] },
      { id: './src/Thread.stories.tsx', reasons: [{ moduleName: stories }] },
      { id: './src/Button.stories.tsx', reasons: [{ moduleName: stories }] },
      {
        id: './src/Badge.tsx',
        reasons: [{ moduleName: './src/Badge.stories.tsx' }, { moduleName: './src/Thread.tsx' }],
      },
      { id: './src/Badge.css.ts', reasons: [{ moduleName: './src/Badge.tsx' }] },
      {
        id: './src/Badge.css.ts.vanilla.css',
        reasons: [{ moduleName: './src/Badge.css.ts' }, { moduleName: './src/RoleBadge.css.ts' }],
      },
      { id: './src/RoleBadge.tsx', reasons: [{ moduleName: './src/RoleBadge.stories.tsx' }] },
      { id: './src/RoleBadge.css.ts', reasons: [{ moduleName: './src/RoleBadge.tsx' }] },
      { id: './src/Thread.tsx', reasons: [{ moduleName: './src/Thread.stories.tsx' }] },
      {
        id: './src/Button.tsx?used',
        reasons: [{ moduleName: './src/Button.stories.tsx' }, { moduleName: './src/Thread.tsx' }],
      },
      { id: './src/theme/ThemeProvider.tsx', reasons: [{ moduleName: './src/decorators.tsx' }] },
      { id: './src/decorators.tsx', reasons: [{ moduleName: './.storybook/preview.tsx' }] },
    ],
  };
  const index = [
    { id: 'badge--default', importPath: './src/Badge.stories.tsx' },
    { id: 'rolebadge--admin', importPath: './src/RoleBadge.stories.tsx' },
    { id: 'thread--default', importPath: './src/Thread.stories.tsx' },
    { id: 'thread--mobile', importPath: './src/Thread.stories.tsx' },
    { id: 'button--primary', importPath: './src/Button.stories.tsx' },
  ];
  const importers = importersOf(stats);
  const reach = (...changed: string[]) => affectedStories({ changed, importers, stories: index });

  it('reads the graph from the stats: each module with its importers, paths as git names them', () => {
    expect(importers.get('src/Badge.tsx')).toEqual(
      new Set(['src/Badge.stories.tsx', 'src/Thread.tsx']),
    );
    expect(importers.get('src/Button.tsx')).toEqual(
      new Set(['src/Button.stories.tsx', 'src/Thread.tsx']),
    );
    // A second build's stats add their imports (BASE's and the working tree's together).
    const both = importersOf(stats, {
      modules: [{ id: './src/Badge.tsx', reasons: [{ moduleName: './src/Old.tsx' }] }],
    });
    expect(both.get('src/Badge.tsx')).toEqual(
      new Set(['src/Badge.stories.tsx', 'src/Thread.tsx', 'src/Old.tsx']),
    );
  });

  it('marks only the stories whose files import a changed leaf module, however indirectly', () => {
    expect(reach('src/Button.tsx')).toEqual({
      affected: ['thread--default', 'thread--mobile', 'button--primary'],
    });
    expect(reach('src/Thread.stories.tsx')).toEqual({
      affected: ['thread--default', 'thread--mobile'],
    });
    expect(reach('README.md', 'docs/visual-review.md')).toEqual({ affected: [] });
  });

  it('follows a changed stylesheet to the stylesheets that compose its CSS', () => {
    expect(reach('src/Badge.css.ts').affected).toEqual([
      'badge--default',
      'rolebadge--admin',
      'thread--default',
      'thread--mobile',
    ]);
    expect(reach('src/RoleBadge.css.ts').affected).toEqual(['rolebadge--admin']);
  });

  it('follows what a stylesheet reads at build time, from its source', () => {
    const edges = stylesheetImports([
      {
        path: 'src/RoleBadge.css.ts',
        source:
          "import { style } from '@vanilla-extract/css';\nimport { breakpoints } from './theme/tokens.ts';\n",
      },
    ]);
    expect(edges).toEqual([['src/theme/tokens.ts', 'src/RoleBadge.css.ts']]);
    const withEdges = importersOf(stats);
    for (const [imported, importer] of edges)
      withEdges.set(imported, new Set([...(withEdges.get(imported) ?? []), importer]));
    expect(
      affectedStories({ changed: ['src/theme/tokens.ts'], importers: withEdges, stories: index }),
    ).toEqual({ affected: ['rolebadge--admin'] });
  });

  it('marks every story when the preview changes, and says why', () => {
    const all = index.map((story) => story.id);
    expect(reach('src/Button.tsx', '.storybook/preview.tsx')).toEqual({
      reason: '.storybook/preview.tsx changed (the Storybook config)',
      affected: all,
    });
    // A module the preview imports reaches every story too (its decorators wrap them all).
    expect(reach('src/theme/ThemeProvider.tsx')).toEqual({
      reason:
        'src/theme/ThemeProvider.tsx changed, which .storybook/preview.tsx imports (the Storybook config)',
      affected: all,
    });
  });

  it('marks every story for the static folder, the theme’s global styles and the lockfile', () => {
    expect(everythingReason(['mocks/public/mockServiceWorker.js'])).toBe(
      "mocks/public/mockServiceWorker.js changed (the Storybook's static folder)",
    );
    expect(everythingReason(['design-system/theme/global.css.ts'])).toBe(
      "design-system/theme/global.css.ts changed (the theme's global styles)",
    );
    expect(everythingReason(['package-lock.json'])).toBe(
      'package-lock.json changed (the dependencies)',
    );
    expect(everythingReason(['mocks/db/accounts.ts', 'src/Button.tsx', 'package.json'])).toBe(
      undefined,
    );
  });
});

describe('popupsOpened', () => {
  it('names a popup showing at the shot that was not when the play function ended', () => {
    expect(popupsOpened('', 'menu')).toBe('open: none → menu');
    expect(popupsOpened('tooltip', 'tooltip, menu')).toBe('open: tooltip → tooltip, menu');
  });

  it('counts nothing for popups that stayed, or that were still closing and are gone', () => {
    expect(popupsOpened('', '')).toBe('');
    expect(popupsOpened('dialog, listbox', 'dialog, listbox')).toBe('');
    expect(popupsOpened('listbox', '')).toBe('');
  });
});
