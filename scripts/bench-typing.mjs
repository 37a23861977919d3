#!/usr/bin/env node
// `npm run bench:typing`: time per key while typing into the Contact Forms respond dialog (the
// TypingInRespond story: 20 characters typed into the response field over the messages table,
// in Chromium through Vitest's browser mode). Runs the story `--runs` times (default 3) and
// prints each run's median, mean and max per key. Figures only, no assertions: a refactor that
// re-renders the table behind the dialog on every key shows here as tens of milliseconds.
import { spawnSync } from 'node:child_process';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
const STORIES = 'packages/forum-ui/src/screens/staff/ContactForms/ContactForms.stories.tsx';

const lines = [];
for (let run = 1; run <= runs; run++) {
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'storybook', STORIES, '-t', 'Typing In Respond'],
    { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  const line = output.split('\n').find((text) => text.includes('[typing]'));
  if (result.status !== 0 || !line) {
    console.error(output);
    console.error(`bench:typing: run ${run} failed (exit ${result.status})`);
    process.exit(1);
  }
  lines.push(line.trim().replace(/^.*\[typing\]\s*/, ''));
  console.log(`run ${run}: ${lines.at(-1)}`);
}
