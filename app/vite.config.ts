import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import shared from '../vite.config.ts';
import { contentSecurityPolicyPlugin } from '../scripts/csp.ts';

const demo = !process.env.VITE_API_BASE_URL;

/**
 * Demo mode's mock backend runs in MSW's service worker, /mockServiceWorker.js (kept in
 * mocks/public by `msw init`): served by the dev server and emitted into demo builds only,
 * so a real-backend build has no trace of it.
 */
function mockServiceWorker(): Plugin {
  const name = 'mockServiceWorker.js';
  const source = () => readFileSync(new URL(`../mocks/public/${name}`, import.meta.url), 'utf8');
  return {
    name: 'forum:mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`${server.config.base}${name}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: name, source: source() });
    },
  };
}

export default mergeConfig(
  shared,
  defineConfig({
    root: import.meta.dirname,
    // app/public: favicon and robots.txt, in every build.
    publicDir: 'public',
    plugins: [contentSecurityPolicyPlugin(), ...(demo ? [mockServiceWorker()] : [])],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // What the entry needs at start (react, the router, the query client, the shell) is
          // one chunk. Left to itself, Rolldown split it into a dozen small shared chunks once
          // enough lazy pages shared those modules, which costs every first visit about 4 kB
          // gzip in chunk overhead and lost compression (`npm run bench:bundle`).
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173, host: true },
  }),
);
