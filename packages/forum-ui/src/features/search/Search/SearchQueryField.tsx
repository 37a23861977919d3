/**
 * The search page's query, as a field of the form layer (inside `<form.AppField name="q">`):
 * the suggesting combobox, with the suggestions for what is typed. It reads its field with
 * `useFieldContext` and asks for suggestions itself, so a keystroke re-renders this field alone,
 * never the page's results.
 */
import { fieldMessage, SearchCombobox, useFieldContext } from '@forum/forum-ui/design-system';
import { useSearchSuggestions } from '../useSearchSuggestions.ts';
import { searchText as t } from '../messages.ts';
import * as styles from './Search.css.ts';

export interface SearchQueryFieldProps {
  /** Searches made before on this device. */
  recent: readonly string[];
  /** A suggestion or a recent search was chosen: search for it. */
  onChoose: (text: string) => void;
  onClearRecent: () => void;
}

export function SearchQueryField({ recent, onChoose, onClearRecent }: SearchQueryFieldProps) {
  const field = useFieldContext<string>();
  const { suggestions, loading } = useSearchSuggestions(field.state.value);
  return (
    <SearchCombobox
      label={t.field}
      hideLabel
      name={field.name}
      placeholder={t.placeholder}
      value={field.state.value}
      onValueChange={(value) => field.handleChange(value)}
      error={fieldMessage(field)}
      suggestions={suggestions}
      loading={loading}
      recent={recent}
      onChoose={onChoose}
      onClearRecent={onClearRecent}
      fieldClassName={styles.searchField}
    />
  );
}
