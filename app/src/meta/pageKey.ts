import { META_PAGE_KEYS, type MetaPageKey } from '@forum/api/meta-pages';

/**
 * The meta-tag page key of a path (spec: "page key derived from the path"). The spec lists the
 * keys, not the mapping; these choices follow each page's section, and anything unknown is 'home'.
 */
export const PAGE_KEYS = META_PAGE_KEYS;

export type PageKey = MetaPageKey;

/** First path segment (case-insensitive) to page key. */
const BY_SEGMENT: Record<string, PageKey> = {
  '': 'home',
  login: 'login',
  'login-test': 'login',
  forgetpassword: 'login',
  'resend-verification': 'login',
  'verify-email': 'login',
  signup: 'signup',
  contactus: 'contact',
  contactform: 'contact',
  aboutus: 'about',
  teamintroduction: 'team',
  mainnewssection: 'news',
  techindustrynews: 'tech-news',
  productlaunches: 'products',
  techevents: 'events',
  featuredarticles: 'articles',
  latestnews: 'articles',
  populardiscussions: 'discussions',
  threads: 'discussions',
  thread: 'discussions',
  trendingcontent: 'trending',
  forums: 'forum',
  forum: 'forum',
  rules: 'forum',
  threadform: 'forum',
  'pending-approval': 'forum',
  users: 'profile',
  gamingdiscussion: 'gaming',
  generaltechdiscussion: 'general-tech',
  hardwarediscussion: 'hardware',
  techsupport: 'support',
  userprofile: 'profile',
  'profile-demo': 'profile',
  'profile-test': 'profile',
  'auth-test': 'profile',
  forumstatistics: 'statistics',
  shoutbox: 'shoutbox',
  search: 'search',
  admin: 'admin',
  categories: 'admin',
};

export function pageKeyFor(pathname: string): PageKey {
  const segment = (pathname.split('/')[1] ?? '').toLowerCase();
  return BY_SEGMENT[segment] ?? 'home';
}
