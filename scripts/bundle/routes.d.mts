export interface RouteEntry {
  /** The full path, e.g. '/', '/Forum/:slug', '/admin/meta-tags', '/*'. */
  path: string;
  /** Its page module's manifest key ('src/pages/home.tsx'); none for a redirect. */
  modules: string[];
  /** Whether the address only redirects. */
  redirect: boolean;
  /** The guard it sits behind ('RequireAuth admin'), or ''. */
  guard: string;
}
export interface TableRoute {
  paths: readonly string[];
  module?: string;
  redirect?: unknown;
  access?: string;
}
export function importRouteTable(appRoot?: string): Promise<{ ROUTES: TableRoute[] }>;
export function routeEntries(routes: readonly TableRoute[]): RouteEntry[];
export function exampleUrl(path: string, examples?: Record<string, string>): string;
