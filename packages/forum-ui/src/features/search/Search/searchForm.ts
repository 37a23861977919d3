/**
 * The search page's form: its fields, its rules (spec, section 5: an empty query, a trimmed
 * query under 3 characters) and how its values become the page's URL state, and back.
 * Pure functions; the messages are in the feature's messages.ts.
 */
import { isSearchable } from '@forum/api';
import { type FormErrors } from '@forum/forum-ui/design-system';
import { searchMessages as m } from '../messages.ts';
import {
  NO_FILTERS,
  SEARCH_SORTS,
  isIsoDate,
  isSearchRole,
  type GroupView,
  type SearchMode,
  type SearchSortChoice,
  type SearchState,
} from './searchState.ts';

export type SearchValues = {
  q: string;
  category: string;
  author: string;
  date_from: string;
  date_to: string;
  sort: string;
  /** A role for user results, or empty for any. */
  role: string;
};

export type SearchField = keyof SearchValues;

export const SEARCH_DEFAULTS: SearchValues = { q: '', ...NO_FILTERS };

/** The spec's rules for a search, and the order of the dates (advanced mode). */
export function validateSearch(values: SearchValues, mode: SearchMode): FormErrors<SearchField> {
  const errors: FormErrors<SearchField> = {};
  if (!values.q.trim()) errors.q = m.enterQuery;
  else if (!isSearchable(values.q)) errors.q = m.queryTooShort;
  if (
    mode === 'advanced' &&
    isIsoDate(values.date_from) &&
    isIsoDate(values.date_to) &&
    values.date_to < values.date_from
  )
    errors.date_to = m.datesOutOfOrder;
  return errors;
}

/** The form's values for a state read from the URL. */
export function valuesOf(state: SearchState): SearchValues {
  return { q: state.q, ...state.filters };
}

/**
 * The state a submitted form asks for: its query and (in advanced mode) its filters, the role
 * for user results among them, on the first page of the group being looked at.
 */
export function stateOf(values: SearchValues, mode: SearchMode, group: GroupView): SearchState {
  const sort = (SEARCH_SORTS as readonly string[]).includes(values.sort)
    ? (values.sort as SearchSortChoice)
    : 'relevance';
  return {
    q: values.q.trim(),
    mode,
    filters:
      mode === 'advanced'
        ? {
            category: values.category.trim(),
            author: values.author.trim(),
            date_from: isIsoDate(values.date_from) ? values.date_from : '',
            date_to: isIsoDate(values.date_to) ? values.date_to : '',
            sort,
            role: isSearchRole(values.role) ? values.role : '',
          }
        : NO_FILTERS,
    group,
    page: 1,
  };
}

/** A category as the picker needs it (the API's category, with its subcategories). */
export interface FilterCategory {
  id: number;
  slug: string;
  parent_id?: number | null;
  title?: string | null;
  name?: string | null;
  children?: readonly FilterCategory[] | null;
}

export interface CategoryChoice {
  value: string;
  label: string;
}

/**
 * The category picker's choices: every main category followed by its subcategories
 * ('Hardware › Peripherals'), each once, chosen by slug.
 */
export function categoryChoices(categories: readonly FilterCategory[]): CategoryChoice[] {
  const seen = new Set<string>();
  const choices: CategoryChoice[] = [];
  const add = (category: FilterCategory, parent?: string) => {
    const title = (category.title ?? category.name ?? category.slug).trim();
    if (category.slug && !seen.has(category.slug)) {
      seen.add(category.slug);
      choices.push({ value: category.slug, label: parent ? `${parent} › ${title}` : title });
    }
    for (const child of category.children ?? []) add(child, title);
  };
  // Main categories first, so a subcategory listed on its own is still named under its parent.
  const main = categories.filter((category) => !category.parent_id);
  for (const category of [...main, ...categories.filter((c) => c.parent_id)]) add(category);
  return choices;
}
