#!/usr/bin/env node
/**
 * `npm run mock-api`: the same MSW handlers over HTTP (default http://127.0.0.1:4010/api/v1).
 * Node 20 cannot run .ts, so the handlers are bundled on the fly with esbuild (a Vite dependency).
 * Env: MOCK_API_PORT, MOCK_API_HOST; MOCK_CHAOS=0.2 makes a fifth of the calls fail at random
 * (mocks/chaos.ts), seeded by MOCK_CHAOS_SEED. MOCK_CLOCK=fixed keeps the seed's own moment
 * (SEED_NOW) and never reads the calendar, as the journeys do; by default (`live`) the clock is the
 * real time and the data is seeded relative to the moment the server starts (or is reset).
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { getResponse } from 'msw';

const root = fileURLToPath(new URL('..', import.meta.url));
export async function loadHandlers() {
  // Inside the repo, so that msw and openapi-msw resolve from node_modules.
  const outfile = join(root, 'node_modules/.cache/forum-mocks', `handlers-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, 'mocks/handlers/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    // Dependencies stay external, but the workspace's own packages (TypeScript sources) are bundled.
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@forum/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
    absWorkingDir: root,
  });
  return import(pathToFileURL(outfile).href);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { handlers: plain, db, chaos, chaosFromEnv, withChaos } = await loadHandlers();
  chaos.configure(chaosFromEnv(process.env));
  const clock = process.env.MOCK_CLOCK ?? 'live';
  if (clock !== 'live' && clock !== 'fixed')
    throw new Error(`MOCK_CLOCK is '${clock}': it is 'live' (the default) or 'fixed'.`);
  if (clock === 'live') db.useLiveClock();
  const handlers = withChaos(plain);
  const port = Number(process.env.MOCK_API_PORT ?? 4010);
  const host = process.env.MOCK_API_HOST ?? '127.0.0.1';
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers':
      'authorization, content-type, accept, if-none-match, idempotency-key',
    'access-control-expose-headers': 'etag, retry-after',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  };
  createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    if (req.url === '/__reset' && req.method === 'POST') {
      db.reset();
      return res
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end('{"message":"Mock database reset."}');
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body =
      chunks.length && req.method !== 'GET' && req.method !== 'HEAD'
        ? Buffer.concat(chunks)
        : undefined;
    const request = new Request(`http://${req.headers.host ?? `${host}:${port}`}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body,
      duplex: 'half',
    });
    const response = await getResponse(handlers, request);
    if (!response)
      return res
        .writeHead(404, { 'content-type': 'application/json', ...cors })
        .end('{"message":"Resource not found."}');
    // A network error (HttpResponse.error(), chaos's dropped connection): drop the connection.
    if (response.type === 'error') return res.destroy();
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
    res.end(Buffer.from(await response.arrayBuffer()));
  }).listen(port, host, () => {
    console.log(`Mock API on http://${host}:${port}/api/v1 (POST /__reset to reseed)`);
    if (chaos.settings)
      console.log(
        `Chaos: ${chaos.settings.rate * 100}% of calls fail (seed ${chaos.settings.seed})`,
      );
  });
}
