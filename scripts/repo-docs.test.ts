// The repo describes the product; git keeps the history. benchmarks.md holds each benchmark's
// latest figures only, nothing points outside the repo (the specs are in docs/spec/), and every
// link and docs path the repo names leads to a file (and heading) that exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(repo, file), 'utf8');
/** Lines as `wc -l` counts them. */
const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

/** The repo's files, tracked or new, as git sees them (ignored ones left out). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(join(repo, file)));
const textFiles = files.filter((file) =>
  /\.(ts|tsx|mts|mjs|js|json|md|mdx|yaml|yml|html|css)$|^Dockerfile$|^\.ci\//.test(file),
);
const markdown = files.filter((file) => /^(README\.md|docs\/.*\.md)$/.test(file));

/** Commit hashes written into a text: 7 to 40 hex digits with a letter and a digit among them. */
function commitHashes(text: string): string[] {
  return [...text.matchAll(/\b[0-9a-f]{7,40}\b/g)]
    .map((match) => match[0])
    .filter((word) => /[a-f]/.test(word) && /\d/.test(word));
}

/** The places a text points outside the repo, at the workplace's shared folder. */
function sharedReferences(text: string): string[] {
  return [...text.matchAll(/\.\.\/shared\b|\bshared\/spec\b/g)].map((match) => match[0]);
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The relative links of a markdown file that lead nowhere: a missing file, or a missing heading
 * in a markdown file. `exists` and `headings` look at the repo (or a sample, in the tests).
 */
function deadLinks(
  file: string,
  text: string,
  exists: (path: string) => boolean,
  headings: (path: string) => string[],
): string[] {
  const code = /```[\s\S]*?```|`[^`\n]*`/g;
  return [...text.replace(code, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => {
      const [path, anchor] = target.split('#');
      const to = path ? join(dirname(file), path) : file;
      if (!exists(to)) return true;
      return anchor !== undefined && to.endsWith('.md') && !headings(to).includes(anchor);
    });
}

const headingsOf = (file: string) =>
  [...read(file).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!));

describe('docs/benchmarks.md holds the latest figures, and git their history', () => {
  const benchmarks = read('docs/benchmarks.md');
  it('is at most 200 lines', () => {
    expect(lineCount(benchmarks)).toBeLessThanOrEqual(200);
  });
  it('names no commit and keeps no History section', () => {
    expect(commitHashes(benchmarks)).toEqual([]);
    expect(benchmarks).not.toMatch(/^#+ History/m);
  });
  it('has a section for each benchmark script', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as object).filter(
      (name) => name.startsWith('bench:') && name !== 'bench:mock-db-browser',
    );
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) expect(benchmarks, name).toContain(`\`${name}\``);
  });
  it('a commit hash is found (the check itself)', () => {
    expect(commitHashes('at `9ff102b`, 2026-12-02, 5,531 passed; abcdef0 too')).toEqual([
      '9ff102b',
      'abcdef0',
    ]);
    expect(commitHashes('1234567 requests, a deadbeef-free page')).toEqual([]);
  });
});

describe('the repo points only at itself', () => {
  it('finds the files', () => {
    expect(textFiles.length).toBeGreaterThan(500);
  });
  it('no file points at the shared folder outside the repo (the specs are in docs/spec/)', () => {
    const offenders = textFiles.filter((file) => sharedReferences(read(file)).length > 0);
    expect(offenders).toEqual([]);
    expect(existsSync(join(repo, 'docs/spec/public-site.md'))).toBe(true);
    expect(existsSync(join(repo, 'docs/spec/staff-area.md'))).toBe(true);
  });
  it('every docs/….md a file names exists', () => {
    const missing = textFiles
      .filter((file) => file !== 'scripts/repo-docs.test.ts')
      .flatMap((file) =>
        [...read(file).matchAll(/\bdocs\/[\w/-]+\.md\b/g)]
          .map((match) => match[0])
          .filter((path) => !existsSync(join(repo, path)))
          .map((path) => `${file}: ${path}`),
      );
    expect(missing).toEqual([]);
  });
  it('every link in the README and docs/ leads to a file and heading that exist', () => {
    const exists = (path: string) => existsSync(join(repo, path));
    const dead = markdown.flatMap((file) =>
      deadLinks(file, read(file), exists, headingsOf).map((link) => `${file}: ${link}`),
    );
    expect(markdown.length).toBeGreaterThan(15);
    expect(dead).toEqual([]);
  });
  it('the README stays a newcomer’s five minutes (at most 250 lines)', () => {
    expect(lineCount(read('README.md'))).toBeLessThanOrEqual(250);
  });
  it('a dead link, a missing heading and a shared path are found (the check itself)', () => {
    const page = [
      '[ok](b.md#two-words) [gone](c.md) [no heading](b.md#nope) [web](https://x.test)',
      '`[code](not-a-link.md)` [self](#local)',
    ].join('\n');
    const exists = (path: string) => ['docs/a.md', 'docs/b.md'].includes(path);
    const headings = (path: string) =>
      path === 'docs/b.md' ? [anchorOf('Two words')] : [anchorOf('Local')];
    expect(deadLinks('docs/a.md', page, exists, headings)).toEqual(['c.md', 'b.md#nope']);
    expect(anchorOf('First-visit size (`bench:bundle`)')).toBe('first-visit-size-benchbundle');
    // Joined here, so that this file does not name the path it looks for.
    const outside = ['..', 'shared', 'spec', 'public-site.md'].join('/');
    expect(sharedReferences(`see ${outside}`)).toEqual([['..', 'shared'].join('/')]);
  });
});
