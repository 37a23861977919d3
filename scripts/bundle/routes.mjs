// The route table (app/src/pages.ts) as the scripts read it: imported, never parsed. The table
// imports screens' pure helpers (and so, through the package entries, their styles), so it is
// built with the app's Vite config for Node first (a one-file SSR build), then imported.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The route table of the build the environment describes (VITE_API_BASE_URL set: a real-backend
 * build, whose table has no diagnostic pages). Returns the module's exports (ROUTES, matchRoute,
 * serverPlan, ...).
 */
export async function importRouteTable(appRoot = 'app') {
  const { build } = await import('vite');
  // Inside the project, so the built module resolves its packages from node_modules.
  const cache = resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'forum-routes-'));
  try {
    await build({
      configFile: join(appRoot, 'vite.config.ts'),
      logLevel: 'warn',
      publicDir: false,
      build: {
        ssr: 'src/pages.ts',
        outDir,
        emptyOutDir: true,
        rolldownOptions: { checks: { bundlerTimings: false }, output: { codeSplitting: false } },
      },
    });
    return await import(pathToFileURL(join(outDir, 'pages.js')).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * One entry per address of the table: its full path ('/', '/Forum/:slug', '/*'), its module's
 * manifest key (Vite names a lazy module by its path from the app's root: `src/pages/home.tsx`),
 * whether it only redirects, and the guard it sits behind ('RequireAuth admin').
 */
export function routeEntries(routes) {
  return routes.flatMap((route) =>
    route.paths.map((path) => ({
      path: `/${path}`,
      modules: route.redirect ? [] : [`src/pages/${route.module}.tsx`],
      redirect: Boolean(route.redirect),
      guard: route.access ? `RequireAuth ${route.access}` : '',
    })),
  );
}

/**
 * A concrete URL for a route path: each `:param` takes its value from `examples` (else
 * 'example'), a trailing `*` becomes 'no-such-page'.
 */
export function exampleUrl(path, examples = {}) {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'no-such-page';
      if (segment.startsWith(':')) {
        const name = segment.slice(1).replace(/\?$/, '');
        return encodeURIComponent(examples[name] ?? 'example');
      }
      return segment;
    })
    .join('/');
}
