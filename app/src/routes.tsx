import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { PagedListId } from '@forum/forum-ui';
import { AppShell } from './AppShell.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { redirectFor } from './ssr/serverRoutes.ts';

/** What a route shows while its screen is still to be built (the issue that builds it). */
export interface RouteHandle {
  title: string;
  /** The tracker area that delivers the screen; the page says it is on its way. */
  upcoming?: string;
  /** Which paged list the route shows (pages/paged-list.tsx). */
  list?: PagedListId;
}

/** A paged list page: one module for all of them, told which list by the route's handle. */
const pagedList = (title: string, list: PagedListId): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: () => import('./pages/paged-list.tsx'),
  handle: { title, list } satisfies RouteHandle,
});

/**
 * /categories/{slug} (a link some pages make) is the category page /Forum/{slug}; the server
 * answers the same redirect with a 301 (ssr/serverRoutes.ts holds both).
 */
function CategoryRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={redirectFor(pathname, search) ?? '/Forums'} replace />;
}

/**
 * The one list of every route of the product (both specs, section 2, plus the other
 * navigation targets they name). Each page is a lazy route module, so a page downloads
 * only what it uses; the staff area and the rich-text editor never load on public pages.
 * A route whose screen is not built yet can show pages/upcoming.tsx ("On its way") with
 * `handle: { title, upcoming: area }`; today every route has its screen.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // Reading
      { index: true, lazy: () => import('./pages/home.tsx') },
      { path: 'MainNewsSection', ...pagedList('News Section', 'news') },
      { path: 'FeaturedArticles', ...pagedList('Featured Articles', 'featured') },
      { path: 'LatestNews', ...pagedList('Latest News', 'latest') },
      { path: 'PopularDiscussions', ...pagedList('Popular Discussions', 'popular') },
      { path: 'TrendingContent', ...pagedList('Trending Content', 'trending') },
      { path: 'TechIndustryNews', ...pagedList('Tech Industry News', 'tech-news') },
      { path: 'ProductLaunches', ...pagedList('Product Launches', 'products') },
      { path: 'TechEvents', ...pagedList('Tech Events', 'events') },
      { path: 'Forums', lazy: () => import('./pages/forums.tsx') },
      { path: 'Forum', lazy: () => import('./pages/forums.tsx') },
      { path: 'Forum/:slug', lazy: () => import('./pages/forum-category.tsx') },
      { path: 'categories/:slug', element: <CategoryRedirect /> },
      { path: 'GamingDiscussion', ...pagedList('Gaming Discussion', 'gaming') },
      { path: 'GeneralTechDiscussion', ...pagedList('General Tech Discussion', 'general-tech') },
      { path: 'HardwareDiscussion', ...pagedList('Hardware Discussion', 'hardware') },
      { path: 'TechSupport', ...pagedList('Tech Support', 'support') },
      { path: 'threads', ...pagedList('New Threads', 'new') },
      { path: 'threads/create', element: <Navigate to="/ThreadForm" replace /> },
      { path: 'threads/:idOrSlug', lazy: () => import('./pages/thread.tsx') },
      { path: 'thread/:slug', lazy: () => import('./pages/thread.tsx') },
      { path: 'users/:id', lazy: () => import('./pages/member.tsx') },
      { path: 'search', lazy: () => import('./pages/search.tsx') },
      // Accounts
      { path: 'login', lazy: () => import('./pages/login.tsx') },
      { path: 'signup', lazy: () => import('./pages/signup.tsx') },
      { path: 'ForgetPassword', lazy: () => import('./pages/forgot-password.tsx') },
      { path: 'resend-verification', lazy: () => import('./pages/resend-verification.tsx') },
      { path: 'verify-email', lazy: () => import('./pages/verify-email.tsx') },
      // Static and community pages
      { path: 'ContactUs', lazy: () => import('./pages/contact-us.tsx') },
      { path: 'ContactForm', lazy: () => import('./pages/contact-form.tsx') },
      { path: 'Rules', lazy: () => import('./pages/rules.tsx') },
      { path: 'AboutUs', lazy: () => import('./pages/about.tsx') },
      { path: 'TeamIntroduction', lazy: () => import('./pages/team-introduction.tsx') },
      { path: 'ForumStatistics', lazy: () => import('./pages/forum-statistics.tsx') },
      { path: 'Shoutbox', lazy: () => import('./pages/shoutbox.tsx') },
      // Logged in
      // Members only: the page wraps itself in <RequireAuth> to tell a guest why (its text stays
      // out of the shell's chunk).
      { path: 'ThreadForm', lazy: () => import('./pages/thread-form.tsx') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'pending-approval', lazy: () => import('./pages/pending-approval.tsx') },
          { path: 'UserProfile', lazy: () => import('./pages/user-profile.tsx') },
        ],
      },
      // Staff (the spec names no roles for these routes; these are the product's choice)
      {
        element: <RequireAuth requiredRole="moderator" />,
        children: [
          { path: 'admin/contact-forms', lazy: () => import('./pages/contact-forms.tsx') },
        ],
      },
      {
        element: <RequireAuth requiredRole="admin" />,
        children: [
          { path: 'admin/meta-tags', lazy: () => import('./pages/meta-tags.tsx') },
          { path: 'categories', lazy: () => import('./pages/category-management.tsx') },
        ],
      },
      // Developer diagnostics: demo and development builds only
      // Written out (not a constant from config) so a real-backend build drops these modules.
      ...(!import.meta.env.VITE_API_BASE_URL || import.meta.env.DEV
        ? [
            { path: 'profile-demo', lazy: () => import('./pages/dev/session-page.tsx') },
            { path: 'profile-test', lazy: () => import('./pages/dev/session-page.tsx') },
            { path: 'auth-test', lazy: () => import('./pages/dev/session-page.tsx') },
            { path: 'login-test', lazy: () => import('./pages/dev/login-test.tsx') },
          ]
        : []),
      { path: '*', lazy: () => import('./pages/not-found.tsx') },
    ],
  },
];
