import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHECK_SCRIPT,
  LOG_FORMAT,
  SUBJECT_MAX,
  commitsToCheck,
  describeOffence,
  offendingCommits,
  parseLog,
  problemsOf,
} from './commit-messages-lib.mjs';

describe('problemsOf: the commit-message rule', () => {
  it('accepts a subject alone, and a subject, a blank line and a body', () => {
    expect(problemsOf('Thread: keep the reply box open\n')).toEqual([]);
    expect(problemsOf('Thread: keep the reply box open\n\nWhy it matters.\nMore.\n')).toEqual([]);
  });
  it(`accepts a subject of exactly ${SUBJECT_MAX} characters, counted as characters`, () => {
    expect(problemsOf('a'.repeat(SUBJECT_MAX))).toEqual([]);
    // 72 characters, more bytes in UTF-8: a character is not a byte.
    expect(problemsOf('é'.repeat(SUBJECT_MAX))).toEqual([]);
  });
  it('finds a subject over the limit', () => {
    expect(problemsOf(`${'a'.repeat(SUBJECT_MAX + 1)}\n\nbody`)).toEqual([
      `the subject is ${SUBJECT_MAX + 1} characters (at most ${SUBJECT_MAX})`,
    ]);
  });
  it('finds an empty subject', () => {
    expect(problemsOf('\n\nA body without a subject')).toEqual(['the subject line is empty']);
    expect(problemsOf('   ')).toEqual(['the subject line is empty']);
  });
  it('finds a body that starts on line 2', () => {
    expect(problemsOf('Subject\nbody right under it\n')).toEqual([
      'line 2 is not blank (a blank line goes between the subject and the body)',
    ]);
  });
  it('gives every reason at once', () => {
    expect(problemsOf(`${'a'.repeat(80)}\nbody`)).toHaveLength(2);
  });
});

const commit = (hash: string, message: string, parents = ['p'], time = 100) => ({
  hash,
  parents,
  time,
  message,
});

describe('offendingCommits', () => {
  it('names the commits that break the rule, with their subject and reasons', () => {
    const long = 'x'.repeat(SUBJECT_MAX + 8);
    const found = offendingCommits([
      commit('a'.repeat(40), 'Fine\n'),
      commit('b'.repeat(40), long),
    ]);
    expect(found).toEqual([
      {
        hash: 'b'.repeat(40),
        subject: long,
        problems: [`the subject is ${SUBJECT_MAX + 8} characters (at most ${SUBJECT_MAX})`],
      },
    ]);
    expect(describeOffence(found[0]!)).toBe(
      `✘ bbbbbbb "${long}": the subject is ${SUBJECT_MAX + 8} characters (at most ${SUBJECT_MAX})`,
    );
  });
  it('skips merge commits', () => {
    const merge = commit(
      'm',
      "Merge branch 'wt-docs' into main, with a subject longer than 72 chars",
      ['p', 'q'],
    );
    expect(offendingCommits([merge])).toEqual([]);
  });
  it('holds to the rule only commits made at or after `after`', () => {
    const old = commit('o', 'x'.repeat(100), ['p'], 99);
    const same = commit('s', 'x'.repeat(100), ['p'], 100);
    expect(offendingCommits([old, same], { after: 100 }).map((c) => c.hash)).toEqual(['s']);
    expect(offendingCommits([old, same]).map((c) => c.hash)).toEqual(['o', 's']);
  });
});

describe('parseLog', () => {
  it('reads hash, parents, time and the whole message of each commit', () => {
    const output = [
      `h1\x1fp1\x1f1700000000\x1fSubject one\n\nBody, with\x1e in it? no: a body line\n\x1e`,
      `\nh2\x1fp2 p3\x1f1700000100\x1fMerge\n\x1e`,
    ].join('');
    // A record separator inside a message cannot be told apart; git messages have none.
    const commits = parseLog(output.replace('\x1e in it? no: a body line', ' a body line'));
    expect(commits).toEqual([
      {
        hash: 'h1',
        parents: ['p1'],
        time: 1700000000,
        message: 'Subject one\n\nBody, with a body line\n',
      },
      { hash: 'h2', parents: ['p2', 'p3'], time: 1700000100, message: 'Merge\n' },
    ]);
  });
  it('reads a root commit (no parents) and nothing from empty output', () => {
    expect(parseLog('r\x1f\x1f5\x1fRoot\n\x1e')[0]?.parents).toEqual([]);
    expect(parseLog('')).toEqual([]);
  });
});

describe('commitsToCheck', () => {
  it('takes --since first', () => {
    expect(commitsToCheck({ since: 'main', introducer: 'abc', shallow: true }).range).toBe(
      'main..HEAD',
    );
  });
  it('checks the commits after the one that added the script, made since its time', () => {
    expect(
      commitsToCheck({ introducer: 'abcdef1234', introducerTime: 42, shallow: false }),
    ).toMatchObject({ range: 'abcdef1234..HEAD', after: 42 });
  });
  it('checks nothing while the script is not committed', () => {
    expect(commitsToCheck({ shallow: false }).range).toBeNull();
  });
  it('in a shallow clone without that commit, checks what is there and says so', () => {
    for (const facts of [
      { shallow: true },
      { shallow: true, introducer: 'edge', boundaries: ['edge'] },
    ]) {
      const plan = commitsToCheck(facts);
      expect(plan.range).toBe('HEAD');
      expect(plan.note).toMatch(/shallow clone/);
    }
    // A shallow clone deep enough to hold the commit checks from it as usual.
    expect(
      commitsToCheck({ shallow: true, introducer: 'abc', introducerTime: 1, boundaries: ['edge'] })
        .range,
    ).toBe('abc..HEAD');
  });
  it('asks git log for what parseLog reads', () => {
    expect(LOG_FORMAT).toBe('%H\x1f%P\x1f%ct\x1f%B\x1e');
  });
});

// The script itself, on scratch repositories: what `npm test` runs.
describe('node scripts/commit-messages.mjs', () => {
  const script = join(import.meta.dirname, 'commit-messages.mjs');
  const scratch = mkdtempSync(join(tmpdir(), 'commit-messages-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
  };
  let clock = 1_800_000_000;
  const git = (cwd: string, ...args: string[]) => {
    const date = `@${clock++} +0000`;
    const result = spawnSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout.trim();
  };
  const commitFile = (cwd: string, file: string, message: string) => {
    mkdirSync(join(cwd, file, '..'), { recursive: true });
    writeFileSync(join(cwd, file), `${file} ${clock}\n`);
    git(cwd, 'add', file);
    git(cwd, 'commit', '--quiet', '--no-verify', '--cleanup=verbatim', '-m', message);
    return git(cwd, 'rev-parse', 'HEAD');
  };
  const check = (cwd: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8', env });
    return { status: result.status, output: result.stdout + result.stderr };
  };
  const repo = (name: string) => {
    const dir = join(scratch, name);
    mkdirSync(dir);
    git(dir, 'init', '--quiet', '--initial-branch=main');
    return dir;
  };
  const tooLong = `An old subject that goes on and on, well past the seventy-two characters allowed`;

  it('checks only the commits after the one that added the script', () => {
    const dir = repo('after');
    commitFile(dir, 'a.txt', tooLong);
    commitFile(dir, CHECK_SCRIPT, 'Add the commit-message check');
    const good = commitFile(dir, 'b.txt', 'A good subject\n\nAnd its body.');
    const result = check(dir);
    expect(result.output).toContain('1 checked');
    expect(result.status).toBe(0);

    const bad = commitFile(dir, 'c.txt', 'A subject\nwith its body on line 2');
    const failing = check(dir);
    expect(failing.status).toBe(1);
    expect(failing.output).toContain(`✘ ${bad.slice(0, 7)} "A subject": line 2 is not blank`);
    expect(failing.output).not.toContain(good.slice(0, 7));
    expect(failing.output).not.toContain(tooLong);
  });

  it('with --since, checks the commits after that revision', () => {
    const dir = repo('since');
    const first = commitFile(dir, 'a.txt', 'First');
    const old = commitFile(dir, 'b.txt', tooLong);
    commitFile(dir, CHECK_SCRIPT, 'Add the commit-message check');
    const result = check(dir, '--since', first);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`✘ ${old.slice(0, 7)} "${tooLong}": the subject is`);
    expect(check(dir, `--since=${old}`).status).toBe(0);
    expect(check(dir, '--since', 'no-such-revision').status).toBe(2);
  });

  it('checks nothing while the script is not committed', () => {
    const dir = repo('uncommitted');
    commitFile(dir, 'a.txt', tooLong);
    const result = check(dir);
    expect(result.status).toBe(0);
    expect(result.output).toContain('not committed yet');
  });

  it('in a shallow clone without that commit, says so and checks what is there', () => {
    const dir = repo('origin');
    commitFile(dir, CHECK_SCRIPT, 'Add the commit-message check');
    commitFile(dir, 'a.txt', 'Fine');
    commitFile(dir, 'b.txt', tooLong);
    const clone = join(scratch, 'shallow');
    git(scratch, 'clone', '--quiet', '--depth=1', `file://${dir}`, clone);
    const result = check(clone);
    expect(result.output).toContain('shallow clone');
    expect(result.status).toBe(1);
    expect(result.output).toContain(tooLong);
  });

  it('skips merge commits', () => {
    const dir = repo('merge');
    commitFile(dir, CHECK_SCRIPT, 'Add the commit-message check');
    git(dir, 'checkout', '--quiet', '-b', 'side');
    commitFile(dir, 'side.txt', 'On the side');
    git(dir, 'checkout', '--quiet', 'main');
    commitFile(dir, 'main.txt', 'On main');
    git(
      dir,
      'merge',
      '--quiet',
      '--no-ff',
      '-m',
      `Merge ${'a very long branch name '.repeat(4)}`,
      'side',
    );
    const result = check(dir);
    expect(result.status).toBe(0);
    expect(result.output).toContain('2 checked');
  });
});
