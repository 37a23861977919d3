import type { ReactNode } from 'react';
import {
  BoundSelect,
  Button,
  PageHeader,
  Stack,
  Text,
  type ForumAppForm,
  type SelectOption,
} from '@forum/forum-ui/design-system';
import { searchMessages as m, searchText as t } from '../messages.ts';
import type { CategoryChoice, SearchValues } from './searchForm.ts';
import { SEARCH_ROLES, SEARCH_SORTS, type SearchMode } from './searchState.ts';
import { SearchResults, type SearchResultsProps } from './SearchResults.tsx';
import * as styles from './Search.css.ts';

export interface SearchViewProps {
  /** The search form, on the form layer. */
  form: ForumAppForm<SearchValues>;
  /**
   * The query field, with its suggestions and recent searches (the screen's
   * `<form.AppField name="q">` with a SearchQueryField: it asks for suggestions itself).
   */
  queryField: ReactNode;
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
  /** The category picker's choices, and whether loading them failed. */
  categories: readonly CategoryChoice[];
  categoriesFailed?: boolean;
  onClearFilters: () => void;
  results: SearchResultsProps;
}

const MODES: SearchMode[] = ['basic', 'advanced'];

/**
 * /search: the search field (with suggestions and recent searches), Basic and Advanced modes
 * toggled by buttons (Advanced adds category, author, dates, sort and the users' role), and the results in
 * groups with their counts and pagers.
 */
export function SearchView({
  form,
  queryField,
  mode,
  onModeChange,
  categories,
  categoriesFailed = false,
  onClearFilters,
  results,
}: SearchViewProps) {
  const categoryOptions: SelectOption[] = [
    { value: '', label: t.anyCategory },
    ...categories.map((choice) => ({ value: choice.value, label: choice.label })),
  ];
  const sortOptions: SelectOption[] = SEARCH_SORTS.map((sort) => ({
    value: sort,
    label: t.sorts[sort],
  }));
  const roleOptions: SelectOption[] = [
    { value: '', label: t.anyRole },
    ...SEARCH_ROLES.map((role) => ({ value: role, label: t.roles[role] })),
  ];

  return (
    <Stack space="large">
      <PageHeader
        title={t.title}
        description={t.intro}
        actions={
          <div role="group" aria-label={t.modes} className={styles.modes}>
            {MODES.map((choice) => (
              <Button
                key={choice}
                size="small"
                variant={mode === choice ? 'primary' : 'secondary'}
                aria-pressed={mode === choice}
                onClick={() => {
                  if (mode !== choice) onModeChange(choice);
                }}
              >
                {t[choice]}
              </Button>
            ))}
          </div>
        }
      />

      <form.AppForm>
        <form.Form label={t.title} space="medium">
          <div className={styles.searchRow}>
            {queryField}
            <form.SubmitButton>{t.submit}</form.SubmitButton>
          </div>

          {mode === 'advanced' && (
            <fieldset className={styles.filters}>
              <legend className={styles.legend}>{t.filters}</legend>
              <form.AppField name="category">
                {() => (
                  <BoundSelect
                    label={t.category}
                    options={categoryOptions}
                    hint={categoriesFailed ? m.categoriesFailed : undefined}
                  />
                )}
              </form.AppField>
              <form.AppField name="author">
                {(field) => (
                  <field.TextField label={t.author} hint={t.authorHint} autoComplete="off" />
                )}
              </form.AppField>
              <form.AppField name="date_from">
                {(field) => <field.TextField type="date" label={t.dateFrom} />}
              </form.AppField>
              <form.AppField name="date_to">
                {(field) => <field.TextField type="date" label={t.dateTo} />}
              </form.AppField>
              <form.AppField name="sort">
                {() => <BoundSelect label={t.sort} options={sortOptions} />}
              </form.AppField>
              <form.AppField name="role">
                {() => <BoundSelect label={t.role} hint={t.roleHint} options={roleOptions} />}
              </form.AppField>
              <div className={styles.filterActions}>
                <Button variant="ghost" onClick={onClearFilters}>
                  {t.clearFilters}
                </Button>
              </div>
            </fieldset>
          )}
        </form.Form>
      </form.AppForm>

      {results.status === 'idle' ? (
        <Text tone="muted">{t.prompt}</Text>
      ) : (
        <SearchResults {...results} />
      )}
    </Stack>
  );
}
