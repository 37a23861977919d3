/**
 * Addresses of the things lists link to. Pure functions: one convention for the whole site.
 *
 * A thread's address uses its slug when it has a usable one (readable, and what search results
 * link with), else its id: `/threads/best-budget-gpus-42` or `/threads/42`. A slug made only of
 * digits would read as an id on the thread page (see `threadLookup` in @forum/api), so such a
 * slug falls back to the id too.
 */

/** What a thread address needs: an id, and a slug when there is one. */
export interface ThreadAddress {
  id: number;
  slug?: string | null;
}

function usableSlug(slug: string | null | undefined): string | undefined {
  const value = slug?.trim();
  return value && !/^\d+$/.test(value) ? value : undefined;
}

/** The thread page of a thread: `/threads/{slug}`, or `/threads/{id}` without a usable slug. */
export function threadPath(thread: ThreadAddress): string {
  const slug = usableSlug(thread.slug);
  return `/threads/${slug === undefined ? thread.id : encodeURIComponent(slug)}`;
}

/** A member's public page: `/users/{id}`. */
export function userPath(id: number): string {
  return `/users/${id}`;
}

/**
 * The paged list pages, by list id (see features/browse/PagedList/pagedLists.ts). Kept apart from
 * that table so that a page linking to a list (the home page) does not download the table.
 */
export const LIST_PATHS = {
  featured: '/FeaturedArticles',
  latest: '/LatestNews',
  popular: '/PopularDiscussions',
  trending: '/TrendingContent',
  news: '/MainNewsSection',
  'tech-news': '/TechIndustryNews',
  products: '/ProductLaunches',
  events: '/TechEvents',
  gaming: '/GamingDiscussion',
  'general-tech': '/GeneralTechDiscussion',
  hardware: '/HardwareDiscussion',
  support: '/TechSupport',
  new: '/threads?filter=new',
} as const;
