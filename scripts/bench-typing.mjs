#!/usr/bin/env node
// `npm run bench:typing`: time per key while typing, in Chromium through Vitest's browser mode,
// in two stories that print their figures (a `[typing]` line) and assert none:
//   - the Contact Forms respond dialog (TypingInRespond: 20 characters into the response field
//     over the messages table): a refactor that re-renders the table behind the dialog on every
//     key shows here as tens of milliseconds;
//   - the rich-text editor's long document (LongDocument: 30 keys at the end of 140 blocks): a
//     block redrawn on every key shows here at once;
//   - the reply box while a mention's members load (MentionTextArea TypingWhileLoading: 9 keys
//     with the list open): the bar is 50 ms a key.
// Runs each story `--runs` times (default 3) and prints each run's figures.
import { spawnSync } from 'node:child_process';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
const STORIES = [
  [
    'packages/forum-ui/src/features/staff/ContactForms/ContactForms.stories.tsx',
    'Typing In Respond',
  ],
  [
    'packages/forum-ui/src/design-system/components/RichTextEditor/RichTextEditor.stories.tsx',
    'Long Document',
  ],
  [
    'packages/forum-ui/src/design-system/components/MentionTextArea/MentionTextArea.stories.tsx',
    'Typing While Loading',
  ],
];

for (const [file, name] of STORIES)
  for (let run = 1; run <= runs; run++) {
    const result = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', file, '-t', name], {
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    const line = output.split('\n').find((text) => text.includes('[typing]'));
    if (result.status !== 0 || !line) {
      console.error(output);
      console.error(`bench:typing: ${name}, run ${run} failed (exit ${result.status})`);
      process.exit(1);
    }
    console.log(`run ${run}: ${line.trim().replace(/^.*\[typing\]\s*/, '')}`);
  }
