import { describe, expect, it } from 'vitest';
import { exampleUrl, routeEntries } from './routes.mjs';

describe('routeEntries', () => {
  const table = [
    { paths: [''], module: 'home' },
    { paths: ['threads/:idOrSlug', 'thread/:idOrSlug'], module: 'thread' },
    { paths: ['threads/create'], redirect: () => '/ThreadForm' },
    { paths: ['categories'], module: 'category-management', access: 'admin' },
    { paths: ['*'], module: 'not-found' },
  ];

  it('gives each address its full path, module manifest key and guard, in table order', () => {
    expect(routeEntries(table)).toEqual([
      { path: '/', modules: ['src/pages/home.tsx'], redirect: false, guard: '' },
      { path: '/threads/:idOrSlug', modules: ['src/pages/thread.tsx'], redirect: false, guard: '' },
      { path: '/thread/:idOrSlug', modules: ['src/pages/thread.tsx'], redirect: false, guard: '' },
      { path: '/threads/create', modules: [], redirect: true, guard: '' },
      {
        path: '/categories',
        modules: ['src/pages/category-management.tsx'],
        redirect: false,
        guard: 'RequireAuth admin',
      },
      { path: '/*', modules: ['src/pages/not-found.tsx'], redirect: false, guard: '' },
    ]);
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
