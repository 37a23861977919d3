/**
 * Search: the search page (basic and advanced), typed searches, categories (GET /search with
 * type=categories) and the search bar's suggestions. A search runs only for a trimmed query of at
 * least 3 characters, suggestions from 2 (spec); the debounce of 300 ms belongs to the input.
 */
import { keepPreviousData, useQuery, type QueryFunction } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import type { Operation } from './keys.ts';
import {
  AUTOCOMPLETE_MIN_LENGTH,
  PAGE_SIZES,
  SEARCH_MIN_LENGTH,
  apiQuery,
  enabledWith,
  type QueryHookOptions,
  type QueryParams,
} from './shared.ts';

export const operations = [
  ['get', '/search'],
  ['get', '/search/advanced'],
  ['get', '/search/autocomplete'],
  ['get', '/search/threads'],
  ['get', '/search/posts'],
  ['get', '/search/users'],
] as const satisfies readonly Operation[];

export type SearchParams = QueryParams<'search'>;
export type AdvancedSearchParams = QueryParams<'advancedSearch'>;
export type SearchThreadsParams = QueryParams<'searchThreads'>;
export type SearchPostsParams = QueryParams<'searchPosts'>;
export type SearchUsersParams = QueryParams<'searchUsers'>;
export type SearchType = components['schemas']['SearchType'];
export type Suggestion = components['schemas']['Suggestion'];
export type SearchResult = components['schemas']['SearchResult'];
type Role = components['schemas']['Role'];

/** Whether a query is long enough to search (trimmed, at least 3 characters). */
export function isSearchable(q: string | null | undefined): boolean {
  return (q ?? '').trim().length >= SEARCH_MIN_LENGTH;
}

/** Whether a query is long enough for suggestions (trimmed, at least 2 characters). */
export function wantsSuggestions(q: string | null | undefined): boolean {
  return (q ?? '').trim().length >= AUTOCOMPLETE_MIN_LENGTH;
}

/** The suggestions of an autocomplete answer, read as `data` or as a bare array (spec). */
export function suggestionsOf(
  body: { data?: Suggestion[] } | Suggestion[] | null | undefined,
): Suggestion[] {
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.data) ? body.data : [];
}

/** The params with a trimmed q and the page size given when the caller sets none. */
function withDefaults<P extends { q: string; per_page?: number }>(params: P, perPage?: number): P {
  return {
    ...params,
    q: params.q.trim(),
    ...(params.per_page === undefined && perPage ? { per_page: perPage } : {}),
  };
}

/** GET /search as the search page calls it: 20 per page unless per_page is given. */
export function useSearch(params: SearchParams, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/search',
      { params: { query: withDefaults(params, PAGE_SIZES.search) } },
      {
        ...options,
        enabled: enabledWith(isSearchable(params.q), options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** GET /search/advanced: the search page in advanced mode (adds date_from, date_to), 20 per page. */
export function useAdvancedSearch(params: AdvancedSearchParams, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/search/advanced',
      { params: { query: withDefaults(params, PAGE_SIZES.search) } },
      {
        ...options,
        enabled: enabledWith(isSearchable(params.q), options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/**
 * The search page's results in one query: GET /search in basic mode (query, type and page
 * only) or GET /search/advanced with the filters, 20 per page. One query for both modes, so
 * moving between modes, groups, filters and pages keeps the previous results (as placeholder
 * data) while the next ones load.
 *
 * With a `role` (advanced mode), the users group (`type: users`) comes from GET /search/users
 * (q, role, sort, page, per_page), the one call that narrows users by role; the dates, the
 * category and the author do not apply to it. Other types ignore the role.
 */
export function searchResultsOptions(
  api: ApiClient,
  params: AdvancedSearchParams,
  { advanced, role }: { advanced: boolean; role?: Role },
) {
  const { hooks } = api;
  const query = withDefaults(params, PAGE_SIZES.search);
  const request =
    advanced && role && query.type === 'users'
      ? hooks.queryOptions('get', '/search/users', {
          params: {
            query: {
              q: query.q,
              role,
              ...(query.sort && query.sort !== 'relevance' ? { sort: query.sort } : {}),
              page: query.page,
              per_page: query.per_page,
            },
          },
        })
      : advanced
        ? hooks.queryOptions('get', '/search/advanced', { params: { query } })
        : hooks.queryOptions('get', '/search', {
            params: {
              query: { q: query.q, type: query.type, page: query.page, per_page: query.per_page },
            },
          });
  return {
    queryKey: request.queryKey as readonly unknown[],
    queryFn: request.queryFn as QueryFunction<SearchResult, readonly unknown[]>,
  };
}

/** The search page's results (searchResultsOptions); no call for a query too short to search. */
export function useSearchResults(
  params: AdvancedSearchParams,
  { advanced, role, ...options }: QueryHookOptions & { advanced: boolean; role?: Role },
) {
  return apiQuery(
    useQuery({
      ...searchResultsOptions(useApi(), params, { advanced, role }),
      ...options,
      enabled: enabledWith(isSearchable(params.q), options),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Categories search: GET /search with type=categories. */
export function useSearchCategories(
  params: Omit<SearchParams, 'type'>,
  options?: QueryHookOptions,
) {
  return useSearch({ ...params, type: 'categories' }, options);
}

/** GET /search/threads (the API's page size unless per_page is given). */
export function useSearchThreads(params: SearchThreadsParams, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/search/threads',
      { params: { query: withDefaults(params) } },
      {
        ...options,
        enabled: enabledWith(isSearchable(params.q), options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** GET /search/posts. */
export function useSearchPosts(params: SearchPostsParams, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/search/posts',
      { params: { query: withDefaults(params) } },
      {
        ...options,
        enabled: enabledWith(isSearchable(params.q), options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** GET /search/users (role filter; the server sorts by name by default). */
export function useSearchUsers(params: SearchUsersParams, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/search/users',
      { params: { query: withDefaults(params) } },
      {
        ...options,
        enabled: enabledWith(isSearchable(params.q), options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** How long an answer for a query is reused without asking again (suggestions change slowly). */
export const AUTOCOMPLETE_STALE_MS = 5 * 60_000;

/**
 * GET /search/autocomplete: the search bar's suggestions, fetched only once the trimmed query has
 * 2 characters. `data` is the list of suggestions (strings or tagged objects).
 *
 * The caller debounces `q` (the 300 ms belong to the field). The rest is TanStack Query's:
 * - the query key is the trimmed query, so an answer is only ever read for its own query (an
 *   older answer arriving late lands in its own cache entry, never in the newer one);
 * - the query function hands its `signal` to fetch (openapi-fetch), and a query left without an
 *   observer when the key moves on is cancelled: a superseded request is aborted;
 * - answers are cached (`staleTime`), so going back to a query asks nothing again;
 * - a failure is only logged (spec), never retried, and an abort is not a failure.
 */
export function autocompleteOptions(api: ApiClient, q: string, type: SearchType = 'all') {
  const trimmed = q.trim();
  const request = api.hooks.queryOptions('get', '/search/autocomplete', {
    params: { query: { q: trimmed, type } },
  });
  type Body = Parameters<typeof suggestionsOf>[0];
  const ask = request.queryFn as QueryFunction<Body, readonly unknown[]>;
  return {
    queryKey: request.queryKey as readonly unknown[],
    queryFn: async (context: Parameters<typeof ask>[0]) => {
      try {
        return await ask(context);
      } catch (error) {
        if (!context.signal.aborted)
          console.error(`Search suggestions for "${trimmed}" failed:`, error);
        throw error;
      }
    },
    staleTime: AUTOCOMPLETE_STALE_MS,
    retry: false,
  };
}

/** The suggestions for `q` (autocompleteOptions), asked only from 2 characters. */
export function useAutocomplete(q: string, type: SearchType = 'all', options?: QueryHookOptions) {
  return apiQuery(
    useQuery({
      ...autocompleteOptions(useApi(), q, type),
      ...options,
      enabled: enabledWith(wantsSuggestions(q), options),
      select: suggestionsOf,
    }),
  );
}
