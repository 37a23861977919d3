import { SearchCombobox, type SuggestingFieldProps } from '@forum/forum-ui/design-system';
import { useRecentSearches } from '../useRecentSearches.ts';
import { useSearchSuggestions } from '../useSearchSuggestions.ts';

/**
 * The header's search field once it is first used (HeaderSearch loads it lazily, so the
 * first page of a visit does not carry the combobox): suggestions from GET
 * /search/autocomplete while typing, and the recent searches of this device while empty.
 * The header search owns the text and goes to /search?q=… on a choice or on Enter.
 */
export function HeaderSuggestionsScreen({
  value,
  onValueChange,
  onChoose,
  label,
  placeholder,
  name,
  takeFocus,
  fieldClassName,
  error,
}: SuggestingFieldProps) {
  const { suggestions, loading } = useSearchSuggestions(value);
  const { recent, clear } = useRecentSearches();
  return (
    <SearchCombobox
      label={label}
      hideLabel
      placeholder={placeholder}
      name={name}
      value={value}
      onValueChange={onValueChange}
      suggestions={suggestions}
      loading={loading}
      recent={recent}
      onChoose={onChoose}
      onClearRecent={clear}
      takeFocus={takeFocus}
      fieldClassName={fieldClassName}
      error={error}
    />
  );
}
