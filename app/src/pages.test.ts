import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { META_PAGE_KEYS } from '@forum/api/meta-pages';
import { PAGE_DATA } from './pageData.ts';
import {
  ROUTES,
  isRedirect,
  pageKeyOf,
  redirectFor,
  matchRoute,
  serverPlan,
  type PageRoute,
} from './pages.ts';

/** The server's plan for an address, matched once as the server matches it. */
const planOf = (path: string, search?: string) => serverPlan(matchRoute(path), search);
const pageKeyFor = (path: string) => pageKeyOf(matchRoute(path));

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
    expect(planOf(path)).toEqual({ kind: 'render', noindex: false });
  });

  it.each([
    '/UserProfile',
    '/ThreadForm',
    '/pending-approval',
    '/admin/meta-tags',
    '/admin/contact-forms',
    '/categories',
    '/verify-email',
  ])('sends the shell for %s', (path) => expect(planOf(path)).toEqual({ kind: 'shell' }));

  it.each(['/login', '/signup', '/ForgetPassword', '/resend-verification'])(
    "renders the guest's account form %s, kept out of search engines",
    (path) => expect(planOf(path)).toEqual({ kind: 'render', noindex: true }),
  );

  it('renders a search with its results, kept out of search engines', () => {
    expect(planOf('/search', '?q=laptop')).toEqual({ kind: 'render', noindex: true });
  });

  it('renders an unknown address (the not-found page; renderPage answers it with 404)', () => {
    expect(planOf('/no/such/page')).toEqual({ kind: 'render', noindex: false });
  });

  it('redirects /categories/{slug} to /Forum/{slug}, keeping the query', () => {
    expect(planOf('/categories/pc-building', '?page=2')).toEqual({
      kind: 'redirect',
      location: '/Forum/pc-building?page=2',
    });
    expect(redirectFor('/threads/create')).toBe('/ThreadForm');
    expect(redirectFor('/categories/a%20b')).toBe('/Forum/a%20b');
    expect(redirectFor('/Forums')).toBeUndefined();
  });

  it('matches addresses whatever their case, and exact segments only', () => {
    expect(planOf('/forum/pc-building')).toEqual({ kind: 'render', noindex: false });
    expect(pageKeyFor('/threads/2/extra')).toBe('home');
  });
});

describe('the route table', () => {
  const pages = ROUTES.filter((route): route is PageRoute => !isRedirect(route));

  it('names a module that exists for every page', () => {
    for (const page of pages)
      expect(
        existsSync(join(import.meta.dirname, 'pages', `${page.module}.tsx`)),
        page.module,
      ).toBe(true);
  });

  // A members-only or staff page rendered on the server would show what a guest sees ('Please
  // log in'), then be replaced after hydration.
  it('sends the shell, never indexed, for every page behind a login', () => {
    const guarded = pages.filter((page) => page.access !== undefined);
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    for (const page of guarded) expect([page.render, page.indexed]).toEqual(['shell', false]);
  });

  it('declares data only for pages the server renders', () => {
    for (const module of Object.keys(PAGE_DATA))
      expect(pages.find((page) => page.module === module)?.render, module).toBe('server');
  });

  it('ends with the not-found page, which matches any address', () => {
    expect(ROUTES.at(-1)).toMatchObject({ paths: ['*'], module: 'not-found' });
  });
});

describe('pageKeyFor', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/ContactUs', 'contact'],
    ['/ContactForm', 'contact'],
    ['/AboutUs', 'about'],
    ['/TeamIntroduction', 'team'],
    ['/MainNewsSection', 'news'],
    ['/TechIndustryNews', 'tech-news'],
    ['/ProductLaunches', 'products'],
    ['/TechEvents', 'events'],
    ['/FeaturedArticles', 'articles'],
    ['/LatestNews', 'articles'],
    ['/threads', 'discussions'],
    ['/PopularDiscussions', 'discussions'],
    ['/threads/42', 'discussions'],
    ['/Forums', 'forum'],
    ['/Forum/gaming-support', 'forum'],
    ['/Rules', 'forum'],
    ['/GamingDiscussion', 'gaming'],
    ['/GeneralTechDiscussion', 'general-tech'],
    ['/HardwareDiscussion', 'hardware'],
    ['/TechSupport', 'support'],
    ['/UserProfile', 'profile'],
    ['/TrendingContent', 'trending'],
    ['/ForumStatistics', 'statistics'],
    ['/Shoutbox', 'shoutbox'],
    ['/search', 'search'],
    ['/admin/meta-tags', 'admin'],
  ])('%s → %s', (path, key) => {
    expect(pageKeyFor(path)).toBe(key);
  });

  it('ignores case and falls back to home for unknown paths', () => {
    expect(pageKeyFor('/forums')).toBe('forum');
    expect(pageKeyFor('/no/such/page')).toBe('home');
  });

  it('only uses the keys the spec lists, and every one', () => {
    const used = new Set(ROUTES.flatMap((route) => (isRedirect(route) ? [] : [route.pageKey])));
    expect([...used].sort()).toEqual([...META_PAGE_KEYS].sort());
  });
});
