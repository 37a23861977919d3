/**
 * What each page of the route table (pages.ts) reads as a guest, by its page module: the very
 * query options its screen's hooks build (from @forum/api), computed from the address's params
 * and search. The server fetches exactly this, in parallel, before its one render; the browser
 * starts the same fetches at a click, alongside the page's code, and prefetches them on intent
 * (navigation/NavigationPrefetch.tsx). A page the server renders without an entry here reads
 * nothing but what the frame reads.
 *
 * Its own module, beside the table, for one reason: these functions and the screens' helpers
 * they call (the paged lists, the search page's address) are sizeable, and the table is in every
 * first visit's entry chunk (npm run bench:bundle; docs/performance.md). The browser loads this
 * module once the first page is on screen, before any click.
 */
import type { Params } from 'react-router-dom';
import type { FetchQueryOptions } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  autocompleteOptions,
  categoriesOptions,
  categoryThreadsBySlugOptions,
  homeListParams,
  isSearchable,
  metaTagsOptions,
  searchResultsOptions,
  siteStatisticsOptions,
  threadLookup,
  threadOptions,
  threadsOptions,
  userStatsOptions,
  wantsSuggestions,
  type ApiClient,
} from '@forum/api';
import { pageFromSearch } from '@forum/forum-ui/design-system';
import { suggestionQuery } from '@forum/forum-ui/connected';
import { PAGED_LISTS, fetchParams } from '@forum/forum-ui/features/browse';
import { memberIdFrom } from '@forum/forum-ui/features/members';
import { readSearchState, searchRequest, userRoleOf } from '@forum/forum-ui/features/search';
import { matchRoute, type PageModuleName, type PageRoute, type RouteMatch } from './pages.ts';

/** What a page's data is computed from. */
export interface PageContext {
  /** The page's entry of the route table. */
  route: PageRoute;
  /** The address's params (`:slug`, `:idOrSlug`, ...), as React Router matched them. */
  params: Params;
  /** The address's query string. */
  search: URLSearchParams;
  /** The API client whose query options the screens' hooks use. */
  api: ApiClient;
}

/**
 * One query a page reads: the options its screen's hook builds (key, function, staleTime), each
 * typed for its own data. The table only hands them to a QueryClient (queryOptionsOf).
 */
export interface PageQuery {
  readonly queryKey: readonly unknown[];
}

/** A page's query as the QueryClient's fetch and prefetch take it (the one widening of its type). */
export const queryOptionsOf = (query: PageQuery) => query as FetchQueryOptions;

type Reads = (context: PageContext) => readonly (PageQuery | false | undefined)[];

/** The search page's reads, as SearchScreen's hooks make them for the address's search. */
const searchPage: Reads = ({ api, search }) => {
  const state = readSearchState(search);
  const advanced = state.mode === 'advanced';
  const role = userRoleOf(state);
  const searchable = isSearchable(state.q);
  const typed = suggestionQuery(state.q);
  return [
    searchable && searchResultsOptions(api, searchRequest(state), { advanced, role }),
    // The counts of every group, when the page shows one group.
    searchable &&
      state.group !== 'all' &&
      searchResultsOptions(api, searchRequest(state, 'all', 1), { advanced }),
    // The users narrowed by role, when the page shows another group.
    searchable &&
      role !== undefined &&
      state.group !== 'users' &&
      searchResultsOptions(api, searchRequest(state, 'users', 1), { advanced, role }),
    advanced && categoriesOptions(api, {}),
    // The search field's suggestions for the text it opens with.
    typed !== null && wantsSuggestions(typed) && autocompleteOptions(api, typed),
  ];
};

/** Each page module's reads, besides its meta tags (every page reads its own). */
export const PAGE_DATA: Partial<Record<PageModuleName, Reads>> = {
  home: ({ api }) =>
    (['featured', 'latest', 'popular'] as const).map((list) =>
      threadsOptions(api, homeListParams(list)),
    ),
  'paged-list': ({ api, route, search }) => [
    route.list !== undefined &&
      threadsOptions(api, fetchParams(PAGED_LISTS[route.list], pageFromSearch(search))),
  ],
  forums: ({ api }) => [
    categoriesOptions(api, { top_level: true }),
    threadsOptions(api, { sort: 'latest', per_page: PAGE_SIZES.forum }),
  ],
  'forum-category': ({ api, params, search }) => [
    Boolean(params.slug) &&
      categoryThreadsBySlugOptions(
        api,
        params.slug ?? '',
        pageFromSearch(search),
        PAGE_SIZES.categoryThreads,
      ),
  ],
  thread: ({ api, params }) => [
    threadLookup(params.idOrSlug) !== undefined && threadOptions(api, params.idOrSlug),
  ],
  member: ({ api, params }) => {
    const id = memberIdFrom(params.id);
    return [id !== null && userStatsOptions(api, id)];
  },
  search: searchPage,
  'forum-statistics': ({ api }) => [siteStatisticsOptions(api)],
};

/**
 * The queries the page at `url` (path and search) reads, as the route table and this module
 * declare them: its meta tags, then its own. None for a page the server does not render.
 */
export function pageQueries(url: string, api: ApiClient): PageQuery[] {
  const parsed = new URL(url, 'http://site.invalid');
  return pageQueriesOf(matchRoute(parsed.pathname), parsed.searchParams, api);
}

/** pageQueries for an address the caller has matched already (the server, once per request). */
export function pageQueriesOf(
  { page: route, params }: RouteMatch,
  search: URLSearchParams,
  api: ApiClient,
): PageQuery[] {
  if (!route || route.render !== 'server') return [];
  const context: PageContext = { route, params, search, api };
  const own = PAGE_DATA[route.module]?.(context) ?? [];
  return [
    metaTagsOptions(api, route.pageKey),
    ...own.filter((query): query is PageQuery => Boolean(query)),
  ];
}
