/**
 * The search page's state lives in the URL, so Back, a reload and a shared link reproduce the
 * same results: `?q=gpu&mode=advanced&category=hardware&author=kat&date_from=2026-01-01
 * &date_to=2026-06-30&sort=newest&role=moderator&group=threads&page=2`. Defaults are left out (one canonical
 * address per search), and anything unreadable falls back to its default. Pure functions.
 */
import { CONTRACT_LIMITS, type AdvancedSearchParams, type SearchResult } from '@forum/api';
import { fitQuery, pageFromSearch, type FittedQuery } from '@forum/forum-ui/design-system';

export const SEARCH_GROUPS = ['threads', 'posts', 'users', 'categories'] as const;
/** A group of results. */
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
/** What the page shows: every group, or one group with its own pages. */
export type GroupView = 'all' | SearchGroup;

export type SearchMode = 'basic' | 'advanced';

export const SEARCH_SORTS = ['relevance', 'newest', 'oldest'] as const;
export type SearchSortChoice = (typeof SEARCH_SORTS)[number];

/** The roles user results can be narrowed to (spec: "the user-list filter is role"). */
export const SEARCH_ROLES = ['user', 'moderator', 'admin'] as const;
export type SearchRole = (typeof SEARCH_ROLES)[number];

/** The advanced filters, as text (empty: not set). */
export interface SearchFilters {
  /** A category slug. */
  category: string;
  /** A name or username. */
  author: string;
  /** YYYY-MM-DD. */
  date_from: string;
  /** YYYY-MM-DD. */
  date_to: string;
  sort: SearchSortChoice;
  /** Only users with this role (empty: any); applies to the Users group only. */
  role: SearchRole | '';
}

export interface SearchState {
  /** As written in the URL; the search itself uses it trimmed. */
  q: string;
  mode: SearchMode;
  /** Applied in advanced mode only; empty in basic mode. */
  filters: SearchFilters;
  group: GroupView;
  page: number;
}

export const NO_FILTERS: SearchFilters = {
  category: '',
  author: '',
  date_from: '',
  date_to: '',
  sort: 'relevance',
  role: '',
};

/** Results per page of each group (spec: the search page uses 20). */
export const SEARCH_PAGE_SIZE = 20;

/** The longest search text and filter the server takes (openapi.yaml's maxLength). */
const MAX_TEXT = CONTRACT_LIMITS.searchQuery;

/** What a search's text asks the server for; `shortened` is said beside the results. */
export type SearchQuery = FittedQuery;

/**
 * The query a search's text sends: trimmed and, when longer than the server takes, cut between
 * graphemes (a family emoji stays whole or goes whole, never a lone 👨) and marked shortened.
 */
export const searchQuery = (text: string): SearchQuery => fitQuery(text, MAX_TEXT);

/**
 * The author filter a search sends (advanced mode): the same rule as its text (fitQuery), so a
 * filter longer than the server takes is cut between graphemes and the page says so.
 */
export const authorFilter = (state: SearchState): SearchQuery =>
  state.mode === 'advanced' ? fitQuery(state.filters.author, MAX_TEXT) : NOT_SHORTENED;
const NOT_SHORTENED: SearchQuery = { query: '', shortened: false };

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const textParam = (params: URLSearchParams, name: string) =>
  fitQuery(params.get(name) ?? '', MAX_TEXT).query;

const isGroup = (value: string | null): value is SearchGroup =>
  (SEARCH_GROUPS as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is SearchSortChoice =>
  (SEARCH_SORTS as readonly (string | null)[]).includes(value);
/** Whether `value` is one of the roles user results can be narrowed to. */
export const isSearchRole = (value: string | null | undefined): value is SearchRole =>
  (SEARCH_ROLES as readonly (string | null | undefined)[]).includes(value);

/** The page's state from its URL parameters. */
export function readSearchState(search: URLSearchParams | string): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const mode: SearchMode = params.get('mode') === 'advanced' ? 'advanced' : 'basic';
  const group = params.get('group');
  const sort = params.get('sort');
  const role = params.get('role');
  const dateFrom = textParam(params, 'date_from');
  const dateTo = textParam(params, 'date_to');
  const filters: SearchFilters =
    mode === 'advanced'
      ? {
          category: textParam(params, 'category'),
          // Kept whole, as `q` is: the form shows what was typed, the request sends its cut.
          author: (params.get('author') ?? '').trim(),
          date_from: isIsoDate(dateFrom) ? dateFrom : '',
          date_to: isIsoDate(dateTo) ? dateTo : '',
          sort: isSort(sort) ? sort : 'relevance',
          role: isSearchRole(role) ? role : '',
        }
      : NO_FILTERS;
  return {
    // Kept whole: the form shows what was typed, the request sends `searchQuery(q)`.
    q: params.get('q') ?? '',
    mode,
    filters,
    group: isGroup(group) ? group : 'all',
    page: pageFromSearch(params),
  };
}

/** The URL parameters of a state, defaults left out, in a fixed order. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.mode === 'advanced') {
    params.set('mode', 'advanced');
    const { category, author, date_from, date_to, sort, role } = state.filters;
    if (category.trim()) params.set('category', category.trim());
    if (author.trim()) params.set('author', author.trim());
    if (isIsoDate(date_from)) params.set('date_from', date_from);
    if (isIsoDate(date_to)) params.set('date_to', date_to);
    if (sort !== 'relevance') params.set('sort', sort);
    if (isSearchRole(role)) params.set('role', role);
  }
  if (state.group !== 'all') params.set('group', state.group);
  if (state.page > 1) params.set('page', String(Math.floor(state.page)));
  return params;
}

/** `/search?…` for a state. */
export function searchPath(state: SearchState): string {
  const query = searchParamsOf(state).toString();
  return query ? `/search?${query}` : '/search';
}

/** The filters that are set, in display order (advanced mode only). */
export function activeFilters(state: SearchState): [keyof SearchFilters, string][] {
  if (state.mode !== 'advanced') return [];
  const order: (keyof SearchFilters)[] = [
    'category',
    'author',
    'date_from',
    'date_to',
    'sort',
    'role',
  ];
  return order
    .map((key): [keyof SearchFilters, string] => [key, state.filters[key].trim()])
    .filter(([key, value]) => value !== '' && !(key === 'sort' && value === 'relevance'));
}

/** The role user results are narrowed to (advanced mode only), or undefined for any role. */
export function userRoleOf(state: SearchState): SearchRole | undefined {
  return state.mode === 'advanced' && isSearchRole(state.filters.role)
    ? state.filters.role
    : undefined;
}

/**
 * What to ask the API for one view of the page: the whole set of groups (`all`, the counts of
 * every group) or one group's page. Filters go only with advanced mode. The role is not among
 * them: GET /search/advanced takes none, so users narrowed by role come from GET /search/users
 * (userRoleOf, and useSearchResults' `role`).
 */
export function searchRequest(
  state: SearchState,
  view: GroupView = state.group,
  page: number = state.page,
): AdvancedSearchParams {
  const base: AdvancedSearchParams = {
    q: searchQuery(state.q).query,
    type: view,
    page,
    per_page: SEARCH_PAGE_SIZE,
  };
  if (state.mode !== 'advanced') return base;
  const { category, date_from, date_to, sort } = state.filters;
  const author = authorFilter(state).query;
  return {
    ...base,
    ...(category.trim() ? { category: category.trim() } : {}),
    ...(author ? { author } : {}),
    ...(isIsoDate(date_from) ? { date_from } : {}),
    ...(isIsoDate(date_to) ? { date_to } : {}),
    ...(sort !== 'relevance' ? { sort } : {}),
  };
}

type AllResult = Extract<SearchResult, { type: 'all' }>;
export type ThreadResult = AllResult['results']['threads']['data'][number];
export type PostResult = AllResult['results']['posts']['data'][number];
export type UserResult = AllResult['results']['users']['data'][number];
export type CategoryResult = AllResult['results']['categories']['data'][number];

/** One group's page of results. */
export interface GroupPage<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

/** The groups an answer holds: all four for `type=all`, else the one asked for. */
export interface ResultGroups {
  threads?: GroupPage<ThreadResult>;
  posts?: GroupPage<PostResult>;
  users?: GroupPage<UserResult>;
  categories?: GroupPage<CategoryResult>;
}

function pageOf<T>(group: {
  data: T[];
  meta: { total: number; current_page: number; last_page: number };
}): GroupPage<T> {
  return {
    items: group.data,
    total: group.meta.total,
    page: group.meta.current_page,
    lastPage: Math.max(1, group.meta.last_page),
  };
}

/** The groups of a search answer, in one shape whichever the answer was. */
export function resultGroups(result: SearchResult | undefined): ResultGroups {
  if (!result) return {};
  switch (result.type) {
    case 'all':
      return {
        threads: pageOf(result.results.threads),
        posts: pageOf(result.results.posts),
        users: pageOf(result.results.users),
        categories: pageOf(result.results.categories),
      };
    case 'threads':
      return { threads: pageOf(result) };
    case 'posts':
      return { posts: pageOf(result) };
    case 'users':
      return { users: pageOf(result) };
    case 'categories':
      return { categories: pageOf(result) };
  }
}

/** The number of results of each group (from an `all` answer), for the group navigation. */
export function groupTotals(groups: ResultGroups): Partial<Record<SearchGroup, number>> {
  const totals: Partial<Record<SearchGroup, number>> = {};
  for (const group of SEARCH_GROUPS) {
    const page = groups[group];
    if (page) totals[group] = page.total;
  }
  return totals;
}
