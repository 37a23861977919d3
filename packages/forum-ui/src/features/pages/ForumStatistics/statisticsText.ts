/**
 * The Forum Statistics page's texts (spec, sections 2, 7 and 8). Texts quoted from the spec
 * (docs/spec/public-site.md) are marked "spec"; the rest are the product's own words. Kept with
 * the page, so that its chunk carries only its own words.
 */

/**
 * What the page shows when the statistics call fails (spec: "fixed fallback numbers"; the
 * numbers themselves are not given). Round figures of the right order for a forum of this size,
 * marked on the page as approximate.
 */
export const FALLBACK_STATISTICS = {
  threads: 1200,
  posts: 8500,
  members: 3400,
} as const;

export const statisticsText = {
  title: 'Forum Statistics',
  intro: (siteName: string) => `The ${siteName} community in numbers.`,
  threads: 'Threads',
  posts: 'Posts',
  members: 'Members',
  latestMember: 'Latest member',
  latestMemberWelcome: 'Welcome to the community!',
  noLatestMember: 'Not available right now.',
  loading: 'Loading...',
  fallbackTitle: 'Approximate figures',
  fallbackBody:
    'The latest numbers could not be loaded just now, so these are approximate. Everything else on the site works as usual.',
  tryAgain: 'Try again',
  retrying: 'Loading...',
  approximate: 'Approximate',
} as const;
