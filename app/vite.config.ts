import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import shared from '../vite.config.ts';
import { contentSecurityPolicyPlugin } from '../scripts/csp.ts';
import { preloadWhatIsMissing } from '../scripts/preloads.ts';
import { servedSitePwa } from '../scripts/pwa.ts';

const demo = !process.env.VITE_API_BASE_URL;

/**
 * Demo mode's mock backend runs in MSW's service worker: /mockServiceWorker.api.js, which shows
 * MSW's /mockServiceWorker.js (kept in mocks/public by `msw init`) only the API's requests.
 * Both are served by the dev server and emitted into demo builds only, so a real-backend build
 * has no trace of them.
 */
function mockServiceWorker(): Plugin {
  const names = ['mockServiceWorker.js', 'mockServiceWorker.api.js'];
  const source = (name: string) =>
    readFileSync(new URL(`../mocks/public/${name}`, import.meta.url), 'utf8');
  return {
    name: 'forum:mock-service-worker',
    configureServer(server) {
      for (const name of names)
        server.middlewares.use(`${server.config.base}${name}`, (_req, res) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(source(name));
        });
    },
    generateBundle() {
      for (const name of names)
        this.emitFile({ type: 'asset', fileName: name, source: source(name) });
    },
  };
}

/**
 * React Router publishes two identical builds that differ in one constant, ENABLE_DEV_WARNINGS,
 * and its package exports name the development one for every condition. A build takes the
 * production one: no warning code in the bundle, none run while rendering.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => {
  // A lazy chunk's preload list names only what its importer has not loaded (scripts/preloads.ts).
  const preloads = preloadWhatIsMissing();
  return mergeConfig(shared, {
    root: import.meta.dirname,
    resolve: {
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : [],
    },
    // app/public: favicon and robots.txt, in every build.
    publicDir: 'public',
    plugins: [
      contentSecurityPolicyPlugin(),
      preloads.plugin,
      ...(demo ? [mockServiceWorker()] : []),
      // The served site's manifest, icons, offline page and service worker (scripts/pwa.ts): a
      // real-backend client build only, never the demo's (MSW's worker is its backend).
      ...(!demo && command === 'build' && !isSsrBuild ? servedSitePwa() : []),
    ],
    build: {
      outDir: 'dist',
      // No polyfill for <link rel="modulepreload">: every browser the build targets but Safari 16
      // has it, and there a chunk still loads, only at its import instead of ahead of it. The
      // polyfill was 0.2 kB gzip of every first visit, for browsers the readers do not use.
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // What the entry needs at start (react, the router, the query client, the shell) is
          // one chunk. Left to itself, Rolldown split it into a dozen small shared chunks once
          // enough lazy pages shared those modules, which costs every first visit in chunk
          // overhead and lost compression (`npm run bench:bundle`).
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173, host: true },
  });
});
