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
            include: [
              'packages/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
              'app/src/**/*.test.{ts,tsx}',
            ],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
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
