// The moved calendars `npm test` runs the unit and story layers on (libfaketime). Plain ESM.
import { spawnSync } from 'node:child_process';

/** Two years ahead of the machine's clock, as it runs on (faketime's offset syntax). */
export const CALENDAR_AHEAD = '+730d';
/** A month before the seed's moment (SEED_NOW, 2026-11-01), as it runs on. */
export const CALENDAR_BEHIND = '@2026-10-01 00:00:00';

/** True when `faketime` runs a command on a moved clock. */
export function faketimeWorks() {
  const result = spawnSync(
    'faketime',
    ['-f', CALENDAR_BEHIND, process.execPath, '-e', 'console.log(new Date().getFullYear())'],
    { encoding: 'utf8' },
  );
  return result.status === 0 && result.stdout.trim() === '2026';
}

export const missingFaketimeMessage = [
  'libfaketime is missing: the unit and story tests run on a moved calendar (two years ahead, and',
  'a month before the seed), so that no test leans on the real date. Install it, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y faketime',
  '  macOS:          brew install libfaketime',
].join('\n');
