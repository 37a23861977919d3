#!/usr/bin/env node
// `node scripts/commit-messages.mjs [--since <rev>]` (a step of `npm test`): every commit since
// this check was added keeps the commit-message rule, a subject of at most 72 characters and,
// when there is a body, a blank line before it. Prints each commit that does not (short hash,
// subject, reason) and exits 1. Which commits, and why: commitsToCheck in commit-messages-lib.mjs
// and docs/testing.md. Merge commits are skipped.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import {
  CHECK_SCRIPT,
  FIELD,
  LOG_FORMAT,
  SUBJECT_MAX,
  checkedCommits,
  commitsToCheck,
  describeOffence,
  offendingCommits,
  parseLog,
} from './commit-messages-lib.mjs';

/** git's output, or undefined when it fails. */
function git(...args) {
  const result = spawnSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

const sinceAt = process.argv.findIndex((arg) => arg === '--since' || arg.startsWith('--since='));
const since =
  sinceAt < 0
    ? undefined
    : process.argv[sinceAt].startsWith('--since=')
      ? process.argv[sinceAt].slice('--since='.length)
      : process.argv[sinceAt + 1];
if (sinceAt >= 0 && !since) {
  console.error('commit messages: --since needs a revision (a commit, branch or tag)');
  process.exit(2);
}

if (git('rev-parse', '--git-dir') === undefined) {
  console.log('commit messages: not a git repository, so there are no commits to check');
  process.exit(0);
}
if (since && git('rev-parse', '--verify', '--quiet', `${since}^{commit}`) === undefined) {
  console.error(`commit messages: ${since} is not a commit here`);
  process.exit(2);
}

// The oldest commit that added the check script (git log lists the newest first).
const added = (git('log', '--diff-filter=A', `--format=%H${FIELD}%ct`, '--', CHECK_SCRIPT) ?? '')
  .trim()
  .split('\n')
  .filter(Boolean)
  .at(-1);
const [introducer, introducerTime] = added ? added.split(FIELD) : [];
const shallow = git('rev-parse', '--is-shallow-repository')?.trim() === 'true';
const shallowFile = git('rev-parse', '--git-path', 'shallow')?.trim();
const boundaries =
  shallowFile && existsSync(shallowFile)
    ? readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean)
    : [];

const plan = commitsToCheck({
  since,
  introducer,
  introducerTime: introducerTime === undefined ? undefined : Number(introducerTime),
  shallow,
  boundaries,
});
if (plan.range === null) {
  console.log(`commit messages: ${plan.note}`);
  process.exit(0);
}
const log = git('log', `--format=${LOG_FORMAT}`, plan.range);
if (log === undefined) {
  console.error(`commit messages: git log ${plan.range} failed`);
  process.exit(2);
}
const commits = parseLog(log);
const checked = checkedCommits(commits, { after: plan.after }).length;
const offending = offendingCommits(commits, { after: plan.after });
console.log(`commit messages: ${plan.note}; ${checked} checked (merge commits skipped)`);
for (const commit of offending) console.log(describeOffence(commit));
if (offending.length > 0) {
  console.log(
    `${offending.length} commit message(s) break the rule: a subject of at most ${SUBJECT_MAX} ` +
      'characters, then a blank line, then the body. Reword them (git rebase -i, "reword") ' +
      'before merging.',
  );
  process.exit(1);
}
