#!/usr/bin/env node
// `npm run build`: the deployable site, built once and run on any number of machines
// (docs/site.md, "Deploying"). Writes app/dist-server/:
//   client/              the browser's files (hashed assets, each with a Brotli and a gzip copy)
//   server/entry-server.js  the server entry (React's renderer over the same screens)
//   route-assets.json    each page module's stylesheets and chunks, for the server to link
//   site.json            what the build was made for: the API's public address
// Env: API_BASE_URL, the API's public address, built into the client (default
// http://127.0.0.1:4010/api/v1, `npm run mock-api`). `node app/server/start.mjs` serves it, with
// the production dependencies only (`npm ci --omit=dev`).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the build goes unless told: app/dist-server/, where app/server/start.mjs looks. */
export const DIST = join(root, 'app', 'dist-server');
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010/api/v1';

/**
 * Per page module of the route table (the server build exports it), the stylesheets and scripts
 * of its page (its lazy module and what that imports statically), from the client build's
 * manifest: the server links them in the page's <head>, so a page it rendered is styled from the
 * first paint (the route's CSS otherwise arrives with its chunk, after the script runs) and its
 * chunks download while the HTML is parsed.
 */
async function writeRouteAssets(dist) {
  const { entryKey, firstVisit } = await import('./bundle/manifest.mjs');
  const { ROUTES } = await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(dist, 'client', '.vite', 'manifest.json'), 'utf8'));
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
  writeFileSync(join(dist, 'route-assets.json'), JSON.stringify(assets));
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

/**
 * Both builds into `dist`: the client (with the API's address baked in, as a deployment does) and
 * the server entry, then what the server reads beside them.
 */
export async function buildSite(apiBaseUrl = DEFAULT_API_BASE_URL, dist = DIST) {
  const client = join(dist, 'client');
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
      outDir: client,
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
    // One file with every library in it but three the app itself depends on (app/package.json):
    // an import left in the bundle is resolved from app/dist-server, not from the package that
    // made it, so a library's own dependency would load at another version, or not at all in a
    // production install (set-cookie-parser for React Router, idb for @forum/api). React and
    // react-dom stay one copy for the renderer; jsdom is Node's own code and large. Bundled, React
    // Router takes the production build the app's config aliases (its package exports name the
    // development build for every condition, Node's too).
    ssr: { noExternal: true, external: ['react', 'react-dom', 'jsdom'] },
    build: {
      ...quiet.build,
      ssr: 'src/entry-server.tsx',
      outDir: join(dist, 'server'),
      emptyOutDir: true,
      rolldownOptions: { ...quiet.build.rolldownOptions, output: { codeSplitting: false } },
    },
  });
  await writeRouteAssets(dist);
  writeFileSync(join(dist, 'site.json'), JSON.stringify({ apiBaseUrl }));
  precompress(client);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const apiBaseUrl = process.env.API_BASE_URL ?? DEFAULT_API_BASE_URL;
  await buildSite(apiBaseUrl);
  console.log(
    `Built ${DIST} for the API at ${apiBaseUrl}: serve it with node app/server/start.mjs`,
  );
}
