import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// A port of its own, and always this tree's build: another server on 4173 (the journeys', or
// another checkout's) would be tested instead.
const port = 4177;

/**
 * `npm run test:hostile`: every hostile string through the forms of the demo build
 * (app/e2e/hostile). Not run by `npm test` (playwright.config.ts only runs *.spec.ts).
 */
export default defineConfig({
  testDir: 'app/e2e/hostile',
  testMatch: /\.hostile\.ts$/,
  // Each form's test has its own browser context, so its own demo data: two run side by side.
  fullyParallel: true,
  workers: Math.min(2, availableParallelism()),
  reporter: [['list'], ['./app/e2e/hostile/table-reporter.ts']],
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    // The tests have no time limit (hundreds of strings each): a step that cannot happen (a
    // field not found) fails the string instead of waiting for ever.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: `VITE_OVERLAY_MS=0 npm run build -w @forum/app && npm run preview -w @forum/app -- --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
