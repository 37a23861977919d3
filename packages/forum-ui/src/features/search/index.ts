export {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_LIMIT,
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  withRecentSearch,
} from './recentSearches.ts';
export { useRecentSearches } from './useRecentSearches.ts';
export { useSearchSuggestions, type SearchSuggestions } from './useSearchSuggestions.ts';
export { HeaderSuggestionsScreen } from './HeaderSuggestions/HeaderSuggestionsScreen.tsx';
export { searchMessages, searchText, GROUP_NAMES } from './messages.ts';
export { SearchScreen } from './Search/SearchScreen.tsx';
export { SearchView, type SearchViewProps } from './Search/SearchView.tsx';
export {
  SearchResults,
  type SearchResultsProps,
  type ResultsStatus,
} from './Search/SearchResults.tsx';
export {
  SEARCH_GROUPS,
  SEARCH_SORTS,
  SEARCH_PAGE_SIZE,
  NO_FILTERS,
  readSearchState,
  searchParamsOf,
  searchPath,
  searchRequest,
  userRoleOf,
  resultGroups,
  type SearchState,
  type SearchFilters,
  type SearchGroup,
  type GroupView,
  type SearchMode,
} from './Search/searchState.ts';
export {
  SEARCH_DEFAULTS,
  validateSearch,
  categoryChoices,
  type SearchValues,
} from './Search/searchForm.ts';
