/*
 * A search field that suggests as you type: Ariakit's Combobox (the WAI-ARIA APG "Combobox
 * with list autocomplete" pattern). Focus stays in the field while arrows move through the
 * list (aria-activedescendant); Enter chooses the highlighted item, or submits the form around
 * the field when none is highlighted; Escape closes the list.
 *
 * Props only: what to suggest comes from the caller (see useSearchSuggestions). This component
 * owns just when the list shows (spec, section 4):
 * - suggestions show once the caller has an answer for exactly what is typed;
 * - the list hides 200 ms after the field loses focus, after a choice, on Enter and on Escape,
 *   and comes back when the text changes or the arrows ask for it;
 * - with the field focused and empty, the recent searches are offered, with a way to clear them;
 * - a polite status tells screen readers how many suggestions there are.
 */
import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxPopover,
  ComboboxProvider,
} from '@ariakit/react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { cx } from '../../utils/text/cx.ts';
import {
  SUGGEST_HIDE_DELAY_MS,
  type SuggestionKind,
  type SuggestionOption,
} from '../../utils/search/suggestions.ts';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { FormField } from '../FormField/FormField.tsx';
import { Highlight } from '../Highlight/Highlight.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { item as itemClass } from '../Select/Select.css.ts';
import { control, endAdornment, fieldBox } from '../TextField/TextField.css.ts';
import * as styles from './SearchCombobox.css.ts';

export interface SearchComboboxLabels {
  /** The name of the suggestion list. */
  suggestions: string;
  /** What each kind of suggestion is called, shown on the item and read with it. */
  kinds: Record<SuggestionKind, string>;
  /** Announced when suggestions show. */
  count: (count: number) => string;
  /** Announced when the answer has no suggestions. */
  none: (query: string) => string;
  recent: string;
  recentCount: (count: number) => string;
  clearRecent: string;
  recentCleared: string;
  /** Read while suggestions load (the spinner in the field). */
  loading: string;
}

export const DEFAULT_SEARCH_COMBOBOX_LABELS: SearchComboboxLabels = {
  suggestions: 'Suggestions',
  kinds: { thread: 'Thread', post: 'Post', user: 'User', category: 'Category', term: 'Search' },
  count: (count) => (count === 1 ? '1 suggestion' : `${count} suggestions`),
  none: (query) => `No suggestions for “${query}”`,
  recent: 'Recent searches',
  recentCount: (count) => (count === 1 ? '1 recent search' : `${count} recent searches`),
  clearRecent: 'Clear recent searches',
  recentCleared: 'Recent searches cleared',
  loading: 'Loading suggestions',
};

export interface SearchComboboxProps {
  /** The field's label (kept for screen readers only with `hideLabel`). */
  label: ReactNode;
  /** Hides the label visually; screen readers still read it. */
  hideLabel?: boolean;
  /** Shown in the empty field, never instead of the label. */
  placeholder?: string;
  /** The field's name in a submitted form. */
  name?: string;
  /** The field's id. */
  id?: string;
  /** What is typed in the field. */
  value: string;
  /** Called with the field's new text on every keystroke. */
  onValueChange: (value: string) => void;
  /** The suggestions for what is typed now; null while there is no answer for it. */
  suggestions: readonly SuggestionOption[] | null;
  /** A request for suggestions is out: a small spinner shows in the field. */
  loading?: boolean;
  /** Searches made before, offered while the field is focused and empty. */
  recent?: readonly string[];
  /** A suggestion or a recent search was chosen (its text is already the field's value). */
  onChoose: (text: string) => void;
  /** Offers 'Clear recent searches' among the recent searches. */
  onClearRecent?: () => void;
  /** The field's message (e.g. a query too short), read as its description. */
  error?: ReactNode;
  /** Focus the field when it appears, with the caret at the end (a field swapped in while typing). */
  takeFocus?: boolean;
  /** The combobox's own words (no results, loading, failure), to translate or reword. */
  labels?: Partial<SearchComboboxLabels>;
  /** Class for the input; `fieldClassName` for the whole field. */
  className?: string;
  /** Extra class for the field's wrapper (label, input and list). */
  fieldClassName?: string;
}

type Content = 'recent' | 'suggestions' | null;

/** Colour only reinforces the kind's name, which every item shows. */
const KIND_TONES: Record<SuggestionKind, BadgeTone> = {
  thread: 'primary',
  post: 'neutral',
  user: 'success',
  category: 'warning',
  term: 'neutral',
};

/** Focuses a field with the caret after its text (a field swapped in while typing). */
function focusAtEnd(input: HTMLInputElement) {
  input.focus();
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

/** A search field that suggests as you type, and offers recent searches when empty. */
export function SearchCombobox({
  label,
  hideLabel = false,
  placeholder,
  name,
  id,
  value,
  onValueChange,
  suggestions,
  loading = false,
  recent = [],
  onChoose,
  onClearRecent,
  error,
  takeFocus = false,
  labels: labelOverrides,
  className,
  fieldClassName,
}: SearchComboboxProps) {
  const labels = { ...DEFAULT_SEARCH_COMBOBOX_LABELS, ...labelOverrides };
  const inputRef = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  /** Closed by the person (Escape, Enter, a choice) until the text changes or arrows reopen. */
  const [dismissed, setDismissed] = useState(false);
  /** 'Recent searches cleared' is said until the text changes or the field is left. */
  const [cleared, setCleared] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const empty = value.trim() === '';
  const content: Content = empty
    ? recent.length > 0
      ? 'recent'
      : null
    : suggestions && suggestions.length > 0
      ? 'suggestions'
      : null;
  const open = focused && !dismissed && content !== null;

  // What screen readers hear: the count when a list shows, or that an answer had nothing (an
  // answer is only ever given for what is typed now, so its query is the trimmed text).
  const query = value.trim();
  const status = !focused
    ? ''
    : cleared
      ? labels.recentCleared
      : open
        ? content === 'recent'
          ? labels.recentCount(recent.length)
          : labels.count(suggestions?.length ?? 0)
        : query && suggestions?.length === 0
          ? labels.none(query)
          : '';

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // The field takes the focus when it appears (React calls a ref callback as the element is
  // attached, and again only if the callback changes, i.e. if takeFocus does).
  const attachInput = useCallback(
    (input: HTMLInputElement | null) => {
      inputRef.current = input;
      if (takeFocus && input) focusAtEnd(input);
    },
    [takeFocus],
  );

  const changeValue = (next: string) => {
    if (next !== value) {
      setDismissed(false);
      setCleared(false);
    }
    onValueChange(next);
  };

  const setOpen = (next: boolean) => {
    if (next) {
      setDismissed(false);
      return;
    }
    // Closing while the field has focus is the person's doing (Escape, a choice); a blur
    // closes the list through the 200 ms timer instead.
    if (document.activeElement === inputRef.current) setDismissed(true);
  };

  const choose = (text: string) => {
    setDismissed(true);
    onChoose(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on a highlighted item chooses it (Ariakit clicks it, and the choice closes the
    // list). Enter on the text alone closes the list and submits the form around the field,
    // list open or not (Ariakit would otherwise swallow it while the list is open).
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    setDismissed(true);
    event.currentTarget.form?.requestSubmit();
  };

  const clearRecent = () => {
    onClearRecent?.();
    setCleared(true);
  };

  return (
    <ComboboxProvider
      inputValue={value}
      setInputValue={changeValue}
      open={open}
      setOpen={setOpen}
      resetValueOnHide={false}
    >
      <FormField
        label={label}
        hideLabel={hideLabel}
        error={error}
        id={id}
        className={fieldClassName}
      >
        {(wiring) => (
          <div className={control}>
            <Combobox
              ref={attachInput}
              {...wiring}
              type="search"
              name={name}
              placeholder={placeholder}
              autoComplete="list"
              autoSelect={false}
              // The list shows when there is something in it (see \`open\`): typing un-dismisses
              // it, and a click or the arrows ask for it only when it has content.
              showOnChange={false}
              showOnClick={() => content !== null}
              showOnKeyPress={() => content !== null}
              enterKeyHint="search"
              spellCheck={false}
              onFocus={() => {
                clearTimeout(blurTimer.current);
                setFocused(true);
                setDismissed(false);
              }}
              onBlur={() => {
                clearTimeout(blurTimer.current);
                blurTimer.current = setTimeout(() => {
                  setFocused(false);
                  setCleared(false);
                }, SUGGEST_HIDE_DELAY_MS);
              }}
              onKeyDown={onKeyDown}
              className={cx(fieldBox({ withEnd: loading }), styles.input, className)}
            />
            {loading && (
              <span className={cx(endAdornment, styles.spinner)}>
                <Spinner size="small" label={labels.loading} />
              </span>
            )}
          </div>
        )}
      </FormField>
      <ComboboxPopover
        portal
        sameWidth
        gutter={4}
        unmountOnHide
        // Focus never leaves the field (aria-activedescendant), so Ariakit's tab-order guards
        // (focusable but aria-hidden, which axe rejects) are not needed.
        preserveTabOrder={false}
        // The list outlives a blur by 200 ms (the spec's timing), handled above; and hiding it
        // never pulls the focus back into the field the person just left.
        hideOnInteractOutside={false}
        autoFocusOnHide={false}
        aria-label={content === 'recent' ? labels.recent : labels.suggestions}
        aria-busy={loading || undefined}
        className={styles.popover}
      >
        {content === 'recent' ? (
          <>
            <ComboboxGroup className={styles.group}>
              <ComboboxGroupLabel className={styles.groupLabel}>{labels.recent}</ComboboxGroupLabel>
              {recent.map((text) => (
                <ComboboxItem
                  key={text}
                  value={text}
                  onClick={() => choose(text)}
                  className={itemClass}
                >
                  <span className={styles.itemLabel}>{text}</span>
                </ComboboxItem>
              ))}
            </ComboboxGroup>
            {onClearRecent && (
              <ComboboxItem
                hideOnClick={false}
                setValueOnClick={false}
                onClick={clearRecent}
                className={cx(itemClass, styles.action)}
              >
                {labels.clearRecent}
              </ComboboxItem>
            )}
          </>
        ) : (
          suggestions?.map((option) => (
            <ComboboxItem
              key={option.key}
              value={option.label}
              onClick={() => choose(option.label)}
              className={itemClass}
            >
              <Badge size="small" tone={KIND_TONES[option.kind]} aria-hidden="true">
                {labels.kinds[option.kind]}
              </Badge>
              <span className={styles.itemLabel}>
                <VisuallyHidden>{`${labels.kinds[option.kind]}: `}</VisuallyHidden>
                <Highlight text={option.label} query={value} />
              </span>
            </ComboboxItem>
          ))
        )}
      </ComboboxPopover>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
    </ComboboxProvider>
  );
}
