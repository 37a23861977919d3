import { Button } from '../../../components/Button/Button.tsx';
import { PageHeader } from '../../../components/PageHeader/PageHeader.tsx';
import { SearchCombobox } from '../../../components/SearchCombobox/SearchCombobox.tsx';
import { Select, type SelectOption } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { Form } from '../../../forms/Form.tsx';
import { textField } from '../../../forms/fields.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { searchMessages as m, searchText as t } from '../../../messages/search.ts';
import { Stack } from '../../../primitives/Stack.tsx';
import { Text } from '../../../primitives/Text.tsx';
import type { SuggestionOption } from '../../../utils/suggestions.ts';
import type { CategoryChoice, SearchValues } from './searchForm.ts';
import { SEARCH_ROLES, SEARCH_SORTS, type SearchMode } from './searchState.ts';
import { SearchResults, type SearchResultsProps } from './SearchResults.tsx';
import * as styles from './Search.css.ts';

export interface SearchViewProps {
  /** The search form, on the form layer. */
  form: FormBinding<SearchValues>;
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
  /** Suggestions for what is typed in the field (null: none to show yet). */
  suggestions: readonly SuggestionOption[] | null;
  suggestionsLoading?: boolean;
  /** Searches made before on this device. */
  recent: readonly string[];
  /** A suggestion or a recent search was chosen: search for it. */
  onChoose: (text: string) => void;
  onClearRecent: () => void;
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
  mode,
  onModeChange,
  suggestions,
  suggestionsLoading,
  recent,
  onChoose,
  onClearRecent,
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

      <Form form={form} label={t.title} space="medium">
        <div className={styles.searchRow}>
          <SearchCombobox
            label={t.field}
            hideLabel
            name="q"
            placeholder={t.placeholder}
            value={form.values.q}
            onValueChange={(value) => form.setValue('q', value)}
            error={form.errors.q}
            suggestions={suggestions}
            loading={suggestionsLoading}
            recent={recent}
            onChoose={onChoose}
            onClearRecent={onClearRecent}
            fieldClassName={styles.searchField}
          />
          <Button type="submit">{t.submit}</Button>
        </div>

        {mode === 'advanced' && (
          <fieldset className={styles.filters}>
            <legend className={styles.legend}>{t.filters}</legend>
            <Select
              label={t.category}
              name="category"
              options={categoryOptions}
              value={form.values.category}
              onChange={(value) => form.setValue('category', value)}
              hint={categoriesFailed ? m.categoriesFailed : undefined}
            />
            <TextField
              label={t.author}
              hint={t.authorHint}
              autoComplete="off"
              {...textField(form, 'author')}
            />
            <TextField type="date" label={t.dateFrom} {...textField(form, 'date_from')} />
            <TextField type="date" label={t.dateTo} {...textField(form, 'date_to')} />
            <Select
              label={t.sort}
              name="sort"
              options={sortOptions}
              value={form.values.sort}
              onChange={(value) => form.setValue('sort', value)}
            />
            <Select
              label={t.role}
              name="role"
              hint={t.roleHint}
              options={roleOptions}
              value={form.values.role}
              onChange={(value) => form.setValue('role', value)}
            />
            <div className={styles.filterActions}>
              <Button variant="ghost" onClick={onClearFilters}>
                {t.clearFilters}
              </Button>
            </div>
          </fieldset>
        )}
      </Form>

      {results.status === 'idle' ? (
        <Text tone="muted">{t.prompt}</Text>
      ) : (
        <SearchResults {...results} />
      )}
    </Stack>
  );
}
