import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = 4173;
/** `npm run serve` (pages rendered on the server) and the mock API it reads, for server.spec.ts. */
const servedPort = 4174;
const servedApiPort = 4011;
/**
 * The served build once more, with VITAL_REPORT_URL set, and the collector its pages' beacons
 * go to (vitals.server.spec.ts listens there and reads both from the config's metadata).
 */
const vitals = { site: 'http://127.0.0.1:4185', collectorPort: 4186, collectorPath: '/vitals' };
const SERVED = /server\.spec\.ts$/;

/** App journeys in a real Chromium against the production build of the app. */
export default defineConfig({
  testDir: 'app/e2e',
  // Each test has its own browser context, so its own demo data (localStorage) and service
  // worker: tests share only the static preview server, and may run side by side.
  fullyParallel: true,
  workers: Math.min(2, availableParallelism()),
  forbidOnly: true,
  metadata: { vitals },
  // On CI, a journey that fails is run once more, and npm test's summary names it as flaky if
  // the retry passes: 2 shared cores sometimes starve a 30 s journey. A real fault fails twice.
  retries: process.env.CI ? 1 : 0,
  // A journey is several visits, logins and round trips (the longest write a thread, log in
  // twice and approve it), and two browsers on 2 shared cores slow each other. The limit
  // catches a hang, not slowness.
  timeout: 60_000,
  // Journeys assert what happens, never how fast (bench scripts measure speed). Two browsers on
  // 2 shared cores can take longer than Playwright's default 5 s for a first visit (the demo's
  // service worker starts, then the route's lazy chunks load), so each expectation waits 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace slows every journey on 2 cores (a DOM snapshot around every action;
    // docs/benchmarks.md): on CI only the retry of a failed journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SERVED,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
    {
      name: 'mobile',
      // At phone width: the journeys tagged PHONE in app/e2e/support.ts (the header and its
      // menu, browsing, replying in a thread, signing up).
      grep: /@phone/,
      testIgnore: SERVED,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
    {
      // The site as `npm run serve` serves it: rendered on the server, hydrated in the browser.
      name: 'server',
      testMatch: SERVED,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${servedPort}`,
        // A reader an hour off the site's zone (Manila), in which the server writes dates: the
        // page must hydrate without a mismatch, then show the reader's own (LocalTime).
        timezoneId: 'Asia/Tokyo',
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: `VITE_OVERLAY_MS=0 npm run build -w @forum/app && npm run preview -w @forum/app -- --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `MOCK_CLOCK=fixed MOCK_API_PORT=${servedApiPort} node mocks/server.mjs`,
      url: `http://127.0.0.1:${servedApiPort}/api/v1/categories`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Journeys assert what the page shows, never how fast: a page's data may take up to 10 s
      // here (two browsers on 2 shared cores). The 1.5 s fallback to the shell is unit tested.
      command: `SSR_BUDGET_MS=10000 PORT=${servedPort} API_BASE_URL=http://127.0.0.1:${servedApiPort}/api/v1 node scripts/serve.mjs`,
      url: `http://127.0.0.1:${servedPort}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // After the one above, which builds the site: this serves that build with the vitals on.
      command: `SSR_BUDGET_MS=10000 PORT=${new URL(vitals.site).port} VITAL_REPORT_URL=http://127.0.0.1:${vitals.collectorPort}${vitals.collectorPath} node app/server/start.mjs`,
      url: `${vitals.site}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
