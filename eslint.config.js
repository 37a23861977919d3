import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/*
 * Layering, checked by the machine (DESIGN.md): imports point only this way,
 *   api → (messages, utils) → (hooks, primitives, theme, css) → forms → components → screens → app
 * and nothing outside scripts/ imports from scripts/. ESLint's own no-restricted-imports (in its
 * typescript-eslint form, a rule of its own, so the router and .css.ts restrictions above keep
 * theirs) with one pattern list per folder does this with no new dependency: the folders are
 * few and fixed, and the patterns read the import as written (relative, or through
 * @forum/forum-ui/src/…). Stories and tests may reach across layers; production files may not
 * import msw, the mock backend, or anything in a test/ or stories/ folder (story-only fixtures
 * live there).
 */
const FORUM_UI = 'packages/forum-ui/src';
const NOT_PRODUCTION = [
  '**/*.stories.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
  '**/stories/**',
];
/** An import of one of forum-ui's folders, relative or through the package's src path. */
const folder = (names, message) => ({
  regex: `^(\\.{1,2}/(\\.\\./)*|@forum/forum-ui/src/)(${names.join('|')})/`,
  message,
});
const noScripts = {
  regex: '(^|/)scripts/',
  message: 'Nothing outside scripts/ imports from scripts/: move what is shared out of scripts/.',
};
const noApp = {
  regex: '(^|/)app/src/|^@forum/app',
  message: 'Packages never import the app: the app imports them.',
};
const productionOnly = [
  {
    regex: '^(msw|@forum/mocks)(/|$)',
    message:
      'Only stories and tests use the mock backend: put the fixture in a stories/ or test/ folder.',
  },
  {
    regex: '^\\.{1,2}/(.*/)?(test|stories)/',
    message: 'Production code does not import story or test helpers.',
  },
];
const noOwnIndex = {
  regex: '^@forum/forum-ui$',
  message: "Inside forum-ui, import the module itself, not the package's index (an import circle).",
};
const layering = (message, files, patterns, ignores = NOT_PRODUCTION) => ({
  name: `layering: ${message}`,
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
const ORDER =
  'DESIGN.md: messages, utils → hooks, primitives, theme, css → forms → components → screens';
const forumUi = (names) => names.map((n) => `${FORUM_UI}/${n}/**/*.{ts,tsx}`);
const forumUiProduction = [noScripts, noApp, ...productionOnly, noOwnIndex];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tsbuild/**',
      '**/dist/**',
      '**/dist-real-backend/**',
      '**/dist-server/**',
      'storybook-static/**',
      'mocks/public/**',
      'app/public/**',
      'packages/api/src/schema.gen.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  ...storybook.configs['flat/recommended'],
  {
    // The app renders its routes with the declarative router (app/src/routing.tsx): data-router
    // APIs would fail at run time, and createBrowserRouter costs ~16 kB gzip on every first visit.
    files: ['app/src/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: [
            'createBrowserRouter',
            'createHashRouter',
            'createMemoryRouter',
            'RouterProvider',
            'useMatches',
            'useLoaderData',
            'useRouteLoaderData',
            'useActionData',
            'useNavigation',
            'useFetcher',
            'useFetchers',
            'useRevalidator',
            'useRouteError',
            'useBlocker',
            'useSubmit',
            'Form',
            'ScrollRestoration',
            'Await',
          ],
          message:
            'The app uses the declarative router (app/src/routing.tsx); read a route handle with useRouteHandle().',
        })),
      ],
    },
  },
  {
    // vanilla-extract evaluates a .css.ts file at build time and makes its stylesheet import every
    // stylesheet registered meanwhile: a .css.ts that imports the library's index pulls all ~45
    // of them into whatever chunk loads it (the demo banner once did, on every first visit).
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@forum/forum-ui',
          message:
            "Import the theme's module (@forum/forum-ui/src/theme/theme.css.ts), not the index.",
        },
      ],
    },
  },

  layering(
    'code outside scripts/',
    ['app/**/*.{ts,tsx}', 'mocks/**/*.ts', '.storybook/**/*.{ts,tsx}'],
    [noScripts],
    // Build and test configuration runs the scripts' tools (the CSP plugin, Chromium's path).
    ['**/*.config.ts'],
  ),
  layering('packages', ['packages/**/*.{ts,tsx}'], [noScripts, noApp], []),
  layering(
    'api',
    ['packages/api/src/**/*.{ts,tsx}'],
    [
      noScripts,
      noApp,
      ...productionOnly,
      {
        regex: '^@forum/forum-ui|(^|/)forum-ui/',
        message: 'packages/api imports no UI: forum-ui imports it.',
      },
    ],
  ),
  layering('forum-ui', [`${FORUM_UI}/*.{ts,tsx}`, ...forumUi(['screens'])], forumUiProduction),
  layering('messages, utils', forumUi(['messages', 'utils']), [
    ...forumUiProduction,
    folder(
      ['hooks', 'primitives', 'theme', 'css', 'forms', 'components', 'screens'],
      `messages and utils are plain data and functions, below every other folder (${ORDER}).`,
    ),
  ]),
  layering('hooks, primitives, theme, css', forumUi(['hooks', 'primitives', 'theme', 'css']), [
    ...forumUiProduction,
    folder(
      ['forms', 'components', 'screens'],
      `Forms, components and screens build on these, not the reverse (${ORDER}).`,
    ),
  ]),
  layering('forms', forumUi(['forms']), [
    ...forumUiProduction,
    folder(
      ['components', 'screens'],
      `The form layer sits below components and screens (${ORDER}); the toaster's API is hooks/useToast.ts.`,
    ),
  ]),
  layering('components', forumUi(['components']), [
    ...forumUiProduction,
    folder(
      ['screens'],
      'Components take props; screens (which fetch) use them, never the reverse.',
    ),
  ]),
  {
    files: [
      'scripts/**',
      '*.config.{ts,js}',
      '.storybook/**',
      'mocks/**',
      'app/e2e/**',
      'app/server/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
