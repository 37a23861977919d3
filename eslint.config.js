import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/*
 * Layering, checked by the machine (docs/architecture.md, "Which part may import which"): imports
 * point only this way,
 *   api → forum-ui's design system → forum-ui's features → app
 * and nothing outside scripts/ imports from scripts/, nor in a circle ('no import circles',
 * import-x's no-cycle, below). Inside the design system,
 *   (messages, utils) → (hooks, primitives, theme, css) → forms → components
 * The design system imports no feature; a feature reaches another only through that feature's
 * entry (features/<area>/index.ts), never a path into its folders. ESLint's own
 * no-restricted-imports (in its typescript-eslint form, a rule of its own, so the router and
 * .css.ts restrictions below keep theirs) with one pattern list per folder does this with no new
 * dependency: the folders are few and fixed, and the patterns read the import as written
 * (relative, or through @forum/forum-ui/src/…). Stories and tests may reach across the design
 * system's layers; production files may not import msw, the mock backend, or anything in a test/
 * or stories/ folder (story-only fixtures live there).
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
  regex: '^@forum/forum-ui(/|$)',
  message:
    "Inside forum-ui, import the module itself (or another feature's index.ts), not the package's subpaths (an import circle).",
};
/**
 * Above the design system (connected/ and the features), its two entries are the way in: the
 * components' (`@forum/forum-ui/design-system`) and, for a stylesheet, the styles'
 * (`…/design-system/styles.css`). Any other subpath of the package would be a circle.
 */
const onlyDesignSystemEntries = {
  regex: '^@forum/forum-ui(?!/design-system(/styles\\.css|/editor)?$)(/|$)',
  message:
    "Inside forum-ui, import the design system through its entry (@forum/forum-ui/design-system) and another feature through its index.ts, not the package's other subpaths (an import circle).",
};
/** A path into the design system's folders, which its entry hides. */
const intoDesignSystem = {
  regex: '^((\\.{1,2}/)+|@forum/forum-ui/src/)design-system/',
  message:
    "Import the design system through its entry, @forum/forum-ui/design-system (a .css.ts file: @forum/forum-ui/design-system/styles.css); export what is missing there if it is the design system's to give.",
};
/** The feature areas (packages/forum-ui/src/features/<area>). */
const AREAS = [
  'accounts',
  'browse',
  'forums',
  'members',
  'pages',
  'profile',
  'saved',
  'search',
  'staff',
  'thread',
  'writing',
];
/** The design system imports no feature, in production code, stories and tests alike. */
const noFeature = {
  regex: '(^|/)features(/|$)',
  message:
    'The design system imports no feature: move what both need into the design system, or pass it in as props.',
};
/** What sits above the design system: the connected layer (router and API aware). */
const noConnected = {
  regex: '(^|/)connected(/|$)',
  message:
    'The design system imports nothing above it: the connected layer (packages/forum-ui/src/connected) builds on it.',
};
/** The design system knows no router (Braid's linkComponent: docs/architecture.md). */
const noRouter = {
  regex: '^react-router(-dom)?$',
  message:
    "The design system knows no router: a link renders ProvidedLink (the app's link component, given to LinkProvider), the address comes in as props, and router hooks live in connected/.",
};
/** The design system knows no API: the connected layer turns the API's answers into props. */
const noApi = {
  regex: '^@forum/api$',
  message:
    'The design system knows no API: what needs it goes in packages/forum-ui/src/connected, and the design system takes plain values and callbacks.',
};
/** What the design system's production code may not import, on top of forum-ui's rules. */
const designSystemProduction = [noFeature, noConnected, noRouter, noApi];
/**
 * A path into another feature's folders (relative, so it climbs out of this one: ../staff/…,
 * ../../staff/…), other than that feature's entry.
 */
const intoOtherFeature = (area) => ({
  regex: `^(\\.\\./)+(features/)?(${AREAS.filter((a) => a !== area).join('|')})/(?!index\\.ts$)`,
  message: `A feature reaches another only through its entry: import from '…/<area>/index.ts', and export what is needed there.`,
});
const layering = (message, files, patterns, ignores = NOT_PRODUCTION) => ({
  name: `layering: ${message}`,
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
/**
 * One more pattern for some files, in production code and in their stories and tests alike (a
 * later config's rule replaces an earlier one's, so each keeps the patterns it had).
 */
const everywhere = (message, files, patterns, production = forumUiProduction) => [
  layering(message, files, [...production, ...patterns]),
  layering(
    `${message} (stories and tests)`,
    files
      .map((f) => f.replace('**/*.{ts,tsx}', ''))
      .flatMap((dir) => NOT_PRODUCTION.map((glob) => dir + glob)),
    [noScripts, noApp, ...patterns],
    [],
  ),
];
const ORDER =
  'docs/architecture.md: messages, utils → hooks, primitives, theme, css → forms → components';
const DESIGN_SYSTEM = `${FORUM_UI}/design-system`;
const designSystem = (names) => names.map((n) => `${DESIGN_SYSTEM}/${n}/**/*.{ts,tsx}`);
/** What a layer of the design system may not reach up to. */
const BELOW = {
  utils: folder(
    ['hooks', 'primitives', 'theme', 'css', 'forms', 'components'],
    `messages and utils are plain data and functions, below every other folder (${ORDER}).`,
  ),
  forms: folder(
    ['components'],
    `The form layer sits below components (${ORDER}); the toaster's API is hooks/useToast.ts.`,
  ),
};
const forumUiProduction = [noScripts, noApp, ...productionOnly, noOwnIndex];
/** connected/ and the features: forum-ui's rules, with the design system reached by its entries. */
const aboveDesignSystem = [noScripts, noApp, ...productionOnly, onlyDesignSystemEntries];

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
    // APIs would fail at run time, and createBrowserRouter would weigh on every first visit
    // (docs/performance.md).
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
    // stylesheet registered meanwhile: a .css.ts that imports the library's index pulls all of
    // them into whatever chunk loads it, and a banner on every page would put them in every visit.
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@forum/forum-ui/design-system',
          message:
            "Import the design system's entry for stylesheets (@forum/forum-ui/design-system/styles.css), not its components' entry.",
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
  layering('forum-ui', [`${FORUM_UI}/**/*.{ts,tsx}`], forumUiProduction),
  ...everywhere(
    'design system imports no feature',
    [`${DESIGN_SYSTEM}/**/*.{ts,tsx}`],
    [noFeature],
  ),
  // Its tests too run without the app's API and router: what needs them is tested above it.
  layering(
    'design system tests know no API and no router',
    [`${DESIGN_SYSTEM}/**/*.test.{ts,tsx}`, `${DESIGN_SYSTEM}/**/test/**`],
    [noScripts, noApp, noFeature, noApi, noRouter],
    [],
  ),
  layering(
    'design system is a leaf',
    [`${DESIGN_SYSTEM}/**/*.{ts,tsx}`],
    [...forumUiProduction, ...designSystemProduction],
  ),
  ...everywhere(
    'connected layer',
    [`${FORUM_UI}/connected/**/*.{ts,tsx}`],
    [
      {
        regex: '(^|/)features(/|$)',
        message: 'The connected layer knows no feature: features build on it.',
      },
      intoDesignSystem,
    ],
    aboveDesignSystem,
  ),
  ...AREAS.flatMap((area) =>
    everywhere(
      `feature ${area} reaches others through their entries, and the design system through its`,
      [`${FORUM_UI}/features/${area}/**/*.{ts,tsx}`],
      [intoOtherFeature(area), intoDesignSystem],
      aboveDesignSystem,
    ),
  ),
  layering('messages, utils', designSystem(['messages', 'utils']), [
    ...forumUiProduction,
    ...designSystemProduction,
    BELOW.utils,
  ]),
  layering('hooks, primitives, theme, css', designSystem(['hooks', 'primitives', 'theme', 'css']), [
    ...forumUiProduction,
    ...designSystemProduction,
    folder(
      ['forms', 'components'],
      `Forms and components build on these, not the reverse (${ORDER}).`,
    ),
  ]),
  layering('forms', designSystem(['forms']), [
    ...forumUiProduction,
    ...designSystemProduction,
    BELOW.forms,
  ]),
  {
    // No import circles (DESIGN.md, docs/architecture.md): none between features, none inside a
    // package. In a circle, what one module finds of the other while it is evaluated depends on
    // which of them was imported first (staff/index.ts once had to export staffTabScreens first
    // to survive one). What two sides share moves below both, or the app composes them. Static
    // imports and re-exports count; `import type` (erased) and a lazy `import()` (its module runs
    // after the importer) do not. Imports resolve as Node and Vite resolve them, a workspace
    // package through its exports to its sources, so a circle through a package's entry counts.
    // Without the extensions setting the rule finds no module and passes everything:
    // scripts/importCircles.test.ts proves that it reports circles.
    name: 'no import circles',
    files: ['app/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx}', 'mocks/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
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
