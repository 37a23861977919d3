// The site built for a real backend, as a deployment builds it, and the proof that no mock
// code reaches that build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export const VITE_ROOT = 'app';
export const OUT_DIR = 'dist-real-backend';

/**
 * Builds app/ with VITE_API_BASE_URL set (Vite reads VITE_* variables from the environment, as a
 * deployment sets them) into app/dist-real-backend, with a manifest (.vite/manifest.json) and
 * hidden source maps: .map files beside the chunks, and chunks byte for byte as deployed (no
 * sourceMappingURL comment). Returns the output directory and, per chunk file, the modules the
 * bundler put in it (id and length before minifying), for code that its source map leaves out.
 */
export async function buildForRealBackend() {
  process.env.VITE_API_BASE_URL = 'https://api.example.com/api/v1';
  const modules = new Map();
  await build({
    configFile: join(VITE_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      manifest: true,
      sourcemap: 'hidden',
      // The timing report only says that the machine was busy.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    plugins: [
      {
        name: 'forum:chunk-modules',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle))
            if (output.type === 'chunk')
              modules.set(
                output.fileName,
                Object.entries(output.modules).map(([id, module]) => ({
                  id,
                  renderedLength: module.renderedLength,
                })),
              );
        },
      },
    ],
  });
  return { dir: join(VITE_ROOT, OUT_DIR), modules };
}

/** Every file under a directory, as paths joined to it. */
export function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const MOCK_SIGNS = [
  /mockServiceWorker/,
  /forum-mock-db/,
  /\bsetupWorker\b/,
  /msw\/browser/,
  /Mock Service Worker/i,
];

/** The built files (scripts, styles, pages, the worker script itself) that carry mock code. */
export function filesWithMockCode(files) {
  return files.filter(
    (file) =>
      /mockServiceWorker/.test(file) ||
      (/\.(js|css|html)$/.test(file) &&
        MOCK_SIGNS.some((sign) => sign.test(readFileSync(file, 'utf8')))),
  );
}
