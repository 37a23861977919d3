/**
 * Every text of the browsing screens (the home page, the paged list pages, trending and the new
 * threads list), in one module so that the screens, their stories and tests use the same words.
 * Texts quoted from the spec (docs/spec/public-site.md, sections 2, 8 and 9) are marked "spec"; the
 * rest are the product's own words for what the spec describes without quoting.
 */

/** Names of the lists and pages. */
export const browseTitles = {
  featuredArticles: 'Featured Articles', // spec
  latestNews: 'Latest News', // spec
  popularDiscussions: 'Popular Discussions', // spec
  newTopics: 'New Topics', // spec
  trendingContent: 'Trending Content', // spec
  advertisements: 'Advertisements', // spec
  newsSection: 'News Section', // spec (route table: "News section")
  techIndustryNews: 'Tech Industry News', // spec
  productLaunches: 'Product Launches', // spec
  techEvents: 'Tech Events', // spec
  gamingDiscussion: 'Gaming Discussion', // spec
  generalTechDiscussion: 'General Tech Discussion', // spec
  hardwareDiscussion: 'Hardware Discussion', // spec
  techSupport: 'Tech Support', // spec
  newThreads: 'New Threads',
} as const;

/** One line under each page's title. */
export const browseIntros = {
  featuredArticles: 'Hand-picked threads the moderators think are worth your time.',
  latestNews: 'The newest threads across the whole forum.',
  popularDiscussions: 'The threads with the most likes, replies and views.',
  trendingContent: 'What the community is talking about right now.',
  newsSection:
    'Technology news from the community: industry news, product launches and tech events.',
  techIndustryNews: 'What is happening in the technology industry.',
  productLaunches: 'New phones, laptops, parts and gadgets, as they are announced.',
  techEvents: 'Conferences, expos, launches and meet-ups worth knowing about.',
  gamingDiscussion: 'Games, consoles, builds and help with gaming set-ups.',
  generalTechDiscussion: 'Anything tech: questions, opinions and chat.',
  hardwareDiscussion: 'Devices, components and builds.',
  techSupport: 'Ask for help with computers, phones and software.',
  newThreads: 'Threads started most recently, newest first.',
} as const;

/** The forum topics' names in 'No {topic} threads yet'. */
export const browseTopics = {
  gaming: 'Gaming',
  generalTech: 'General Tech',
  hardware: 'Hardware',
  techSupport: 'Tech Support',
} as const;

export const browseMessages = {
  /** The empty state of the four forum topic pages. */
  noTopicThreads: (topic: string) => `No ${topic} threads yet`, // spec
  /** Under it: the invitation to start the discussion. */
  startTheDiscussion: 'Be the first to start the discussion: ask a question or share something.',
  /** The empty state of the other lists. */
  noThreads: 'No threads here yet',
  noThreadsYet: 'Nothing to show here yet. New threads appear as soon as they are approved.',
  /** The total of a server-paged list, next to its title: '(59 threads)'. */
  threadCount: (count: number, formatted: string) =>
    `(${formatted} ${count === 1 ? 'thread' : 'threads'})`, // spec: '(N threads)'
  /** The paged lists' loading text. */
  loadingThreads: 'Loading threads...',
  /** A list that failed to load shows no threads (spec, section 8) and says so. */
  listFailedTitle: (list: string) => `${list} could not be loaded`,
  listFailed: 'No threads are shown because loading them failed. Try again in a moment.',
  /** Announced after Load More. */
  showingCount: (shown: number, total: number, list: string) =>
    `Showing ${shown} of ${total} in ${list}`,
} as const;

/** Buttons and links. */
export const browseText = {
  loadMore: 'Load More', // spec
  previous: 'Previous', // spec
  next: 'Next', // spec
  /** 'Page x of y' (spec) is the Pager's own text. */
  retry: 'Retry',
  retrying: 'Retrying...',
  viewAll: 'View all',
  startADiscussion: 'Start a Discussion',
  pagesOf: (list: string) => `${list} pages`,
  /** The main column and the sidebar of the home page. */
  homeIntro: 'Technology news and discussion for enthusiasts, developers and gamers.',
  newsTopics: 'News topics',
} as const;

/** The Advertisements block: the community's own house ads. */
export const browseAds = {
  label: 'From the community',
  shoutboxTitle: 'Say hi in the Shoutbox',
  shoutboxText:
    'Quick questions, build pics and kamustahan: the Shoutbox is where members chat in real time.',
  shoutboxAction: 'Open the Shoutbox',
  topicTitle: 'Got a tech question?',
  topicText:
    'Thousands of enthusiasts, developers and gamers are here to help. Start a topic and get answers.',
  topicAction: 'Create a Topic',
} as const;
