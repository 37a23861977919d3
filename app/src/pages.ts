/**
 * The route table: every page of the product, declared once. For each page: its address(es),
 * its module under ./pages, whether the server renders it or sends the shell, whether search
 * engines may index it, its meta-tag page key, who may open it, and (by its module, in
 * pageData.ts, which the browser loads after the first paint) the data it reads.
 *
 * Everything else reads this table: routes.tsx turns it into React Router's routes; the server
 * plans each address from it (serverPlan), fetches a page's declared data in parallel and
 * renders once (ssr/renderPage.tsx); the browser starts the same fetches at a click and
 * prefetches them on intent (navigation/NavigationPrefetch.tsx); the server's chunk map
 * (scripts/serve.mjs) and the bundle benchmark name each page's module from it. Plain data and
 * functions, no JSX, so Node scripts import it too.
 */
import { matchPath, type Params } from 'react-router-dom';
import type { MetaPageKey } from '@forum/api';
import type { PagedListId } from '@forum/forum-ui/features/browse';

/** The modules under ./pages (each exports `Component`), by file name without extension. */
export type PageModuleName =
  | 'home'
  | 'paged-list'
  | 'forums'
  | 'forum-category'
  | 'thread'
  | 'member'
  | 'search'
  | 'login'
  | 'signup'
  | 'forgot-password'
  | 'resend-verification'
  | 'verify-email'
  | 'contact-us'
  | 'contact-form'
  | 'rules'
  | 'about'
  | 'team-introduction'
  | 'forum-statistics'
  | 'shoutbox'
  | 'thread-form'
  | 'saved'
  | 'pending-approval'
  | 'user-profile'
  | 'contact-forms'
  | 'meta-tags'
  | 'category-management'
  | 'dev/session-page'
  | 'dev/login-test'
  | 'not-found';

export interface PageRoute {
  /** Its addresses, as React Router patterns without the leading slash ('' is the home page). */
  paths: readonly string[];
  /** Its module: app/src/pages/{module}.tsx. */
  module: PageModuleName;
  /**
   * 'server': rendered on the server with its data; 'shell': the server sends the page shell and
   * the browser renders it (members-only, staff and diagnostic pages, which depend on the
   * session, and e-mail verification, whose page is the answer to a call with the link's token).
   */
  render: 'server' | 'shell';
  /**
   * Whether search engines may index it. Not: search results (search engines ask sites not to
   * let their own result pages be crawled), the guest's account forms (the same empty form for
   * everyone, rendered on the server so they arrive whole), and every shell page.
   */
  indexed: boolean;
  /** Its record of GET /meta-tags/{page} (the spec lists the keys, not the mapping). */
  pageKey: MetaPageKey;
  /** Who may open it: any member, or a staff role (the spec names none for the staff pages). */
  access?: 'member' | 'moderator' | 'admin';
  /** A paged list page: which list (pages/paged-list.tsx). */
  list?: PagedListId;
}

/** An address the spec names that leads to another page (301 on the server). */
export interface RedirectRoute {
  paths: readonly string[];
  /** Where it leads, from its params (a `:slug` as the address has it, still percent-encoded). */
  redirect: (params: Params) => string;
}

export type Route = PageRoute | RedirectRoute;

/** A paged list page (Featured Articles, the topic pages, trending, new threads, ...). */
function pagedList(path: string, list: PagedListId, pageKey: MetaPageKey): PageRoute {
  return {
    paths: [path],
    module: 'paged-list',
    list,
    render: 'server',
    indexed: true,
    pageKey,
  };
}

/** A static page: its text is in its module; it reads only its meta tags. */
function staticPage(path: string, module: PageModuleName, pageKey: MetaPageKey): PageRoute {
  return { paths: [path], module, render: 'server', indexed: true, pageKey };
}

/** A guest's account form: rendered (it arrives whole) but not indexed. */
function accountForm(path: string, module: PageModuleName, pageKey: MetaPageKey): PageRoute {
  return { paths: [path], module, render: 'server', indexed: false, pageKey };
}

/** A page the browser renders: the server sends the shell, marked noindex. */
function shellPage(
  path: string,
  module: PageModuleName,
  pageKey: MetaPageKey,
  access?: PageRoute['access'],
): PageRoute {
  return { paths: [path], module, render: 'shell', indexed: false, pageKey, access };
}

/** Diagnostic pages of the demo and development builds (a real-backend build drops them). */
const DEV_PAGES: readonly Route[] =
  // Written out (not a constant from config) so a real-backend build drops these modules.
  !import.meta.env.VITE_API_BASE_URL || import.meta.env.DEV
    ? [
        shellPage('profile-demo', 'dev/session-page', 'profile'),
        shellPage('profile-test', 'dev/session-page', 'profile'),
        shellPage('auth-test', 'dev/session-page', 'profile'),
        shellPage('login-test', 'dev/login-test', 'login'),
      ]
    : [];

/** Every route of the product (both specs, section 2, plus the navigation targets they name). */
export const ROUTES: readonly Route[] = [
  // Reading
  {
    paths: [''],
    module: 'home',
    render: 'server',
    indexed: true,
    pageKey: 'home',
  },
  pagedList('MainNewsSection', 'news', 'news'),
  pagedList('FeaturedArticles', 'featured', 'articles'),
  pagedList('LatestNews', 'latest', 'articles'),
  pagedList('PopularDiscussions', 'popular', 'discussions'),
  pagedList('TrendingContent', 'trending', 'trending'),
  pagedList('TechIndustryNews', 'tech-news', 'tech-news'),
  pagedList('ProductLaunches', 'products', 'products'),
  pagedList('TechEvents', 'events', 'events'),
  {
    paths: ['Forums', 'Forum'],
    module: 'forums',
    render: 'server',
    indexed: true,
    pageKey: 'forum',
  },
  {
    paths: ['Forum/:slug'],
    module: 'forum-category',
    render: 'server',
    indexed: true,
    pageKey: 'forum',
  },
  { paths: ['categories/:slug'], redirect: ({ slug = '' }) => `/Forum/${slug}` },
  pagedList('GamingDiscussion', 'gaming', 'gaming'),
  pagedList('GeneralTechDiscussion', 'general-tech', 'general-tech'),
  pagedList('HardwareDiscussion', 'hardware', 'hardware'),
  pagedList('TechSupport', 'support', 'support'),
  pagedList('threads', 'new', 'discussions'),
  { paths: ['threads/create'], redirect: () => '/ThreadForm' },
  {
    paths: ['threads/:idOrSlug', 'thread/:idOrSlug'],
    module: 'thread',
    render: 'server',
    indexed: true,
    pageKey: 'discussions',
  },
  {
    paths: ['users/:id'],
    module: 'member',
    render: 'server',
    indexed: true,
    pageKey: 'profile',
  },
  {
    paths: ['search'],
    module: 'search',
    render: 'server',
    indexed: false,
    pageKey: 'search',
  },
  // Accounts
  accountForm('login', 'login', 'login'),
  accountForm('signup', 'signup', 'signup'),
  accountForm('ForgetPassword', 'forgot-password', 'login'),
  accountForm('resend-verification', 'resend-verification', 'login'),
  shellPage('verify-email', 'verify-email', 'login'),
  // Static and community pages
  staticPage('ContactUs', 'contact-us', 'contact'),
  staticPage('ContactForm', 'contact-form', 'contact'),
  staticPage('Rules', 'rules', 'forum'),
  staticPage('AboutUs', 'about', 'about'),
  staticPage('TeamIntroduction', 'team-introduction', 'team'),
  staticPage('ForumStatistics', 'forum-statistics', 'statistics'),
  staticPage('Shoutbox', 'shoutbox', 'shoutbox'),
  // What this device keeps for reading offline: only the device knows, so the browser renders it.
  shellPage('saved', 'saved', 'forum'),
  // Members only. /ThreadForm wraps itself in <RequireAuth> to tell a guest why (its text stays
  // out of the shell's chunk); the others are guarded by the table's `access`.
  shellPage('ThreadForm', 'thread-form', 'forum'),
  shellPage('pending-approval', 'pending-approval', 'forum', 'member'),
  shellPage('UserProfile', 'user-profile', 'profile', 'member'),
  // Staff (the spec names no roles for these routes; these are the product's choice)
  shellPage('admin/contact-forms', 'contact-forms', 'admin', 'moderator'),
  shellPage('admin/meta-tags', 'meta-tags', 'admin', 'admin'),
  shellPage('categories', 'category-management', 'admin', 'admin'),
  ...DEV_PAGES,
  // Any other address: the not-found page (the server answers it with 404).
  {
    paths: ['*'],
    module: 'not-found',
    render: 'server',
    indexed: true,
    pageKey: 'home',
  },
];

export const isRedirect = (route: Route): route is RedirectRoute => 'redirect' in route;

/**
 * An address matched against the table: its route, its params, and its page (none for a
 * redirect: its target's page is not followed). The server matches a request once and hands
 * this to everything that needs it (serverPlan, the page's head, data, module and status); the
 * render's head tags (PageMeta, in the browser too) match where they render.
 */
export interface RouteMatch {
  route: Route;
  params: Params;
  page: PageRoute | undefined;
}

/** The route of an address and its params: the first whose pattern matches (case-insensitive). */
export function matchRoute(pathname: string): RouteMatch {
  const found = (route: Route, params: Params): RouteMatch => ({
    route,
    params,
    page: isRedirect(route) ? undefined : route,
  });
  for (const route of ROUTES)
    for (const path of route.paths) {
      const match = matchPath({ path: `/${path}`, caseSensitive: false, end: true }, pathname);
      if (match) return found(route, match.params);
    }
  // The table ends with '*', which matches every address (pages.test.ts).
  return found(ROUTES.at(-1)!, { '*': pathname.slice(1) });
}

/** The page of an address (a redirect's target's page is not followed). */
export function pageFor(pathname: string): { page: PageRoute | undefined; params: Params } {
  return matchRoute(pathname);
}

/** Where a matched address redirects to (with its search kept), or undefined when it does not. */
function redirectOf({ route, params }: RouteMatch, search: string): string | undefined {
  return isRedirect(route) ? `${route.redirect(params)}${search}` : undefined;
}

/** Where an address redirects to (with its search kept), or undefined when it does not. */
export function redirectFor(pathname: string, search = ''): string | undefined {
  return redirectOf(matchRoute(pathname), search);
}

export type ServerPlan =
  { kind: 'redirect'; location: string } | { kind: 'render'; noindex: boolean } | { kind: 'shell' };

/** What the production server does with a matched address, from its route. */
export function serverPlan(match: RouteMatch, search = ''): ServerPlan {
  const location = redirectOf(match, search);
  if (location !== undefined) return { kind: 'redirect', location };
  if (match.page?.render === 'shell') return { kind: 'shell' };
  return { kind: 'render', noindex: !match.page?.indexed };
}

/** The meta-tag page key of a matched address (the spec: "page key derived from the path"). */
export function pageKeyOf(match: RouteMatch): MetaPageKey {
  return match.page?.pageKey ?? 'home';
}
