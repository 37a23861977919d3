import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleUrl, joinPath, manifestKeyFor, routesFromSource } from './routes.mjs';

const table = `
import { Navigate, type RouteObject } from 'react-router-dom';
const upcoming = (title: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: () => import('./pages/upcoming.tsx'),
  handle: { title },
});
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, lazy: () => import('./pages/home.tsx') },
      { path: 'Forums', ...upcoming('Forums') },
      { path: 'threads/create', element: <Navigate to="/ThreadForm" replace /> },
      {
        path: 'admin',
        lazy: () => import('./layouts/admin.tsx'),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./pages/admin.tsx')).Page }) },
          { path: 'users/:id', lazy: () => import('./pages/admin-user.tsx') },
        ],
      },
      {
        element: <RequireAuth requiredRole="admin" />,
        children: [{ path: 'categories', ...upcoming('Categories') }],
      },
      ...(!import.meta.env.VITE_API_BASE_URL
        ? [{ path: 'auth-test', lazy: () => import('./pages/dev/session.tsx') }]
        : []),
      { path: '*', lazy: () => import('./pages/not-found.tsx') },
    ],
  },
];
`;

describe('routesFromSource', () => {
  const routes = routesFromSource(table);
  const byPath = (path: string) => routes.find((route) => route.path === path);

  it('lists every route with its full path, in table order', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/Forums',
      '/threads/create',
      '/admin',
      '/admin/users/:id',
      '/categories',
      '/auth-test',
      '/*',
    ]);
  });

  it('reads the lazy import, also through a helper spread into the route', () => {
    expect(byPath('/')?.modules).toEqual(['./pages/home.tsx']);
    expect(byPath('/Forums')?.modules).toEqual(['./pages/upcoming.tsx']);
  });

  it("adds a lazy parent's module before the page's own", () => {
    expect(byPath('/admin')?.modules).toEqual(['./layouts/admin.tsx', './pages/admin.tsx']);
    expect(byPath('/admin/users/:id')?.modules).toEqual([
      './layouts/admin.tsx',
      './pages/admin-user.tsx',
    ]);
  });

  it('gives the element of a route without a lazy module', () => {
    expect(byPath('/threads/create')).toMatchObject({
      modules: [],
      element: '<Navigate to="/ThreadForm" replace />',
    });
  });

  it('names the pathless layouts a route sits in', () => {
    expect(byPath('/categories')?.layouts).toEqual([
      '<Shell />',
      '<RequireAuth requiredRole="admin" />',
    ]);
    expect(byPath('/Forums')?.layouts).toEqual(['<Shell />']);
  });

  it('keeps routes that only some builds have (the manifest then decides)', () => {
    expect(byPath('/auth-test')?.modules).toEqual(['./pages/dev/session.tsx']);
  });

  it('refuses a file without a routes array', () => {
    expect(() => routesFromSource('export const pages = {};', 'x.tsx')).toThrow(
      'x.tsx declares no `routes` array',
    );
  });

  it("resolves every route of the app's own table", () => {
    const file = join(import.meta.dirname, '..', '..', 'app', 'src', 'routes.tsx');
    const appRoutes = routesFromSource(readFileSync(file, 'utf8'), file);
    expect(appRoutes.find((route) => route.path === '/')?.modules).toEqual([
      expect.stringMatching(/^\.\/pages\//),
    ]);
    for (const route of appRoutes) expect(route.modules.length || route.element).toBeTruthy();
    const paths = appRoutes.map((route) => route.path);
    expect(paths).toContain('/login');
    expect(paths).toContain('/*');
  });
});

describe('joinPath', () => {
  it('joins a child path to its parent', () => {
    expect(joinPath('/', 'login')).toBe('/login');
    expect(joinPath('/admin', 'users/:id')).toBe('/admin/users/:id');
    expect(joinPath('/admin', '/elsewhere')).toBe('/elsewhere');
  });
});

describe('manifestKeyFor', () => {
  it("is the module's path from the Vite root", () => {
    expect(manifestKeyFor('./pages/home.tsx', 'app/src/routes.tsx', 'app')).toBe(
      'src/pages/home.tsx',
    );
    expect(manifestKeyFor('../pages/x.tsx', '/repo/app/src/routes/index.tsx', '/repo/app')).toBe(
      'src/pages/x.tsx',
    );
  });
});

describe('exampleUrl', () => {
  it('fills each parameter, else with "example"', () => {
    expect(exampleUrl('/Forum/:slug', { slug: 'device-hardware' })).toBe('/Forum/device-hardware');
    expect(exampleUrl('/users/:id')).toBe('/users/example');
    expect(exampleUrl('/posts/:id?', { id: '7' })).toBe('/posts/7');
  });

  it('leaves static paths alone and gives the catch-all a path no route has', () => {
    expect(exampleUrl('/')).toBe('/');
    expect(exampleUrl('/login')).toBe('/login');
    expect(exampleUrl('/*')).toBe('/no-such-page');
  });
});
