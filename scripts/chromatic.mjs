#!/usr/bin/env node
// `npm run chromatic`: publishes Storybook to Chromatic for visual review (TurboSnap: onlyChanged).
// The project is chosen by the token; nothing secret lives in the repo.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'npm run chromatic needs CHROMATIC_PROJECT_TOKEN: the project token from',
      'Chromatic → your project → Manage → Configure. Run it as:',
      '  CHROMATIC_PROJECT_TOKEN=chpt_xxx npm run chromatic',
      'Settings (TurboSnap, build command, externals) are in chromatic.config.json;',
      'the light/dark and mobile/desktop modes are in .storybook/modes.ts.',
    ].join('\n'),
  );
  process.exit(1);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
