import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { ROUTES, isRedirect, redirectFor, type PageModuleName, type PageRoute } from './pages.ts';

/** What a page's route hands to its module: its entry of the table (pages.ts). */
export type RouteHandle = PageRoute;

/**
 * The page modules, one lazy chunk each, by their name in the table. Diagnostic pages exist in
 * the demo and development builds only (the condition is written out so a real-backend build
 * drops their modules).
 */
const PAGE_MODULES: Record<string, () => Promise<unknown>> = {
  ...import.meta.glob('./pages/*.tsx'),
  ...(!import.meta.env.VITE_API_BASE_URL || import.meta.env.DEV
    ? import.meta.glob('./pages/dev/*.tsx')
    : {}),
};

/**
 * The loader of a page's module (routing.tsx turns it into the page; pages.test.ts checks that
 * every module the table names exists).
 */
export function pageModule(name: PageModuleName): () => Promise<unknown> {
  return PAGE_MODULES[`./pages/${name}.tsx`]!;
}

/** An address the spec names that leads to another page, in the browser (the server 301s). */
function Redirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={redirectFor(pathname, search) ?? '/'} replace />;
}

/** The routes of one page of the table: one per address, guarded by its access. */
function pageRoutes(route: (typeof ROUTES)[number]): RouteObject[] {
  if (isRedirect(route)) return route.paths.map((path) => ({ path, element: <Redirect /> }));
  const lazy = pageModule(route.module) as RouteObject['lazy'];
  const routes = route.paths.map((path): RouteObject =>
    path === '' ? { index: true, lazy, handle: route } : { path, lazy, handle: route },
  );
  if (route.access === undefined) return routes;
  const requiredRole = route.access === 'member' ? undefined : route.access;
  return [{ element: <RequireAuth requiredRole={requiredRole} />, children: routes }];
}

/**
 * React Router's routes, made from the table (pages.ts): every page inside the site's frame
 * (AppShell), each a lazy route module, so a page downloads only what it uses; the staff area
 * and the rich-text editor never load on public pages.
 */
export const routes: RouteObject[] = [
  { element: <AppShell />, children: ROUTES.flatMap(pageRoutes) },
];
