import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const runsBrowser = !process.argv.some((arg) => arg === 'unit');

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // One jsdom window and module cache per worker instead of per file, since a window
            // per file costs the unit layer most of its time (docs/benchmarks.md).
            // scripts/unit-setup.ts resets what tests change.
            isolate: false,
            setupFiles: ['scripts/unit-setup.ts'],
            include: [
              'packages/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
              'app/src/**/*.test.{ts,tsx}',
              'app/server/**/*.test.ts',
              'app/worker/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            // Vitest gives browser tests one page less than the cores (1 on 2 cores), but a page
            // waits on timers and the network between renders, so 2 pages at once keep both
            // cores busy and finish the story tests sooner. Each page has its own browser context
            // (storage, service worker) and the mock db lives in the page, so files cannot meet.
            maxWorkers: Math.min(12, Math.max(2, availableParallelism() - 1)),
            // A hang's limit, not a speed check: the longest stories (typing into a dialog over
            // a 36-card screen) take several times longer on 2 loaded cores than alone.
            testTimeout: 60_000,
            // Story files share a page per worker (Vitest's isolate: false) instead of each loading
            // the Storybook preview, React and the MSW worker into a new iframe, which costs the
            // story tests a good part of their time (docs/benchmarks.md). Nothing is left for the
            // next file: the preview's beforeEach reseeds the mock db and clears drafts, each story
            // renders its own providers (query cache, session, router), and msw-storybook-addon
            // resets the story's handlers.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  // Only resolved when the browser project runs, so unit tests need no Chromium.
                  executablePath: runsBrowser ? chromiumPath() : undefined,
                  args: chromiumArgs,
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
