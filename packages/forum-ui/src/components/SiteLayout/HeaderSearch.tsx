import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
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
}

export interface HeaderSearchProps {
  /** Called with the trimmed query; never with an empty one. */
  onSearch: (query: string) => void;
  /**
   * Loads a field that suggests as you type (e.g. `() => import('./x').then((m) => m.Field)`).
   * It is asked for on the first focus or keystroke, so the first page of a visit carries only
   * the plain field; once loaded it replaces the plain field in place, keeping the text and
   * the focus.
   */
  loadSuggestions?: () => Promise<ComponentType<SuggestingFieldProps>>;
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

interface Loaded {
  Field: ComponentType<SuggestingFieldProps>;
  /** The plain field had the focus when the suggesting one arrived. */
  hadFocus: boolean;
}

/**
 * The header's search form: a search field and a submit button inside a search landmark.
 * Enter or the button submits. What counts as too short, and the messages for it, belong to
 * the search page; this only refuses to send an empty (or all-space) query. With
 * `loadSuggestions`, the field becomes a suggesting combobox once it is first used.
 */
export function HeaderSearch({
  onSearch,
  loadSuggestions,
  labels = {},
  className,
}: HeaderSearchProps) {
  const {
    region = 'Site search',
    field = 'Search',
    placeholder = 'Search threads, posts, users...',
    submit = 'Search',
  } = labels;
  const [value, setValue] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const plainField = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const activate = () => {
    if (!loadSuggestions || requested.current) return;
    requested.current = true;
    loadSuggestions().then(
      (Field) => {
        if (!mounted.current) return;
        setLoaded({ Field, hadFocus: document.activeElement === plainField.current });
      },
      (error: unknown) => {
        // The plain field keeps working; the next focus tries again.
        requested.current = false;
        console.error('Search suggestions could not be loaded:', error);
      },
    );
  };

  const search = (query: string) => {
    const trimmed = query.trim();
    if (trimmed) onSearch(trimmed);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
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
          onValueChange={setValue}
          onChoose={(text) => {
            setValue(text);
            search(text);
          }}
          label={field}
          placeholder={placeholder}
          name="q"
          takeFocus={loaded.hadFocus}
          fieldClassName={styles.searchField}
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
          onChange={(event) => setValue(event.target.value)}
          onFocus={activate}
          onKeyDown={activate}
          fieldClassName={styles.searchField}
        />
      )}
      <IconButton type="submit" label={submit} icon={<SearchIcon />} variant="secondary" />
    </form>
  );
}
