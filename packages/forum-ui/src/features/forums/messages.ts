/**
 * Every text of the forum pages: the forum index (/Forums, /Forum) with its latest-thread list,
 * and the category page (/Forum/{slug}). Texts quoted from the spec (docs/spec/public-site.md,
 * sections 2 and 8) are marked "spec"; the rest are the product's own words for what the spec
 * describes.
 */

export const forumMessages = {
  // ── forum index ──
  categoriesFailed: 'Failed to load categories', // spec
  // ── category page ──
  categoryFailed: 'Failed to fetch category data', // spec
  categoryNotFound: 'The requested category does not exist.', // spec
  noThreads: 'No threads available in this category.', // spec
} as const;

/** Headings, labels and button texts of the forum pages. */
export const forumText = {
  forumCategories: 'Forum Categories', // spec
  forumIntro: 'Pick a board to read its threads, or start a new one.',
  newThread: 'New Thread', // spec
  newThreadGuestHint: 'Log in to start a thread.',
  loadingCategories: 'Loading categories...',
  noCategories: 'No forum categories yet',
  noCategoriesHint: 'Boards appear here once an administrator has approved them.',
  subcategories: (title: string) => `${title} boards`,
  threadCount: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? 'thread' : 'threads'}`,
  postCount: (count: number, formatted: string) => `${formatted} ${count === 1 ? 'post' : 'posts'}`,
  latestThreads: 'Latest Threads',
  loadingLatest: 'Loading latest threads...',
  latestUnavailable: 'Latest threads unavailable',
  latestFailed: 'Latest threads could not be loaded, so this list is empty for now.',
  noLatest: 'No threads yet',
  noLatestHint: 'Be the first to start a discussion.',
  latestPager: 'Latest threads pages',
  // ── category page ──
  category: 'Forum category',
  breadcrumb: 'Breadcrumb',
  categoryNotFoundTitle: 'Category not found',
  categoryNotFoundHint: 'It may have been renamed or removed. The forum index lists every board.',
  noThreadsHint: 'Be the first to start a discussion here.',
  loadingCategory: 'Loading category...',
  loadingPage: 'Loading page...',
  categoryThreads: (title: string) => `Threads in ${title}`,
  categoryPager: 'Category pages',
  backToForums: 'Back to Forum Categories',
  startDiscussion: 'Start the discussion',
  retry: 'Retry',
} as const;
