/**
 * What a lazy chunk's preload list names: only the chunks that are not loaded yet.
 *
 * Vite loads a dynamic import's chunks side by side by adding a `<link rel="modulepreload">` for
 * each of them first (its preload helper), and its list includes the chunks the importing chunk
 * imports statically. Those are always loaded already (a module runs after its static imports),
 * yet each link still costs the main thread time to add, and a lazy import such as the reply
 * composer's adds its whole list in one task. With this filter its list names only what the
 * thread page has not loaded. Vite's own `build.modulePreload.resolveDependencies` hook applies it;
 * the plugin lends it the bundle's import graph.
 */
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** A built chunk's file and its static imports (file names), as in Rolldown's output bundle. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** `host` and every chunk it imports statically, transitively. */
export function staticClosure(graph: ImportGraph, host: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of graph.get(file) ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/** `deps` without the chunks that are loaded whenever `host` runs. */
export function missingPreloads(
  graph: ImportGraph,
  host: string,
  deps: readonly string[],
): string[] {
  const loaded = staticClosure(graph, host);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The plugin that records the client bundle's import graph (before Vite's import analysis,
 * which runs among the last plugins, rewrites the preload lists) and the
 * `resolveDependencies` hook that reads it. A build without a graph (none recorded) keeps
 * Vite's lists as they are.
 */
export function preloadWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let graph: ImportGraph | undefined;
  return {
    plugin: {
      name: 'forum:preload-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const chunks = new Map<string, readonly string[]>();
          for (const [file, output] of Object.entries(bundle))
            if (output.type === 'chunk') chunks.set(file, output.imports);
          graph = chunks;
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) =>
      hostType === 'js' && graph ? missingPreloads(graph, hostId, deps) : deps,
  };
}
