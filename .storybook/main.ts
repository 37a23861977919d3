import type { StorybookConfig } from '@storybook/react-vite';
import { docgenOptions } from './docgen.ts';

const config: StorybookConfig = {
  stories: ['../packages/forum-ui/src/**/*.mdx', '../packages/forum-ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@chromatic-com/storybook',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker (mockServiceWorker.js) is served from here.
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docs pages read props with react-docgen-typescript (options in docgen.ts). The story tests
  // (Vitest sets VITEST) render no docs, and without docgen they transform faster.
  typescript: {
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: docgenOptions,
  },
};

export default config;
