/** Every word the site frame shows, with the spec's texts as defaults. */
export interface SiteLayoutLabels {
  skipToContent: string;
  /** Name of the header's navigation landmark. */
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  /** Name of the search landmark. */
  searchRegion: string;
  /** The search field's label. */
  search: string;
  searchPlaceholder: string;
  /** The search submit button's name. */
  submitSearch: string;
  /** Name of the account area. */
  account: string;
  logIn: string;
  signUp: string;
  /** The link to what this device keeps for reading offline. */
  saved: string;
  logout: string;
  /** Shown in the profile link when the user's name is empty. */
  profileFallback: string;
  createTopic: string;
  trendingOn: (siteName: string) => string;
  footerStatement: (siteName: string) => string;
  /** Name of the footer's navigation landmark. */
  footerNavigation: string;
  loading: string;
}

export const DEFAULT_SITE_LAYOUT_LABELS: SiteLayoutLabels = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  searchRegion: 'Site search',
  search: 'Search',
  searchPlaceholder: 'Search threads, posts, users...',
  submitSearch: 'Search',
  account: 'Account',
  logIn: 'Log in',
  signUp: 'Signup',
  saved: 'Saved',
  logout: 'Logout',
  profileFallback: 'Your profile',
  createTopic: 'Create Topic',
  trendingOn: (siteName) => `Trending on ${siteName}`,
  footerStatement: (siteName) =>
    `${siteName} does not host any files on its servers. All shared links and files are the responsibility of the users who post them.`,
  footerNavigation: 'Footer',
  loading: 'Initializing application...',
};
