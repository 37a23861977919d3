import type { ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { TestProviders, type RouterParameters } from '../packages/forum-ui/src/test/decorators.tsx';
import {
  clearFormDrafts,
  draftStorage,
} from '../packages/forum-ui/src/design-system/forms/drafts.ts';
import type { ThemePreference } from '../packages/forum-ui/src/design-system/theme/ThemeProvider.tsx';
import { allModes, viewports } from './modes.ts';
import { axeTags, axeTestOptions, checkOtherTheme } from './a11y.ts';
import {
  createStoryApi,
  failOnUnmockedApiCalls,
  resetUnmockedApiCalls,
  startStoryWorker,
  storyDb,
} from './mockApi.ts';
import type { DemoAccountKey } from '@forum/mocks';
import { loadReadingStore } from '@forum/api';
import { useState } from 'react';

// findBy… and waitFor give up after 3 s, not 1 s: on a busy 2-core CI machine a debounced
// search (300 ms) plus its request and render can take over a second under the full suite's load.
// A passing wait returns as soon as its assertion holds, so only a failing one waits longer.
configure({ asyncUtilTimeout: 3000 });

if (import.meta.env.VITEST_STORYBOOK !== undefined) {
  // Under test, colours must not be caught mid-transition when axe reads them.
  document.documentElement.dataset.testing = 'true';
}

function StoryProviders({
  children,
  context,
}: {
  children: ReactNode;
  context: Parameters<Decorator>[1];
}) {
  const account = context.parameters.session as DemoAccountKey | undefined;
  const [api] = useState(() => createStoryApi(account));
  return (
    <TestProviders
      theme={(context.globals.theme as ThemePreference | undefined) ?? 'light'}
      router={(context.parameters.router as RouterParameters | undefined) ?? {}}
      api={api}
    >
      {children}
    </TestProviders>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders context={context}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader(startStoryWorker)],
  beforeEach: async () => {
    // Every story starts from the freshly seeded data, with no form drafts or reading positions
    // left by another (a thread story read to the end would mark it "Read" in the next list).
    storyDb.reset();
    clearFormDrafts(draftStorage('session'));
    clearFormDrafts(draftStorage('local'));
    resetUnmockedApiCalls();
    await (await loadReadingStore()).readingStore().clearAll();
  },
  afterEach: async (context) => {
    failOnUnmockedApiCalls();
    await checkOtherTheme(context);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeTags }, ...axeTestOptions },
    },
    chromatic: { modes: allModes },
    docs: { toc: true },
  },
  tags: ['autodocs'],
};

export default preview;
