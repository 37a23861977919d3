import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tsbuild/**',
      '**/dist/**',
      '**/dist-real-backend/**',
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
  {
    files: ['scripts/**', '*.config.{ts,js}', '.storybook/**', 'mocks/**', 'app/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
