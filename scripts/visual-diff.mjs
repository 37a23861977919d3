#!/usr/bin/env node
// `npm run visual:diff [BASE] [--stories GLOB]`: the visual review, locally. Renders the stories
// a change reaches (in the Chromatic modes each opts into) in two Storybook builds, BASE and the
// working tree, compares the screenshots, and writes visual-report/index.html and
// visual-report/summary.json.
//
//   BASE            a commit (default: the merge base with main; on main, HEAD~1)
//   --stories GLOB  only story ids that match (commas for several: 'components-button-*,screens-*')
//   --all           every story, whatever changed (a commit against itself, for determinism)
//   --base-dir DIR  an already built Storybook as BASE (no worktree, no cache; every story)
//   --head-dir DIR  an already built Storybook of the working tree (no build; built with
//                   --stats-json, else every story is taken)
//   --one-mode-each a quick pass: each story in one of its modes (chosen by its id), not all
//
// What a change reaches, as Chromatic's TurboSnap reads it: the files changed since BASE
// (`git diff --name-only BASE` and untracked files), followed up the module graph of the builds
// (preview-stats.json, from `storybook build --stats-json`) to the stories files that import
// them. A change to the Storybook config, its static folder, the theme's global styles or the
// lockfile reaches every story (affectedStories in visual-diff-lib.mjs).
//
// BASE is checked out into a temporary git worktree (node_modules copied when package-lock.json
// is the same, else `npm ci`), built, and screenshotted into
// node_modules/.cache/visual-diff/<commit>/: a second run against the same BASE only builds and
// screenshots the working tree (and the BASE stories the cache lacks, for a wider --stories).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CAPTURE_PAGES, captureBuild, writeManifest } from './visual-diff-capture.mjs';
import { chromiumPath } from './chromium.mjs';
import {
  THRESHOLD,
  affectedStories,
  compareImages,
  countStories,
  diffStories,
  importersOf,
  renderReport,
  storiesMatcher,
  stylesheetImports,
  summaryLine,
  unaffectedResults,
} from './visual-diff-lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    stories: { type: 'string' },
    'base-dir': { type: 'string' },
    'head-dir': { type: 'string' },
    'one-mode-each': { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    report: { type: 'string', default: 'visual-report' },
  },
});
const globs = values.stories ?? '*';
const filter = storiesMatcher(globs);
/** A quick pass takes one mode per story; its BASE screenshots are cached apart from the full ones. */
const oneModeEach = values['one-mode-each'] ? /** @type {const} */ ('by-id') : false;
const cacheRoot = resolve('node_modules/.cache/visual-diff');
const reportDir = resolve(/** @type {string} */ (values.report));
const log = (/** @type {string} */ line) => console.log(line);
const git = (/** @type {string[]} */ ...args) =>
  execFileSync('git', args, { encoding: 'utf8' }).trim();
// The camera: the browser, the capture code and how many pages take screenshots side by side
// (which story follows which on a page). BASE's cached screenshots are taken again when any of
// them changes (a cached shot from another camera would show up as a change in every story).
const captureCode = createHash('sha256');
for (const file of ['visual-diff-capture.mjs', 'visual-diff-lib.mjs', 'storybook-static.mjs'])
  captureCode.update(readFileSync(new URL(file, import.meta.url)));
const camera = `${execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim()}, capture ${captureCode.digest('hex').slice(0, 12)}, ${CAPTURE_PAGES} page(s)`;

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  log(`$ ${command} ${args.join(' ')}${cwd === process.cwd() ? '' : `   (in ${cwd})`}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** BASE as a commit: the argument, else the merge base with main (HEAD~1 on main itself). */
function baseCommit() {
  if (positionals[0]) return git('rev-parse', '--verify', `${positionals[0]}^{commit}`);
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  if (branch === 'main') return git('rev-parse', 'HEAD~1');
  return git('merge-base', 'HEAD', 'main');
}

/**
 * The stories of a build's index that the filter takes.
 * @returns {{ id: string, title: string, name: string, importPath: string }[]}
 */
function indexedStories(/** @type {string} */ dir) {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && filter.test(entry.id),
  );
}

/** A build's module graph (preview-stats.json), if it was built with --stats-json. */
function statsOf(/** @type {string} */ dir) {
  const file = join(dir, 'preview-stats.json');
  return existsSync(file) ? [JSON.parse(readFileSync(file, 'utf8'))] : [];
}

/** `npm run build-storybook` with the module graph (preview-stats.json) beside the build. */
const BUILD = ['run', 'build-storybook', '--silent', '--', '--stats-json', 'storybook-static'];

/** Builds BASE's Storybook into `out` from a temporary worktree. */
function buildBase(/** @type {string} */ commit, /** @type {string} */ out) {
  const tree = mkdtempSync(join(tmpdir(), `visual-diff-${commit.slice(0, 8)}-`));
  run('git', ['worktree', 'add', '--detach', tree, commit], process.cwd());
  try {
    const sameLock =
      git('show', `${commit}:package-lock.json`) ===
      readFileSync('package-lock.json', 'utf8').trim();
    if (sameLock) {
      // A copy, not a link: node_modules holds relative links to the workspaces, which must
      // point into BASE's tree. The cache (screenshots, Vite's) stays behind.
      log('package-lock.json is the same: copying node_modules');
      for (const folder of ['node_modules', ...workspaceModules()]) {
        mkdirSync(join(tree, folder), { recursive: true });
        for (const name of readdirSync(folder))
          if (!(folder === 'node_modules' && name === '.cache'))
            execFileSync('cp', ['-a', join(folder, name), join(tree, folder, name)]);
      }
    } else {
      log('package-lock.json differs: npm ci in the BASE worktree');
      run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], tree);
    }
    run('npm', BUILD, tree);
    rmSync(out, { recursive: true, force: true });
    cpSync(join(tree, 'storybook-static'), out, { recursive: true });
  } finally {
    run('git', ['worktree', 'remove', '--force', tree], process.cwd());
  }
}

/** The workspaces' own node_modules folders (app/node_modules, ...). */
function workspaceModules() {
  const { workspaces = [] } = JSON.parse(readFileSync('package.json', 'utf8'));
  return workspaces
    .map((/** @type {string} */ ws) => join(ws, 'node_modules'))
    .filter((/** @type {string} */ path) => existsSync(path));
}

/** The files changed since BASE: in the working tree (staged or not) and untracked. */
function changedFiles(/** @type {string} */ commit) {
  const list = (/** @type {string} */ out) => out.split('\n').filter(Boolean);
  return [
    ...list(git('diff', '--name-only', '--no-renames', commit)),
    ...list(git('ls-files', '--others', '--exclude-standard')),
  ];
}

/**
 * Which stories to take: those the change since BASE reaches, read from the builds' module
 * graph (and the stylesheets' own imports, which the graph loses); every one with a reason when
 * the change reaches all, or when what changed is unknown.
 * @param {{ id: string, importPath: string }[]} stories
 * @param {string | undefined} commit
 * @param {string[]} builds BASE's build and the working tree's
 * @returns {{ reason?: string, affected: string[] }}
 */
function planCapture(stories, commit, builds) {
  const everything = (/** @type {string} */ reason) => ({
    reason,
    affected: stories.map((story) => story.id),
  });
  if (values.all) return everything('--all');
  if (!commit)
    return everything('--base-dir: BASE is a build, not a commit, so what changed is unknown');
  const head = builds[1];
  if (statsOf(head).length === 0)
    return everything(`${head} has no preview-stats.json (build it with --stats-json)`);
  const importers = importersOf(...builds.flatMap(statsOf));
  const stylesheets = [...importers.keys()]
    .filter((path) => path.endsWith('.css.ts') && existsSync(path))
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
  for (const [imported, importer] of stylesheetImports(stylesheets))
    importers.set(imported, new Set([...(importers.get(imported) ?? []), importer]));
  const changed = changedFiles(commit);
  const plan = affectedStories({ changed, importers, stories });
  if (!plan.reason)
    log(
      `${changed.length} file(s) changed since BASE reach ${plan.affected.length} of ${stories.length} stories`,
    );
  return plan;
}

/**
 * BASE's build: the --base-dir given, else the commit's, built once into its cache folder
 * (with the cache's manifest of screenshots, started again for another camera).
 * @param {string | undefined} commit
 */
function baseBuild(commit) {
  if (!commit) return { build: /** @type {string} */ (values['base-dir']) };
  const dir = join(cacheRoot, oneModeEach ? `${commit}-one-mode-each` : commit);
  const build = join(dir, 'storybook-static');
  const manifestFile = join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const cached = JSON.parse(readFileSync(manifestFile, 'utf8')).camera;
    if (cached !== camera) {
      log(`BASE cache was made with ${cached ?? 'an older camera'}: starting it again`);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!existsSync(join(build, 'index.json'))) {
    log(`BASE ${commit.slice(0, 10)}: building its Storybook`);
    buildBase(commit, build);
  }
  return { build, dir };
}

/**
 * BASE's screenshots of the stories `ids`, from the cache when it has them.
 * @param {string | undefined} commit
 * @param {{ build: string, dir?: string }} base
 * @param {string[]} ids
 * @returns {Promise<{ label: string, dir: string, stories: import('./visual-diff-lib.mjs').CapturedStory[] }>}
 */
async function baseShots(commit, { build, dir }, ids) {
  if (!commit || !dir) {
    const outDir = join(cacheRoot, 'base-dir');
    rmSync(outDir, { recursive: true, force: true });
    log(`BASE: the build in ${build}`);
    const { stories } = ids.length
      ? await captureBuild({ dir: build, outDir, stories: ids, oneModeEach, log })
      : { stories: [] };
    return { label: build, dir: outDir, stories };
  }
  const label = `${positionals[0] ?? 'merge base'} (${commit.slice(0, 10)})`;
  const manifestFile = join(dir, 'manifest.json');
  /** @type {{ camera: string, seen: string[], stories: import('./visual-diff-lib.mjs').CapturedStory[] }} */
  let manifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : { camera, seen: [], stories: [] };
  const seen = new Set(manifest.seen);
  const inBase = new Set(indexedStories(build).map((story) => story.id));
  const missing = ids.filter((id) => inBase.has(id) && !seen.has(id));
  if (missing.length === 0) log(`BASE ${label}: every screenshot from the cache`);
  else {
    log(`BASE ${label}: screenshotting ${missing.length} stories (${seen.size} cached)`);
    const { stories } = await captureBuild({
      dir: build,
      outDir: join(dir, 'shots'),
      stories: missing,
      oneModeEach,
      log,
    });
    const byId = new Map(manifest.stories.map((story) => [story.id, story]));
    for (const story of stories) byId.set(story.id, story);
    manifest = {
      camera,
      seen: [...seen, ...missing],
      stories: [...byId.values()],
    };
    writeManifest(dir, manifest);
  }
  const wanted = new Set(ids);
  return {
    label,
    dir: join(dir, 'shots'),
    stories: manifest.stories.filter((story) => wanted.has(story.id)),
  };
}

/** The working tree's build (unless --head-dir is given). */
function headBuild() {
  if (values['head-dir']) return values['head-dir'];
  log('Working tree: building its Storybook');
  run('npm', BUILD, process.cwd());
  return 'storybook-static';
}

/** The working tree's screenshots of the stories `ids`. */
async function headShots(/** @type {string} */ build, /** @type {string[]} */ ids) {
  const outDir = join(cacheRoot, 'working-tree');
  rmSync(outDir, { recursive: true, force: true });
  log(`Working tree: screenshotting ${ids.length} stories`);
  const { stories } = ids.length
    ? await captureBuild({ dir: build, outDir, stories: ids, oneModeEach, log })
    : { stories: [] };
  return {
    label: `working tree (HEAD ${git('rev-parse', '--short=10', 'HEAD')})`,
    dir: outDir,
    stories,
  };
}

const started = Date.now();
const commit = values['base-dir'] ? undefined : baseCommit();
const base = baseBuild(commit);
const head = headBuild();
/** Every story of either build that --stories takes (the working tree's first). */
const indexed = new Map(
  [...indexedStories(base.build), ...indexedStories(head)].map((story) => [story.id, story]),
);
const plan = planCapture([...indexed.values()], commit, [base.build, head]);
if (plan.reason) log(`Shooting every story: ${plan.reason}`);
// Both sides at once, each in its own browser: a snapshot mostly waits (a story's play function,
// the pause that proves the page holds still), so two browsers fill the cores one leaves idle
// (docs/benchmarks.md, "Visual review").
const [before, after] = await Promise.all([
  baseShots(commit, base, plan.affected),
  headShots(head, plan.affected),
]);
const reached = new Set(plan.affected);

rmSync(reportDir, { recursive: true, force: true });
for (const folder of ['before', 'after', 'diff'])
  mkdirSync(join(reportDir, folder), { recursive: true });
const compared = diffStories(before.stories, after.stories, (b, a) => {
  const result = compareImages(
    readFileSync(join(before.dir, b.file)),
    readFileSync(join(after.dir, a.file)),
  );
  const changed = result.changedPixels > 0 || result.sizeChanged;
  if (!changed) return { changed, changedPixels: 0, ratio: 0 };
  if (result.diff) writeFileSync(join(reportDir, 'diff', a.file), result.diff);
  return {
    changed,
    changedPixels: result.changedPixels,
    ratio: result.changedPixels / (result.width * result.height),
    diff: result.diff ? `diff/${a.file}` : undefined,
  };
});
const results = [
  ...compared,
  ...unaffectedResults([...indexed.values()].filter((story) => !reached.has(story.id))),
];
// The report holds its own copies of the images it shows (the cache may be cleared).
for (const story of results)
  for (const mode of story.modes) {
    if (mode.status === 'unchanged') {
      delete mode.before;
      delete mode.after;
      continue;
    }
    if (mode.before) {
      cpSync(join(before.dir, mode.before), join(reportDir, 'before', mode.before));
      mode.before = `before/${mode.before}`;
    }
    if (mode.after) {
      cpSync(join(after.dir, mode.after), join(reportDir, 'after', mode.after));
      mode.after = `after/${mode.after}`;
    }
  }
const counts = countStories(results);
const summary = {
  base: { label: before.label },
  head: { label: after.label },
  stories: results,
  counts,
  threshold: THRESHOLD,
  everything: plan.reason,
  filter: globs,
  camera,
  seconds: Math.round((Date.now() - started) / 1000),
};
writeFileSync(join(reportDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(reportDir, 'index.html'), renderReport(summary));
log(`Report: ${join(values.report ?? 'visual-report', 'index.html')} (${summary.seconds} s)`);
log(summaryLine(counts));
