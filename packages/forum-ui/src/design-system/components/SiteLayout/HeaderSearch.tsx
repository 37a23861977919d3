import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { searchQueryMessages } from '../../messages/searchQuery.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { SearchIcon } from './icons.tsx';
import * as styles from './SiteLayout.css.ts';

/** What a suggesting field gets from the header search (see `loadSuggestions`). */
export interface SuggestingFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen: its title or name, already the field's value. */
  onChoose: (text: string) => void;
  label: string;
  placeholder: string;
  name: string;
  /** Take the focus from the plain field it replaces, caret at the end. */
  takeFocus: boolean;
  fieldClassName: string;
  /** The field's message (an empty query was submitted), read as its description. */
  error?: string;
}

export interface HeaderSearchProps {
  /** Called with the trimmed query; never with an empty one. */
  onSearch: (query: string) => void;
  /**
   * An empty (or all-space) query was submitted: the field already shows `labels.empty`;
   * this is for saying it elsewhere too (the app shows it as a toast).
   */
  onInvalid?: (message: string) => void;
  /**
   * Loads a field that suggests as you type (e.g. `() => import('./x').then((m) => m.Field)`).
   * It is asked for on the first focus or keystroke, so the first page of a visit carries only
   * the plain field; once loaded it replaces the plain field in place, keeping the text and
   * the focus.
   */
  loadSuggestions?: () => Promise<ComponentType<SuggestingFieldProps>>;
  /**
   * The search's words (landmark, field, placeholder, button, empty query), to translate or reword.
   */
  labels?: {
    /** The search landmark's name. */
    region?: string;
    /** The field's label (visually hidden). */
    field?: string;
    placeholder?: string;
    /** The submit button's name. */
    submit?: string;
    /** Said when an empty query is submitted (spec: 'Please enter a search query'). */
    empty?: string;
  };
  /** Extra class for the search form. */
  className?: string;
}

interface Loaded {
  Field: ComponentType<SuggestingFieldProps>;
  /** The plain field had the focus when the suggesting one arrived. */
  hadFocus: boolean;
}

/**
 * The header's search form: a search field and a submit button inside a search landmark.
 * Enter or the button submits. What counts as too short, and the messages for it, belong to
 * the search page; this only refuses to send an empty (or all-space) query, and says so on
 * the field (its description, aria-invalid) and through `onInvalid`, staying on the page; the
 * focus goes back to the field. The message goes once there is text. With `loadSuggestions`,
 * the field becomes a suggesting combobox once it is first used.
 */
export function HeaderSearch({
  onSearch,
  onInvalid,
  loadSuggestions,
  labels = {},
  className,
}: HeaderSearchProps) {
  const {
    region = 'Site search',
    field = 'Search',
    placeholder = 'Search threads, posts, users...',
    submit = 'Search',
    empty = searchQueryMessages.enterQuery,
  } = labels;
  const [value, setValue] = useState('');
  /** An empty query was submitted, and nothing has been typed since. */
  const [refused, setRefused] = useState(false);
  const error = refused ? empty : undefined;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const plainField = useRef<HTMLInputElement>(null);
  const requested = useRef(false);

  const activate = () => {
    if (!loadSuggestions || requested.current) return;
    requested.current = true;
    loadSuggestions().then(
      // (Gone from the page by then, the header's state is gone too: React ignores the update.)
      (Field) => {
        setLoaded({ Field, hadFocus: document.activeElement === plainField.current });
      },
      (error: unknown) => {
        // The plain field keeps working; the next focus tries again.
        requested.current = false;
        console.error('Search suggestions could not be loaded:', error);
      },
    );
  };

  const changeValue = (next: string) => {
    setValue(next);
    if (next.trim()) setRefused(false);
  };

  const search = (query: string) => {
    const trimmed = query.trim();
    if (trimmed) onSearch(trimmed);
    return trimmed !== '';
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search(value)) return;
    setRefused(true);
    onInvalid?.(empty);
    const field = event.currentTarget.elements.namedItem('q');
    if (field instanceof HTMLInputElement) field.focus();
  };

  return (
    <form
      role="search"
      aria-label={region}
      onSubmit={handleSubmit}
      className={className ?? styles.search}
    >
      {loaded ? (
        <loaded.Field
          value={value}
          onValueChange={changeValue}
          onChoose={(text) => {
            changeValue(text);
            search(text);
          }}
          label={field}
          placeholder={placeholder}
          name="q"
          takeFocus={loaded.hadFocus}
          fieldClassName={styles.searchField}
          error={error}
        />
      ) : (
        <TextField
          ref={plainField}
          type="search"
          name="q"
          label={field}
          hideLabel
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => changeValue(event.target.value)}
          error={error}
          onFocus={activate}
          onKeyDown={activate}
          fieldClassName={styles.searchField}
        />
      )}
      <IconButton type="submit" label={submit} icon={<SearchIcon />} variant="secondary" />
    </form>
  );
}
