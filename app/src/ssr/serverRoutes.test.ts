import { describe, expect, it } from 'vitest';
import { isRenderedPage, matchingPath, redirectFor, serverPlan } from './serverRoutes.ts';

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
    expect(isRenderedPage(path)).toBe(true);
  });

  it.each([
    '/login',
    '/signup',
    '/search',
    '/UserProfile',
    '/ThreadForm',
    '/pending-approval',
    '/admin/meta-tags',
    '/categories',
    '/verify-email',
  ])('sends the shell for %s', (path) => expect(serverPlan(path)).toEqual({ kind: 'shell' }));

  it('renders an unknown address (the not-found page), which is not a rendered page', () => {
    expect(serverPlan('/no/such/page')).toEqual({ kind: 'render' });
    expect(isRenderedPage('/no/such/page')).toBe(false);
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
