/**
 * The site's navigation, in one place: the header's five top items and their
 * dropdowns (docs/spec/public-site.md, section 2 "Header and navigation"), the footer's
 * links and the account paths. The header, the mobile menu, the app and the tests
 * all read these constants.
 */

export interface NavLinkItem {
  /** The link text, as the spec names the page. */
  readonly label: string;
  /** The app path. */
  readonly href: string;
}

export interface NavSection extends NavLinkItem {
  /** A stable key for the section. */
  readonly id: 'home' | 'news' | 'forums' | 'about' | 'contact';
  /**
   * The text of the dropdown's first link, which leads to the top item's own page
   * (the top item itself is a button that reveals the links, so its page is one link away).
   */
  readonly overviewLabel: string;
  /** The dropdown's sub-links, in the spec's order. */
  readonly links: readonly NavLinkItem[];
  /**
   * Further paths (and everything under them) that belong to this section, so the
   * section is marked current there too, e.g. a thread page belongs to Forums.
   */
  readonly alsoMatches?: readonly string[];
}

export const MAIN_NAVIGATION: readonly NavSection[] = [
  {
    id: 'home',
    label: 'Home',
    href: '/',
    overviewLabel: 'Home page',
    links: [
      { label: 'Featured Articles', href: '/FeaturedArticles' },
      { label: 'Latest News', href: '/LatestNews' },
      { label: 'Popular Discussions', href: '/PopularDiscussions' },
    ],
    alsoMatches: ['/TrendingContent'],
  },
  {
    id: 'news',
    label: 'News Section',
    href: '/MainNewsSection',
    overviewLabel: 'News Section overview',
    links: [
      { label: 'Tech Industry News', href: '/TechIndustryNews' },
      { label: 'Product Launches', href: '/ProductLaunches' },
      { label: 'Tech Events', href: '/TechEvents' },
    ],
  },
  {
    id: 'forums',
    label: 'Forums',
    href: '/Forums',
    overviewLabel: 'Forums overview',
    links: [
      { label: 'General Tech Discussion', href: '/GeneralTechDiscussion' },
      { label: 'Hardware Discussion', href: '/HardwareDiscussion' },
      { label: 'Gaming Discussion', href: '/GamingDiscussion' },
      { label: 'Tech Support', href: '/TechSupport' },
    ],
    alsoMatches: [
      '/Forum',
      '/threads',
      '/thread',
      '/categories',
      '/ThreadForm',
      '/pending-approval',
    ],
  },
  {
    id: 'about',
    label: 'About Us',
    href: '/AboutUs',
    overviewLabel: 'About Us page',
    links: [{ label: 'Team Introduction', href: '/TeamIntroduction' }],
  },
  {
    id: 'contact',
    label: 'Contact Us',
    href: '/ContactUs',
    overviewLabel: 'Contact Us page',
    links: [{ label: 'Contact Form', href: '/ContactForm' }],
  },
];

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { label: 'Forum Rules', href: '/Rules' },
  { label: 'About Us', href: '/AboutUs' },
  { label: 'Contact Us', href: '/ContactUs' },
  { label: 'Forum Statistics', href: '/ForumStatistics' },
];

/** Paths the header's account and secondary bars link to. */
export const SITE_PATHS = {
  home: '/',
  profile: '/UserProfile',
  login: '/login',
  signup: '/signup',
  createTopic: '/ThreadForm',
  saved: '/saved',
} as const;

/**
 * A path in a comparable form: no query or hash, no trailing slash (except the
 * root), lower case (react-router matches paths case-insensitively by default).
 */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.toLowerCase();
}

/** True when `pathname` is the page `href` leads to. */
export function isCurrentPath(href: string, pathname: string): boolean {
  return normalisePath(href) === normalisePath(pathname);
}

/** True when `pathname` is `base` or lies under it, segment by segment ('/Forum' covers '/Forum/x', not '/Forums'). */
function isWithin(base: string, pathname: string): boolean {
  const b = normalisePath(base);
  const p = normalisePath(pathname);
  return p === b || (b !== '/' && p.startsWith(`${b}/`));
}

/**
 * The header section the page at `pathname` belongs to: the section whose own page
 * or one of whose sub-links it is, or one whose `alsoMatches` paths contain it.
 * Undefined for pages outside the five sections (e.g. /login, /Rules).
 */
export function sectionForPath(
  pathname: string,
  sections: readonly NavSection[] = MAIN_NAVIGATION,
): NavSection | undefined {
  const exact = sections.find(
    (section) =>
      isCurrentPath(section.href, pathname) ||
      section.links.some((link) => isCurrentPath(link.href, pathname)),
  );
  if (exact) return exact;
  return sections.find(
    (section) =>
      (section.href !== '/' && isWithin(section.href, pathname)) ||
      section.links.some((link) => isWithin(link.href, pathname)) ||
      (section.alsoMatches ?? []).some((path) => isWithin(path, pathname)),
  );
}
