// The demo build the Chromium benches load: the app built in demo mode (the mock backend in its
// service worker, no loading-overlay delay) into a folder of the system's temp directory, served
// by Vite's preview server on a free port of 127.0.0.1. `--no-build` on the bench's command line
// reuses the last build in that folder.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const configFile = fileURLToPath(new URL('../../app/vite.config.ts', import.meta.url));

/**
 * Builds the demo (unless `--no-build`) into `<tmpdir>/<name>` and serves it.
 * @param {string} name the build folder's name, one per bench (e.g. 'forum-bench-search')
 * @returns {Promise<{ server: import('vite').PreviewServer, base: string }>} the preview server
 *   (the bench closes it) and its address
 */
export async function serveDemo(name) {
  const outDir = join(tmpdir(), name);
  if (!process.argv.includes('--no-build')) {
    delete process.env.VITE_API_BASE_URL; // demo mode: the mock backend in the service worker
    process.env.VITE_OVERLAY_MS = '0';
    await build({
      configFile,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { bundlerTimings: false } } },
    });
  }
  const server = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  return { server, base: server.resolvedUrls.local[0] };
}
