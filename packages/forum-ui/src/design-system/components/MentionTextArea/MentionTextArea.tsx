/**
 * A text area that suggests members to mention: typing `@` and at least 2 characters asks the
 * caller for members (`onMentionQuery`, which the caller debounces and answers with
 * `suggestions` and `status`); the list is an Ariakit combobox over the text area, so the caret
 * stays in the text while the arrows move through the names (aria-activedescendant), Enter or a
 * click chooses one and Escape closes the list. Choosing writes `@Name ` in place of what was
 * typed (`onText`) and tells the caller who was chosen (`onMention`). Typing is never blocked:
 * while offline, or when the call failed, the list says so and the name stays text.
 */
import { Combobox, ComboboxItem, ComboboxPopover, useComboboxStore } from '@ariakit/react';
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../../utils/text/cx.ts';
import {
  mentionQueryAt,
  withMention,
  type Mention,
  type MentionQuery,
} from '../../utils/text/mentions.ts';
import { assignRef } from '../../utils/dom/assignRef.ts';
import { item as itemClass } from '../Select/Select.css.ts';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea.tsx';
import * as styles from './MentionTextArea.css.ts';

/** Where the suggestions stand for the mention being typed. */
export type MentionStatus = 'loading' | 'ready' | 'failed' | 'offline';

export interface MentionLabels {
  /** The list's name. */
  suggestions: string;
  loading: string;
  none: string;
  failed: string;
  offline: string;
}

export const DEFAULT_MENTION_LABELS: MentionLabels = {
  suggestions: 'Members to mention',
  loading: 'Looking for members...',
  none: 'No members found',
  failed: 'Could not load members. The name stays as text.',
  offline: 'Suggestions need a connection. The name stays as text.',
};

export type MentionTextAreaProps = Omit<TextAreaProps, 'control' | 'value'> & {
  /** The text (controlled). */
  value: string;
  /** A change made by choosing a member: the whole new text. */
  onText: (text: string) => void;
  /** The mention being typed (at least 2 characters after `@`), or null when there is none. */
  onMentionQuery: (query: string | null) => void;
  /** The members for the query asked last; undefined while there is no answer. */
  suggestions?: readonly Mention[];
  /** Where the suggestions stand: looking, ready (then `suggestions`), failed or offline. */
  status: MentionStatus;
  /** A member was chosen (its `@Name` is in the text). */
  onMention: (mention: Mention) => void;
  /** Names already chosen: after one, the words that follow are no longer a query. */
  chosen?: readonly string[];
  /** The list's words, to translate or reword (DEFAULT_MENTION_LABELS). */
  labels?: Partial<MentionLabels>;
};

/**
 * A text area that suggests members to mention after `@` and 2 characters, in a list under it
 * (an Ariakit combobox: the caret stays in the text), without ever blocking the typing.
 */
export function MentionTextArea({
  value,
  onText,
  onMentionQuery,
  suggestions,
  status,
  onMention,
  chosen = [],
  labels: labelsProp,
  onChange,
  onKeyDown,
  ref,
  ...rest
}: MentionTextAreaProps) {
  const labels = { ...DEFAULT_MENTION_LABELS, ...labelsProp };
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [typing, setTyping] = useState<MentionQuery | null>(null);
  const close = () => {
    setTyping(null);
    onMentionQuery(null);
  };
  const combobox = useComboboxStore({
    open: typing !== null,
    setOpen: (open) => {
      if (!open) close();
    },
  });

  /** Reads the mention at the caret, after a change or a caret move. */
  const read = (element: HTMLTextAreaElement) => {
    const found =
      element.selectionStart === element.selectionEnd
        ? mentionQueryAt(element.value, element.selectionStart, chosen)
        : null;
    if (found?.query === typing?.query && found?.start === typing?.start) return;
    setTyping(found);
    onMentionQuery(found?.query ?? null);
  };

  const choose = (mention: Mention) => {
    const element = area.current;
    if (!element || !typing) return;
    const next = withMention(element.value, typing, element.selectionStart, mention.name);
    flushSync(() => {
      onText(next.text);
      onMention(mention);
      setTyping(null);
    });
    onMentionQuery(null);
    element.setSelectionRange(next.caret, next.caret);
    element.focus();
  };

  const names = typing && status === 'ready' ? (suggestions ?? []) : [];
  const message =
    typing === null
      ? null
      : status === 'offline'
        ? labels.offline
        : status === 'failed'
          ? labels.failed
          : status === 'loading' || suggestions === undefined
            ? labels.loading
            : names.length === 0
              ? labels.none
              : null;

  return (
    <>
      <TextArea
        {...rest}
        value={value}
        ref={(node: HTMLTextAreaElement | null) => {
          area.current = node;
          assignRef(ref, node);
        }}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onChange?.(event);
          read(event.target);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          onKeyDown?.(event);
          // With no name to choose, Enter is a new line: the list closes first (an open list
          // takes Enter for a choice).
          if (event.key === 'Enter' && names.length === 0) combobox.hide();
        }}
        control={
          <Combobox
            store={combobox}
            autoSelect
            showOnClick={false}
            showOnChange={false}
            showOnKeyPress={false}
            setValueOnChange={false}
            render={
              <textarea
                // Moving the caret with a key or a tap reads the mention at its new place.
                onSelect={(event: SyntheticEvent<HTMLTextAreaElement>) => read(event.currentTarget)}
              />
            }
          />
        }
      />
      <ComboboxPopover
        store={combobox}
        portal
        sameWidth
        gutter={4}
        unmountOnHide
        preserveTabOrder={false}
        autoFocusOnHide={false}
        fitViewport
        // Names are a list to choose from; a message alone (looking, none, offline, failed) is
        // no list: the popup is then that message, read as a status.
        role={message === null ? 'listbox' : 'status'}
        aria-label={labels.suggestions}
        aria-busy={status === 'loading' || undefined}
        className={styles.popover}
      >
        {message !== null && <div className={styles.message}>{message}</div>}
        {names.map((mention) => (
          <ComboboxItem
            key={mention.id}
            value={mention.name}
            focusOnHover
            hideOnClick={false}
            setValueOnClick={false}
            onClick={() => choose(mention)}
            className={cx(itemClass, styles.item)}
          >
            @{mention.name}
          </ComboboxItem>
        ))}
      </ComboboxPopover>
    </>
  );
}
