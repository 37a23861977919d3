#!/usr/bin/env node
// `npm run serve [-- --no-build]`: the site for a real backend, its public pages rendered on the
// server (app/server/server.mjs). Builds the client (VITE_API_BASE_URL = API_BASE_URL) and the
// server entry into app/dist-server/, then serves on PORT.
//   PORT          default 4173
//   API_BASE_URL  default http://127.0.0.1:4010/api/v1 (npm run mock-api)
//   SITE_URL      the site's public address, for og:url and the canonical link (required in
//                 production; unset, a page takes it from a localhost request's Host, with a
//                 warning at start)
//   SSR_CACHE_SECONDS  how long a guest's rendered page stays fresh in memory (default 5; 0: off)
//   SSR_BUDGET_MS how long a page's data may take before the shell is sent (default 1500)
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React, react-dom/server and React Router pick their development builds unless NODE_ENV is
// `production` when they load: a page rendered in the development build costs about twice the
// CPU (npm run bench:ssr). The server is production whatever the shell has set.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(root, 'app', 'dist-server');
const CLIENT = join(DIST, 'client');
const SERVER = join(DIST, 'server');

/**
 * Per page module of the route table (the server build exports it), the stylesheets and scripts
 * of its page (its lazy module and what that imports statically), from the client build's
 * manifest: the server links them in the page's <head>, so a page it rendered is styled from the
 * first paint (the route's CSS otherwise arrives with its chunk, after the script runs) and its
 * chunks download while the HTML is parsed.
 */
async function writeRouteAssets() {
  const { entryKey, firstVisit } = await import('./bundle/manifest.mjs');
  const { ROUTES } = await import(pathToFileURL(join(SERVER, 'entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8'));
  const entry = firstVisit(manifest, [entryKey(manifest)]);
  const assets = {};
  for (const route of ROUTES) {
    const key = route.module && `src/pages/${route.module}.tsx`;
    if (!key || !manifest[key]) continue;
    const visit = firstVisit(manifest, [key]);
    assets[route.module] = {
      css: visit.css.filter((file) => !entry.css.includes(file)).map((file) => `/${file}`),
      js: visit.js.filter((file) => !entry.js.includes(file)).map((file) => `/${file}`),
    };
  }
  writeFileSync(join(DIST, 'route-assets.json'), JSON.stringify(assets));
}

/**
 * A Brotli (quality 11) and a gzip (level 9) copy beside every text file of the client build, for
 * the server's static files (sirv sends the one the request accepts): compressed once, at build.
 */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) precompress(file);
    else if (/\.(js|mjs|css|svg|json|txt|map|ico|webmanifest)$/.test(name)) {
      const source = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    }
  }
}

/** Both builds: the client (with the API's address baked in, as a deployment does) and the server entry. */
export async function buildSite(apiBaseUrl) {
  const { build } = await import('vite');
  process.env.VITE_API_BASE_URL = apiBaseUrl;
  // The spec's start-up overlay ('Initializing application...', 1.5 s) covers the client
  // starting from nothing. A page the server rendered arrives ready, so this build has none
  // (README, "Serving the site": the decision).
  process.env.VITE_OVERLAY_MS = '0';
  const configFile = join(root, 'app', 'vite.config.ts');
  const quiet = {
    logLevel: 'warn',
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  };
  await build({
    configFile,
    ...quiet,
    build: {
      ...quiet.build,
      outDir: CLIENT,
      emptyOutDir: true,
      manifest: true,
      // SERVE_SOURCEMAP=1: source maps beside the assets, to read a CPU profile (docs/site.md);
      // SERVE_MINIFY=0: readable code, so a profile's line ticks name the module body they ran.
      sourcemap: process.env.SERVE_SOURCEMAP === '1',
      minify: process.env.SERVE_MINIFY !== '0',
    },
  });
  await build({
    configFile,
    ...quiet,
    publicDir: false,
    // React Router's package exports name its development build for every condition, Node's
    // too: bundled, it takes the production build the app's config aliases (a CPU profile of a
    // render showed the development chunk as the largest JavaScript cost).
    ssr: { noExternal: ['react-router', 'react-router-dom'] },
    build: {
      ...quiet.build,
      ssr: 'src/entry-server.tsx',
      outDir: SERVER,
      emptyOutDir: true,
      rolldownOptions: { ...quiet.build.rolldownOptions, output: { codeSplitting: false } },
    },
  });
  await writeRouteAssets();
  precompress(CLIENT);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const apiBaseUrl = process.env.API_BASE_URL ?? 'http://127.0.0.1:4010/api/v1';
  if (!process.argv.includes('--no-build')) await buildSite(apiBaseUrl);
  else if (!existsSync(join(SERVER, 'entry-server.js'))) {
    console.error('No build in app/dist-server: run `npm run serve` once without --no-build.');
    process.exit(1);
  }
  const { startServer } = await import('../app/server/server.mjs');
  await startServer({
    clientDir: CLIENT,
    serverEntry: join(SERVER, 'entry-server.js'),
    routeAssets: JSON.parse(readFileSync(join(DIST, 'route-assets.json'), 'utf8')),
    apiBaseUrl,
    port,
    siteUrl: process.env.SITE_URL,
    cacheSeconds: Number(process.env.SSR_CACHE_SECONDS ?? 5),
    budgetMs: Number(process.env.SSR_BUDGET_MS ?? 1500),
  });
  console.log(`Site on http://localhost:${port}/ (pages rendered with data from ${apiBaseUrl})`);
}
