import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSearchable, useCategories, useSearchResults, useSeenReplies } from '@forum/api';
import { useToast, failureMessage, submitForm } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { useRecentSearches } from '../useRecentSearches.ts';
import { searchMessages as m, searchText as t } from '../messages.ts';
import {
  categoryChoices,
  stateOf,
  validateSearch,
  valuesOf,
  type SearchValues,
} from './searchForm.ts';
import {
  NO_FILTERS,
  activeFilters,
  authorFilter,
  groupTotals,
  readSearchState,
  resultGroups,
  searchPath,
  searchQuery,
  searchRequest,
  isSearchRole,
  userRoleOf,
  type GroupView,
  type SearchFilters,
  type SearchMode,
  type SearchState,
} from './searchState.ts';
import type { ResultsStatus } from './SearchResults.tsx';
import { SearchQueryField } from './SearchQueryField.tsx';
import { SearchView } from './SearchView.tsx';

/** The filters in words, for an empty answer: 'category Hardware and author “kat”'. */
function describeFilters(
  state: SearchState,
  categoryLabel: (slug: string) => string,
): string | undefined {
  const parts = activeFilters(state).map(([key, value]: [keyof SearchFilters, string]) => {
    if (key === 'category') return t.filterSummary.category(categoryLabel(value));
    if (key === 'sort') return t.filterSummary.sort(t.sorts[state.filters.sort]);
    if (key === 'role') return t.filterSummary.role(isSearchRole(value) ? t.roles[value] : value);
    // What was searched with: the author as sent (cut to the server's limit, said beside).
    if (key === 'author') return t.filterSummary.author(authorFilter(state).query);
    return t.filterSummary[key](value);
  });
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  return `${parts.slice(0, -1).join(', ')} ${t.and} ${parts.at(-1)}`;
}

/**
 * /search. Everything the page shows comes from its URL (searchState.ts): `q` fills the field
 * and runs the search, and the mode, filters, group and page are read from it, so Back and a
 * shared link reproduce the results. Submitting the form (through the form layer: the spec's
 * toasts for an empty or too short query) or choosing a suggestion writes a new URL.
 */
export function SearchScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const state = useMemo(() => readSearchState(location.search), [location.search]);
  // What the search sends: the typed text, cut to what the server takes (and said so).
  const { query, shortened } = searchQuery(state.q);
  const searchable = isSearchable(query);
  const advanced = state.mode === 'advanced';

  // A role narrows the users group, which then comes from its own call (GET /search/users).
  const role = userRoleOf(state);
  const results = useSearchResults(searchRequest(state), { advanced, role, enabled: searchable });
  // What this device has read, for the thread results' marks (after hydration: IndexedDB).
  const seen = useSeenReplies();
  // The counts of every group, when the page shows one group (usually already cached).
  const counts = useSearchResults(searchRequest(state, 'all', 1), {
    advanced,
    enabled: searchable && state.group !== 'all',
  });
  // The users narrowed by role, when the page shows another group than users: their first page
  // in the 'all' view, and their count beside the others.
  const roleUsers = useSearchResults(searchRequest(state, 'users', 1), {
    advanced,
    role,
    enabled: searchable && role !== undefined && state.group !== 'users',
  });
  const withRoleUsers = role !== undefined && state.group !== 'users';
  const categories = useCategories({}, { enabled: advanced });
  const choices = useMemo(() => categoryChoices(categories.data?.data ?? []), [categories.data]);
  const { recent, remember, clear } = useRecentSearches();

  const go = (next: SearchState) => {
    const path = searchPath(next);
    if (path === location.pathname + location.search) void results.refetch();
    else void navigate(path);
  };

  // The URL is the form's home: the search it names (without its group and page) gives the
  // form's values. TanStack Form takes new defaults while nothing is being typed, so a new
  // search, Back or a shared link fills the form again; what is being typed is left alone.
  const searchKey = searchPath({ ...state, group: 'all', page: 1 });
  const urlValues = useMemo(
    () => valuesOf(readSearchState(searchKey.slice('/search'.length))),
    [searchKey],
  );
  const form = useApiForm<SearchValues, SearchState>({
    defaultValues: urlValues,
    validate: (values) => validateSearch(values, state.mode),
    submit: async (values) => {
      const next = stateOf(values, state.mode, state.group);
      go(next);
      return next;
    },
    resetOnSuccess: false,
    // What was sent is now the URL's: the form shows it, as nothing typed, so the URL's next
    // change (Back, another search) fills it.
    onSuccess: (next) => form.reset(valuesOf(next), { keepDefaultValues: true }),
  });

  // A search that runs is remembered on this device; a query in the URL that is too short
  // says so (spec: shown as a toast).
  useEffect(() => {
    if (searchable) remember(query);
    else if (query) toast.error(m.queryTooShort, { id: m.queryTooShort });
  }, [query, remember, searchable, toast]);

  const roleUsersGroup = withRoleUsers ? resultGroups(roleUsers.data).users : undefined;
  const answer = resultGroups(results.data);
  const groups =
    withRoleUsers && state.group === 'all' ? { ...answer, users: roleUsersGroup } : answer;
  // With a role, the users' count is the narrowed one, whichever group the page shows.
  const usersByRole = role === undefined ? undefined : (roleUsersGroup ?? answer.users);
  const totals = {
    ...(state.group === 'all' ? groupTotals(groups) : groupTotals(resultGroups(counts.data))),
    ...(usersByRole ? { users: usersByRole.total } : {}),
  };
  const failed = results.isError || (withRoleUsers && roleUsers.isError);
  const failure = results.error ?? (withRoleUsers ? roleUsers.error : null);
  const status: ResultsStatus = !searchable
    ? 'idle'
    : failed
      ? 'error'
      : results.data && (!withRoleUsers || state.group !== 'all' || roleUsers.data)
        ? 'ready'
        : 'loading';

  const categoryLabel = (slug: string) =>
    choices.find((choice) => choice.value === slug)?.label ?? slug;

  const changeMode = (mode: SearchMode) => {
    const typed = form.state.values;
    const q = isSearchable(typed.q) ? typed.q : state.q;
    const next: SearchState =
      mode === 'advanced'
        ? stateOf({ ...typed, ...NO_FILTERS, q }, 'advanced', state.group)
        : { ...state, q, mode: 'basic', filters: NO_FILTERS, page: 1 };
    form.reset(valuesOf(next), { keepDefaultValues: true });
    go(next);
  };

  const viewHref = (view: GroupView) => searchPath({ ...state, group: view, page: 1 });

  return (
    <SearchView
      form={form}
      queryField={
        <form.AppField name="q">
          {() => (
            <SearchQueryField
              recent={recent}
              onChoose={(text) => {
                form.setFieldValue('q', text);
                void submitForm(form);
              }}
              onClearRecent={clear}
            />
          )}
        </form.AppField>
      }
      mode={state.mode}
      onModeChange={changeMode}
      categories={choices}
      categoriesFailed={categories.isError}
      onClearFilters={() => {
        for (const [name, value] of Object.entries(NO_FILTERS))
          form.setFieldValue(name as keyof typeof NO_FILTERS, value);
      }}
      results={{
        status,
        query,
        shortened,
        authorShortened: authorFilter(state).shortened,
        groups,
        seen,
        totals,
        view: state.group,
        refreshing: results.isPlaceholderData || (withRoleUsers && roleUsers.isPlaceholderData),
        filterSummary: describeFilters(state, categoryLabel),
        viewHref,
        pageHref: (group, page) => searchPath({ ...state, group, page }),
        errorMessage: failure ? failureMessage(failure, m.searchFailed) : undefined,
        onRetry: () => {
          if (results.isError) void results.refetch();
          if (withRoleUsers && roleUsers.isError) void roleUsers.refetch();
        },
        retrying: results.isFetching || (withRoleUsers && roleUsers.isFetching),
      }}
    />
  );
}
