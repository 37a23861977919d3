/**
 * The paged list pages as data: one row per page, read by the one PagedList screen. Pure module:
 * no React. The spec's constants (docs/spec/public-site.md, sections 2 and 9) live here and nowhere
 * else: page sizes, what is fetched, client or server paging, which pages show a window of ±2 page
 * numbers, which show a total, and which have the forum topics' empty state.
 */
import { PAGE_SIZES, type ThreadListParams } from '@forum/api';
import { browseIntros, browseTitles, browseTopics } from '../messages.ts';
import { LIST_PATHS, slicePage, totalPages, clampPage } from '@forum/forum-ui/design-system';

export type PagedListId = keyof typeof LIST_PATHS;

/** The forum topics that map to a category (spec: "Topic pages map to category slugs"). */
export type ForumTopic = 'general' | 'hardware' | 'gaming' | 'support';

/** Topic → category slug (spec, section 2). */
export const TOPIC_CATEGORIES: Readonly<Record<ForumTopic, string>> = {
  general: 'general-discussions-chat',
  hardware: 'device-hardware',
  gaming: 'gaming-support',
  support: 'computer-support',
};

/**
 * The category slug of a topic; undefined (the list is unfiltered) for no topic or one without
 * a mapping.
 */
export function categoryForTopic(topic: string | null | undefined): string | undefined {
  if (!topic || !Object.hasOwn(TOPIC_CATEGORIES, topic)) return undefined;
  return TOPIC_CATEGORIES[topic as ForumTopic];
}

/**
 * How the page numbers are shown:
 * - `all`: Previous / Next and every page number (Featured, Latest, Popular, Hardware);
 * - `window`: Previous / Next and the numbers two either side of the current page;
 * - `simple`: Previous / Next and 'Page x of y' (trending).
 */
export type PagerStyle = 'all' | 'window' | 'simple';

export interface PagedList {
  id: PagedListId;
  /** The route, for links to the page. */
  path: string;
  title: string;
  intro: string;
  /** Which threads: featured, or sorted; and the forum topic whose category filters them. */
  filter: { featured?: true; sort: 'latest' | 'popular'; topic?: ForumTopic };
  /** Threads a page shows. */
  pageSize: number;
  /**
   * `client`: one fetch of `fetchSize` threads, split into pages in the browser;
   * `server`: one fetch per page, and the total comes from the server.
   */
  paging: 'client' | 'server';
  /** Threads fetched at once in client paging. */
  fetchSize: number;
  pager: PagerStyle;
  /** 'Gaming' gives the empty state 'No Gaming threads yet' with an invitation to post. */
  emptyTopic?: string;
  /** Show the total as '(N threads)' by the title. */
  showTotal?: boolean;
  /** Links shown under the intro (the news section's topics). */
  related?: readonly PagedListId[];
}

const NEWS_PAGE_SIZE = 10;
const LIST_PAGE_SIZE = 8;
const TRENDING_PAGE_SIZE = 5;

/** What most pages share: 50 fetched, 8 a page, paged in the browser, every page number. */
const base = {
  pageSize: LIST_PAGE_SIZE,
  paging: 'client',
  fetchSize: PAGE_SIZES.pagedList,
  pager: 'all',
} as const;

/** The news pages: 10 a page with a ±2 window. No topic maps them to a category: unfiltered. */
const news = { ...base, pageSize: NEWS_PAGE_SIZE, pager: 'window' } as const;

/** Every paged list page, by id. */
export const PAGED_LISTS: Readonly<Record<PagedListId, PagedList>> = {
  featured: {
    ...base,
    id: 'featured',
    path: LIST_PATHS.featured,
    title: browseTitles.featuredArticles,
    intro: browseIntros.featuredArticles,
    filter: { featured: true, sort: 'latest' },
  },
  latest: {
    ...base,
    id: 'latest',
    path: LIST_PATHS.latest,
    title: browseTitles.latestNews,
    intro: browseIntros.latestNews,
    filter: { sort: 'latest' },
  },
  popular: {
    ...base,
    id: 'popular',
    path: LIST_PATHS.popular,
    title: browseTitles.popularDiscussions,
    intro: browseIntros.popularDiscussions,
    filter: { sort: 'popular' },
  },
  trending: {
    ...base,
    id: 'trending',
    path: LIST_PATHS.trending,
    title: browseTitles.trendingContent,
    intro: browseIntros.trendingContent,
    filter: { sort: 'popular' },
    pageSize: TRENDING_PAGE_SIZE,
    fetchSize: PAGE_SIZES.trending,
    pager: 'simple',
  },
  news: {
    ...news,
    id: 'news',
    path: LIST_PATHS.news,
    title: browseTitles.newsSection,
    intro: browseIntros.newsSection,
    filter: { sort: 'latest' },
    related: ['tech-news', 'products', 'events'],
  },
  'tech-news': {
    ...news,
    id: 'tech-news',
    path: LIST_PATHS['tech-news'],
    title: browseTitles.techIndustryNews,
    intro: browseIntros.techIndustryNews,
    filter: { sort: 'latest' },
  },
  products: {
    ...news,
    id: 'products',
    path: LIST_PATHS.products,
    title: browseTitles.productLaunches,
    intro: browseIntros.productLaunches,
    filter: { sort: 'latest' },
  },
  events: {
    ...news,
    id: 'events',
    path: LIST_PATHS.events,
    title: browseTitles.techEvents,
    intro: browseIntros.techEvents,
    filter: { sort: 'latest' },
  },
  gaming: {
    ...base,
    id: 'gaming',
    path: LIST_PATHS.gaming,
    title: browseTitles.gamingDiscussion,
    intro: browseIntros.gamingDiscussion,
    filter: { sort: 'latest', topic: 'gaming' },
    pager: 'window',
    emptyTopic: browseTopics.gaming,
  },
  'general-tech': {
    ...base,
    id: 'general-tech',
    path: LIST_PATHS['general-tech'],
    title: browseTitles.generalTechDiscussion,
    intro: browseIntros.generalTechDiscussion,
    filter: { sort: 'latest', topic: 'general' },
    pager: 'window',
    emptyTopic: browseTopics.generalTech,
  },
  hardware: {
    ...base,
    id: 'hardware',
    path: LIST_PATHS.hardware,
    title: browseTitles.hardwareDiscussion,
    intro: browseIntros.hardwareDiscussion,
    filter: { sort: 'latest', topic: 'hardware' },
    paging: 'server',
    emptyTopic: browseTopics.hardware,
    showTotal: true,
  },
  support: {
    ...base,
    id: 'support',
    path: LIST_PATHS.support,
    title: browseTitles.techSupport,
    intro: browseIntros.techSupport,
    filter: { sort: 'latest', topic: 'support' },
    pager: 'window',
    emptyTopic: browseTopics.techSupport,
  },
  new: {
    ...base,
    id: 'new',
    path: LIST_PATHS.new,
    title: browseTitles.newThreads,
    intro: browseIntros.newThreads,
    filter: { sort: 'latest' },
  },
};

/**
 * The GET /threads params of a page of a list. Client paging asks for the same `fetchSize`
 * threads whatever the page (so every page, and any other list asking the same, shares one
 * request); server paging asks for the page itself.
 */
export function fetchParams(list: PagedList, page: number): ThreadListParams {
  const category = categoryForTopic(list.filter.topic);
  const params: ThreadListParams = {
    ...(list.filter.featured ? { featured: true } : {}),
    sort: list.filter.sort,
    ...(category ? { category } : {}),
  };
  return list.paging === 'server'
    ? { ...params, per_page: list.pageSize, page: Math.max(1, Math.floor(page)) }
    : { ...params, per_page: list.fetchSize };
}

/** The fetched answer, as much of it as a page needs. */
export interface FetchedThreads<T> {
  data: readonly T[];
  meta?: { current_page?: number; last_page?: number; total?: number } | null;
}

export interface ListPage<T> {
  /** The threads this page shows. */
  threads: T[];
  /** The page shown (the one asked for, within range). */
  page: number;
  lastPage: number;
  /** All threads of the list (for '(N threads)'). */
  total: number;
  /** The position of the first thread in the whole list (for the badge colours). */
  startIndex: number;
}

/**
 * The threads, page and page count a list page shows, from what was fetched: a slice of the
 * fetched threads in client paging, the server's page and totals in server paging.
 */
export function listPage<T>(
  list: PagedList,
  fetched: FetchedThreads<T>,
  page: number,
): ListPage<T> {
  if (list.paging === 'client') {
    const lastPage = totalPages(fetched.data.length, list.pageSize);
    const current = clampPage(page, lastPage);
    return {
      threads: slicePage(fetched.data, current, list.pageSize),
      page: current,
      lastPage,
      total: fetched.data.length,
      startIndex: (current - 1) * list.pageSize,
    };
  }
  const total = fetched.meta?.total ?? fetched.data.length;
  const lastPage = Math.max(1, fetched.meta?.last_page ?? totalPages(total, list.pageSize));
  const current = clampPage(fetched.meta?.current_page ?? page, lastPage);
  return {
    threads: [...fetched.data],
    page: current,
    lastPage,
    total,
    startIndex: (current - 1) * list.pageSize,
  };
}
