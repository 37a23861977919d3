#!/usr/bin/env node
// `npm run serve [-- --no-build]`: the site as deployed, on this machine: `npm run build` (unless
// --no-build), then `node app/server/start.mjs`. Env: API_BASE_URL, the API the build is made for
// (default http://127.0.0.1:4010/api/v1, `npm run mock-api`); the server's own settings (PORT,
// SITE_URL, SSR_CACHE_SECONDS, SSR_BUDGET_MS, VITAL_REPORT_URL) are read by app/server/start.mjs.
import { buildSite, DEFAULT_API_BASE_URL } from './build.mjs';
import { start, stopOnSignal } from '../app/server/start.mjs';

if (!process.argv.includes('--no-build'))
  await buildSite(process.env.API_BASE_URL ?? DEFAULT_API_BASE_URL);
stopOnSignal(
  await start().catch((error) => {
    console.error(error.message);
    process.exit(1);
  }),
);
