// Where the browser tests find Chromium. Plain ESM so that Node scripts and the TS configs share it.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium binary, or undefined when there is none. */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, ...CANDIDATES].find((path) =>
    Boolean(path && existsSync(path)),
  );
}

export const missingChromiumMessage = [
  'No Chromium found for the browser tests (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).',
  'Install one, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
  '  elsewhere:      npx playwright install chromium   (then set CHROMIUM_PATH to the binary it installed)',
].join('\n');

/** The Chromium binary; throws with install instructions when there is none. */
export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error(missingChromiumMessage);
  return found;
}

/** Flags that keep headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
