#!/usr/bin/env node
// The one start command of the deployed site: `node app/server/start.mjs`, after `npm run build`
// and `npm ci --omit=dev` (docs/site.md, "Deploying"). It builds nothing: it serves
// app/dist-server/ as the build left it, so every machine behind a load balancer serves the same
// files. Env:
//   PORT                default 4173
//   SITE_URL            the site's public address, for og:url and the canonical link (required in
//                       production; unset, a page takes it from a localhost request's Host, with a
//                       warning at start)
//   SERVER_API_BASE_URL where this server reaches the API, when not at the public address the
//                       build was made for (site.json), e.g. on a private network
//   SSR_CACHE_SECONDS   how long a guest's rendered page stays fresh in memory (default 5; 0: off)
//   SSR_BUDGET_MS       how long a page's data may take before the shell is sent (default 1500)
//   VITAL_REPORT_URL    where real visits send their INP, LCP and CLS (navigator.sendBeacon);
//                       unset (the default), pages load nothing for it (docs/performance.md)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// React, react-dom/server and React Router pick their development builds unless NODE_ENV is
// `production` when they load, and a page rendered in the development build costs far more CPU
// (npm run bench:ssr). The server is production whatever the shell has set; React loads with
// the server entry, after this line.
process.env.NODE_ENV = 'production';

/** The build this server serves, beside it in the repo's layout. */
export const DIST = fileURLToPath(new URL('../dist-server', import.meta.url));

/** Serves the build in `dist` as the environment says; resolves once it listens. */
export async function start(env = process.env, dist = DIST) {
  const serverEntry = join(dist, 'server', 'entry-server.js');
  if (!existsSync(serverEntry) || !existsSync(join(dist, 'site.json')))
    throw new Error(
      `No build in ${dist}: run \`npm run build\` first (docs/site.md, "Deploying").`,
    );
  const { apiBaseUrl: builtFor } = JSON.parse(readFileSync(join(dist, 'site.json'), 'utf8'));
  const apiBaseUrl = env.SERVER_API_BASE_URL || builtFor;
  const port = Number(env.PORT ?? 4173);
  const { startServer, vitalReportConfig } = await import('./server.mjs');
  const server = await startServer({
    clientDir: join(dist, 'client'),
    serverEntry,
    routeAssets: JSON.parse(readFileSync(join(dist, 'route-assets.json'), 'utf8')),
    apiBaseUrl,
    port,
    siteUrl: env.SITE_URL,
    cacheSeconds: Number(env.SSR_CACHE_SECONDS ?? 5),
    budgetMs: Number(env.SSR_BUDGET_MS ?? 1500),
    vitalReport: vitalReportConfig(env.VITAL_REPORT_URL),
  });
  console.log(`Site on http://localhost:${port}/ (pages rendered with data from ${apiBaseUrl})`);
  return server;
}

/**
 * On SIGTERM (a container stopping, a rolling deploy) or SIGINT: no new connection, idle ones
 * closed, the requests in flight answered, then exit; after `graceMs` exit anyway.
 */
export function stopOnSignal(server, graceMs = 10_000) {
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), graceMs).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain)
  stopOnSignal(
    await start().catch((error) => {
      console.error(error.message);
      process.exit(1);
    }),
  );
