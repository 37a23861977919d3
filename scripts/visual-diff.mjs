#!/usr/bin/env node
// `npm run visual:diff [BASE] [--stories GLOB]`: the visual review, locally. Renders every story
// (in the Chromatic modes it opts into) in two Storybook builds, BASE and the working tree,
// compares the screenshots, and writes visual-report/index.html and visual-report/summary.json.
//
//   BASE            a commit (default: the merge base with main; on main, HEAD~1)
//   --stories GLOB  only story ids that match (commas for several: 'components-button-*,screens-*')
//   --base-dir DIR  an already built Storybook as BASE (no worktree, no cache)
//   --head-dir DIR  an already built Storybook as the working tree (no build)
//   --one-mode-each a quick pass: each story in one of its modes (chosen by its id), not all
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
  compareImages,
  countStories,
  diffStories,
  renderReport,
  storiesMatcher,
  summaryLine,
} from './visual-diff-lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    stories: { type: 'string' },
    'base-dir': { type: 'string' },
    'head-dir': { type: 'string' },
    'one-mode-each': { type: 'boolean', default: false },
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

/** Story ids of a build's index that the filter takes. */
function indexedStories(/** @type {string} */ dir) {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && filter.test(entry.id))
    .map((entry) => /** @type {string} */ (entry.id));
}

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
    run('npm', ['run', 'build-storybook', '--silent'], tree);
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

/**
 * BASE's screenshots for the filter, from the cache when it has them.
 * @returns {Promise<{ label: string, dir: string, stories: import('./visual-diff-lib.mjs').CapturedStory[] }>}
 */
async function baseSide() {
  if (values['base-dir']) {
    const outDir = join(cacheRoot, 'base-dir');
    rmSync(outDir, { recursive: true, force: true });
    log(`BASE: the build in ${values['base-dir']}`);
    const { stories } = await captureBuild({
      dir: values['base-dir'],
      outDir,
      filter,
      oneModeEach,
      log,
    });
    return { label: values['base-dir'], dir: outDir, stories };
  }
  const commit = baseCommit();
  const label = `${positionals[0] ?? 'merge base'} (${commit.slice(0, 10)})`;
  const dir = join(cacheRoot, oneModeEach ? `${commit}-one-mode-each` : commit);
  const build = join(dir, 'storybook-static');
  const manifestFile = join(dir, 'manifest.json');
  /** @type {{ camera: string, seen: string[], stories: import('./visual-diff-lib.mjs').CapturedStory[] }} */
  let manifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : { camera, seen: [], stories: [] };
  if (manifest.camera !== camera) {
    log(`BASE cache was made with ${manifest.camera ?? 'an older camera'}: starting it again`);
    rmSync(dir, { recursive: true, force: true });
    manifest = { camera, seen: [], stories: [] };
  }
  if (!existsSync(join(build, 'index.json'))) {
    log(`BASE ${label}: building its Storybook`);
    buildBase(commit, build);
  }
  const seen = new Set(manifest.seen);
  const missing = indexedStories(build).filter((id) => !seen.has(id));
  if (missing.length === 0) log(`BASE ${label}: every screenshot from the cache`);
  else {
    log(`BASE ${label}: screenshotting ${missing.length} stories (${seen.size} cached)`);
    const { stories } = await captureBuild({
      dir: build,
      outDir: join(dir, 'shots'),
      filter,
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
  return {
    label,
    dir: join(dir, 'shots'),
    stories: manifest.stories.filter((story) => filter.test(story.id)),
  };
}

/** The working tree's screenshots (built unless --head-dir is given). */
async function headSide() {
  let build = values['head-dir'];
  if (!build) {
    log('Working tree: building its Storybook');
    run('npm', ['run', 'build-storybook', '--silent'], process.cwd());
    build = 'storybook-static';
  }
  const outDir = join(cacheRoot, 'working-tree');
  rmSync(outDir, { recursive: true, force: true });
  log('Working tree: screenshotting');
  const { stories } = await captureBuild({ dir: build, outDir, filter, oneModeEach, log });
  return {
    label: `working tree (HEAD ${git('rev-parse', '--short=10', 'HEAD')})`,
    dir: outDir,
    stories,
  };
}

const started = Date.now();
const before = await baseSide();
const after = await headSide();

rmSync(reportDir, { recursive: true, force: true });
for (const folder of ['before', 'after', 'diff'])
  mkdirSync(join(reportDir, folder), { recursive: true });
const results = diffStories(before.stories, after.stories, (b, a) => {
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
  filter: globs,
  camera,
  seconds: Math.round((Date.now() - started) / 1000),
};
writeFileSync(join(reportDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(reportDir, 'index.html'), renderReport(summary));
log(`Report: ${join(values.report ?? 'visual-report', 'index.html')} (${summary.seconds} s)`);
log(summaryLine(counts));
