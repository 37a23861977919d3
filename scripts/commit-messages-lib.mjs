// The commit-message rule and the choice of commits it applies to, with no git in it:
// scripts/commit-messages.mjs runs git and prints. Unit-tested in commit-messages.test.ts.
//
// The rule (git's own convention, which `git log --oneline`, `git shortlog` and e-mail patches
// rely on): a subject line of 1 to 72 characters; when there is more, a blank line, then the body.

/** The longest subject line, in characters. */
export const SUBJECT_MAX = 72;

/** The file whose first commit starts the checked history. */
export const CHECK_SCRIPT = 'scripts/commit-messages.mjs';

/**
 * What is wrong with a commit message, one reason each; empty when it keeps the rule. Trailing
 * blank lines (git adds one) do not count as a body.
 * @param {string} message the raw message (`git log --format=%B`)
 * @returns {string[]}
 */
export function problemsOf(message) {
  const lines = message.replace(/\s+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  const length = [...subject].length;
  if (subject.trim() === '') problems.push('the subject line is empty');
  else if (length > SUBJECT_MAX)
    problems.push(`the subject is ${length} characters (at most ${SUBJECT_MAX})`);
  if (lines.length > 1 && lines[1]?.trim() !== '')
    problems.push('line 2 is not blank (a blank line goes between the subject and the body)');
  return problems;
}

/** Separates the fields of one commit in `git log` output (ASCII unit separator). */
export const FIELD = '\x1f';
/** Ends one commit in `git log` output (ASCII record separator). */
export const RECORD = '\x1e';
/** The `git log --format` that parseLog reads: hash, parents, commit time, message. */
export const LOG_FORMAT = `%H${FIELD}%P${FIELD}%ct${FIELD}%B${RECORD}`;

/**
 * The commits of `git log --format=LOG_FORMAT` output.
 * @param {string} output
 * @returns {{ hash: string, parents: string[], time: number, message: string }[]}
 */
export function parseLog(output) {
  return output
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.includes(FIELD))
    .map((record) => {
      const [hash = '', parents = '', time = '0', ...message] = record.split(FIELD);
      return {
        hash,
        parents: parents.split(' ').filter(Boolean),
        time: Number(time),
        message: message.join(FIELD),
      };
    });
}

/**
 * The commits that break the rule, newest first as given. Merge commits are skipped (git writes
 * their message). With `after`, only commits made at or after that time (seconds since the epoch)
 * are held to the rule: a branch begun before the check existed and merged later keeps its old
 * messages.
 * @param {{ hash: string, parents: string[], time: number, message: string }[]} commits
 * @param {{ after?: number }} [options]
 * @returns {{ hash: string, subject: string, problems: string[] }[]}
 */
export function offendingCommits(commits, { after } = {}) {
  return checkedCommits(commits, { after })
    .map((commit) => ({
      hash: commit.hash,
      subject: commit.message.split('\n')[0] ?? '',
      problems: problemsOf(commit.message),
    }))
    .filter((commit) => commit.problems.length > 0);
}

/**
 * The commits the rule applies to: no merges, none made before `after`.
 * @template {{ parents: string[], time: number }} C
 * @param {C[]} commits
 * @param {{ after?: number }} [options]
 * @returns {C[]}
 */
export function checkedCommits(commits, { after } = {}) {
  return commits.filter(
    (commit) => commit.parents.length < 2 && (after === undefined || commit.time >= after),
  );
}

/**
 * One line per offending commit: short hash, subject, reasons.
 * @param {{ hash: string, subject: string, problems: string[] }} commit
 */
export function describeOffence(commit) {
  return `✘ ${commit.hash.slice(0, 7)} ${JSON.stringify(commit.subject)}: ${commit.problems.join('; ')}`;
}

/**
 * Which commits to check, from what git says about this clone:
 * - `since`: the commits after that revision (`--since <rev>`);
 * - else `introducer`, the oldest commit that added CHECK_SCRIPT: the commits after it, made at
 *   or after its time;
 * - in a shallow clone where that commit may be missing (none found, or the one found is a
 *   shallow boundary, which git shows as adding every file): every commit there is, said so;
 * - else (the script is not committed yet): none.
 * @param {{ since?: string, introducer?: string, introducerTime?: number, shallow: boolean,
 *   boundaries?: string[] }} facts
 * @returns {{ range: string | null, after?: number, note: string }}
 */
export function commitsToCheck({ since, introducer, introducerTime, shallow, boundaries = [] }) {
  if (since) return { range: `${since}..HEAD`, note: `commits after ${since}` };
  const missing = !introducer || boundaries.includes(introducer);
  if (shallow && missing)
    return {
      range: 'HEAD',
      note: `a shallow clone: the commit that added ${CHECK_SCRIPT} may not be here, so every commit in this clone is checked`,
    };
  if (!introducer)
    return {
      range: null,
      note: `${CHECK_SCRIPT} is not committed yet: no commit is held to the rule`,
    };
  return {
    range: `${introducer}..HEAD`,
    after: introducerTime,
    note: `commits after ${introducer.slice(0, 7)}, which added ${CHECK_SCRIPT}`,
  };
}
