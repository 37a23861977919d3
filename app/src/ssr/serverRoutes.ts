/**
 * What the production server does with an address (app/server/server.mjs): render the page with
 * its data, send the page shell for the browser to render, or redirect. Plain data and
 * functions, so the server, the route table and the tests read one list.
 */
import { matchPath } from 'react-router-dom';

/**
 * The pages the server does not render: members-only, staff and diagnostic pages, and e-mail
 * verification (its page is the answer to a call with the link's token). It sends the shell
 * with `noindex`; the browser renders them as it always did (they depend on the session, which
 * lives in the browser, or are not for search engines). serverRoutes.test checks that every
 * page behind a <RequireAuth> in routes.tsx is here.
 */
export const SHELL_PATHS: readonly string[] = [
  '/verify-email',
  '/ThreadForm',
  '/pending-approval',
  '/UserProfile',
  '/admin/*',
  '/categories',
  '/profile-demo',
  '/profile-test',
  '/auth-test',
  '/login-test',
];

/**
 * Pages the server renders with their data but keeps out of search engines (`noindex`):
 * - a search's results are the same for everyone, so a shared search link opens on its
 *   results, but they are not a page of the site to index (search engines ask sites not to let
 *   their own result pages be crawled);
 * - the guest's account forms (log in, sign up, forgotten password, resend verification) are
 *   the same empty form for every visitor, so they arrive whole in the first response instead
 *   of after the scripts (on a phone on slow 4G, seconds sooner: `npm run bench:lighthouse`,
 *   /login), but they are nothing to index. A member who opens one sees it as a guest would
 *   until the session is restored in the browser; a draft kept in the tab comes back after
 *   hydration (the form layer, appForm.tsx).
 */
export const NOINDEX_PATHS: readonly string[] = [
  '/search',
  '/login',
  '/signup',
  '/ForgetPassword',
  '/resend-verification',
];

/**
 * The redirects the spec names, as [from, to] patterns. `:slug` is carried over as the address
 * has it (still percent-encoded: matchPath does not decode).
 */
const REDIRECTS: readonly (readonly [string, (params: Record<string, string>) => string])[] = [
  ['/categories/:slug', ({ slug = '' }) => `/Forum/${slug}`],
  ['/threads/create', () => '/ThreadForm'],
];

/** Where `pathname` redirects to (with `search` kept), or undefined when it does not. */
export function redirectFor(pathname: string, search = ''): string | undefined {
  for (const [pattern, to] of REDIRECTS) {
    const match = matchPath({ path: pattern, caseSensitive: false }, pathname);
    if (match) return `${to(match.params as Record<string, string>)}${search}`;
  }
  return undefined;
}

export type ServerPlan =
  { kind: 'redirect'; location: string } | { kind: 'render'; noindex?: true } | { kind: 'shell' };

const matches = (patterns: readonly string[], pathname: string) =>
  patterns.some((path) => matchPath({ path, caseSensitive: false }, pathname) !== null);

/**
 * The server's plan for an address: every page not listed above is rendered with its data
 * (home, lists, forums, threads, members, search, the static and community pages). An address no route
 * knows is rendered too: the not-found page, which renderPage answers with 404.
 */
export function serverPlan(pathname: string, search = ''): ServerPlan {
  const location = redirectFor(pathname, search);
  if (location) return { kind: 'redirect', location };
  if (matches(SHELL_PATHS, pathname)) return { kind: 'shell' };
  if (matches(NOINDEX_PATHS, pathname)) return { kind: 'render', noindex: true };
  return { kind: 'render' };
}

/** The first of `paths` (route patterns) that `pathname` matches, or undefined. */
export function matchingPath(pathname: string, paths: readonly string[]): string | undefined {
  return paths.find((path) => matchPath({ path, caseSensitive: false }, pathname) !== null);
}
