export interface RouteEntry {
  /** The full path, e.g. '/', '/Forum/:slug', '/admin/meta-tags', '/*'. */
  path: string;
  /** What its `lazy` imports, as written ('./pages/home.tsx'): its parents' first, its own last. */
  modules: string[];
  /** The JSX it renders when it has no lazy module, e.g. '<Navigate to="/ThreadForm" replace />'. */
  element: string | null;
  /** The elements of its parents, outermost first (e.g. '<RequireAuth />'). */
  layouts: string[];
}
export function routesFromSource(source: string, fileName?: string): RouteEntry[];
export function joinPath(parent: string, child: string): string;
export function manifestKeyFor(specifier: string, importerFile: string, viteRoot: string): string;
export function exampleUrl(path: string, examples?: Record<string, string>): string;
