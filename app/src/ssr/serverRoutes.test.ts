import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../RequireAuth.tsx';
import { routes } from '../routes.tsx';
import { matchingPath, redirectFor, serverPlan } from './serverRoutes.ts';

describe('serverPlan', () => {
  it.each([
    '/',
    '/Forums',
    '/Forum/hardware',
    '/threads/2',
    '/threads/some-slug',
    '/thread/x',
    '/users/3',
    '/Rules',
    '/TechSupport',
    '/Shoutbox',
  ])('renders the public page %s', (path) => {
    expect(serverPlan(path)).toEqual({ kind: 'render' });
  });

  it.each([
    '/UserProfile',
    '/ThreadForm',
    '/pending-approval',
    '/admin/meta-tags',
    '/categories',
    '/verify-email',
  ])('sends the shell for %s', (path) => expect(serverPlan(path)).toEqual({ kind: 'shell' }));

  it.each(['/login', '/signup', '/ForgetPassword', '/resend-verification'])(
    "renders the guest's account form %s, kept out of search engines",
    (path) => expect(serverPlan(path)).toEqual({ kind: 'render', noindex: true }),
  );

  it('renders a search with its results, kept out of search engines', () => {
    expect(serverPlan('/search', '?q=laptop')).toEqual({ kind: 'render', noindex: true });
    expect(serverPlan('/')).not.toHaveProperty('noindex');
  });

  it('renders an unknown address (the not-found page; renderPage answers it with 404)', () => {
    expect(serverPlan('/no/such/page')).toEqual({ kind: 'render' });
  });

  it('redirects /categories/{slug} to /Forum/{slug}, keeping the query', () => {
    expect(serverPlan('/categories/pc-building', '?page=2')).toEqual({
      kind: 'redirect',
      location: '/Forum/pc-building?page=2',
    });
    expect(redirectFor('/threads/create')).toBe('/ThreadForm');
    expect(redirectFor('/categories/a%20b')).toBe('/Forum/a%20b');
    expect(redirectFor('/Forums')).toBeUndefined();
  });
});

describe('matchingPath', () => {
  it('finds the route pattern of an address, exact segments only', () => {
    const paths = ['/', '/Forums', '/Forum/:slug', '/threads/:idOrSlug'];
    expect(matchingPath('/', paths)).toBe('/');
    expect(matchingPath('/forum/pc-building', paths)).toBe('/Forum/:slug');
    expect(matchingPath('/threads/2', paths)).toBe('/threads/:idOrSlug');
    expect(matchingPath('/threads/2/extra', paths)).toBeUndefined();
  });
});

/** Every page of the route table: its full path, and whether it only redirects (an element, no module). */
function pages(table: readonly RouteObject[], parent = ''): { path: string; redirect: boolean }[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    if (route.children) return pages(route.children, path);
    return [{ path: path || '/', redirect: !route.lazy && route.element !== undefined }];
  });
}

describe('the server redirects where the route table does', () => {
  const known = pages(routes).filter(({ path }) => path !== '/*');
  const example = (path: string) => path.replace(/:[^/]+/g, 'example');

  it('reads the whole table', () => expect(known.length).toBeGreaterThan(40));

  // A redirect added to routes.tsx and forgotten in serverRoutes.ts would be rendered as a page.
  it.each(known.map(({ path, redirect }) => [path, redirect] as const))('%s', (path, redirect) => {
    const plan = serverPlan(example(path));
    expect(plan.kind === 'redirect').toBe(redirect);
  });
});

/** The pages of the route table behind a <RequireAuth> (members-only and staff pages). */
function guardedPages(table: readonly RouteObject[], parent = '', guarded = false): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const behind = guarded || (isValidElement(route.element) && route.element.type === RequireAuth);
    if (route.children) return guardedPages(route.children, path, behind);
    return behind ? [path] : [];
  });
}

describe('the server sends the shell for every page behind a login', () => {
  const guarded = guardedPages(routes);

  it('reads the guarded pages', () => expect(guarded.length).toBeGreaterThanOrEqual(4));

  // A members-only or staff page added to routes.tsx and forgotten in SHELL_PATHS would be
  // rendered on the server as a guest sees it ('Please log in'), then replaced after hydration.
  it.each(guarded)('%s', (path) => {
    expect(serverPlan(path.replace(/:[^/]+/g, 'example'))).toEqual({ kind: 'shell' });
  });
});
