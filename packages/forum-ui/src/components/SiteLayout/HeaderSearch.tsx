import { useState, type FormEvent } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { SearchIcon } from './icons.tsx';
import * as styles from './SiteLayout.css.ts';

export interface HeaderSearchProps {
  /** Called with the trimmed query; never with an empty one. */
  onSearch: (query: string) => void;
  labels?: {
    /** The search landmark's name. */
    region?: string;
    /** The field's label (visually hidden). */
    field?: string;
    placeholder?: string;
    /** The submit button's name. */
    submit?: string;
  };
  className?: string;
}

/**
 * The header's plain search form: a search field and a submit button inside a
 * search landmark. Enter or the button submits. What counts as too short, and
 * the messages for it, belong to the search page; this only refuses to send an
 * empty (or all-space) query.
 */
export function HeaderSearch({ onSearch, labels = {}, className }: HeaderSearchProps) {
  const {
    region = 'Site search',
    field = 'Search',
    placeholder = 'Search threads, posts, users...',
    submit = 'Search',
  } = labels;
  const [value, setValue] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query) onSearch(query);
  };

  return (
    <form
      role="search"
      aria-label={region}
      onSubmit={handleSubmit}
      className={className ?? styles.search}
    >
      <TextField
        type="search"
        name="q"
        label={field}
        hideLabel
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        fieldClassName={styles.searchField}
      />
      <IconButton type="submit" label={submit} icon={<SearchIcon />} variant="secondary" />
    </form>
  );
}
