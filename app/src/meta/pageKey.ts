/**
 * The meta-tag page key of a path (spec: "page key derived from the path"). The spec lists the
 * keys, not the mapping; these choices follow each page's section, and anything unknown is 'home'.
 */
export const PAGE_KEYS = [
  'home',
  'login',
  'signup',
  'contact',
  'about',
  'news',
  'forum',
  'articles',
  'discussions',
  'tech-news',
  'products',
  'events',
  'gaming',
  'general-tech',
  'hardware',
  'support',
  'team',
  'profile',
  'trending',
  'statistics',
  'shoutbox',
  'search',
  'admin',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

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
