/**
 * The home page's lists as data (spec, docs/spec/public-site.md sections 2 and 9): which threads
 * each shows, where, how many at first, and where its 'View all' goes. Pure module: no React.
 */
import type { HomeList } from '@forum/api';
import { LIST_PATHS, type ThreadListMeta } from '@forum/forum-ui/design-system';
import { browseTitles } from '../messages.ts';

export type HomeListId = 'featured' | 'latest' | 'popular' | 'newTopics' | 'trending';

export interface HomeListConfig {
  id: HomeListId;
  title: string;
  /** The request it reads: lists with the same source share one request. */
  source: HomeList;
  /** Items shown before Load More (spec: 6, 6, 5, 10, 10). */
  initial: number;
  placement: 'main' | 'sidebar';
  /** The page with the whole list. */
  viewAll: string;
  /** The facts each item shows under its title. */
  meta: readonly ThreadListMeta[];
}

/** Load More adds this many (spec, section 9). */
export const LOAD_MORE_STEP = 5;

/** The five lists, in reading order: the main column, then the sidebar. */
export const HOME_LISTS: readonly HomeListConfig[] = [
  {
    id: 'featured',
    title: browseTitles.featuredArticles,
    source: 'featured',
    initial: 6,
    placement: 'main',
    viewAll: LIST_PATHS.featured,
    meta: ['author', 'date', 'replies'],
  },
  {
    id: 'latest',
    title: browseTitles.latestNews,
    source: 'latest',
    initial: 6,
    placement: 'main',
    viewAll: LIST_PATHS.latest,
    meta: ['author', 'date', 'replies'],
  },
  {
    id: 'popular',
    title: browseTitles.popularDiscussions,
    source: 'popular',
    initial: 5,
    placement: 'main',
    viewAll: LIST_PATHS.popular,
    meta: ['author', 'date', 'replies'],
  },
  {
    id: 'newTopics',
    title: browseTitles.newTopics,
    source: 'latest',
    initial: 10,
    placement: 'sidebar',
    viewAll: LIST_PATHS.new,
    meta: ['date'],
  },
  {
    id: 'trending',
    title: browseTitles.trendingContent,
    source: 'popular',
    initial: 10,
    placement: 'sidebar',
    viewAll: LIST_PATHS.trending,
    meta: ['replies'],
  },
];

/** How many a list shows after one more Load More: five more, never more than there are. */
export function showMore(shown: number, total: number, step: number = LOAD_MORE_STEP): number {
  return Math.max(0, Math.min(total, shown + step));
}

/** Whether Load More has anything left to show. */
export function hasMore(shown: number, total: number): boolean {
  return shown < total;
}
