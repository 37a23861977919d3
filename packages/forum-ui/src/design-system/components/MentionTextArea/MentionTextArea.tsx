/**
 * A text area that suggests members to mention: typing `@` and at least 2 characters asks the
 * caller for members (`onMentionQuery`, which the caller debounces and answers with
 * `suggestions` and `status`); the list is an Ariakit combobox over the text area, so the caret
 * stays in the text while the arrows move through the names (aria-activedescendant), Enter or a
 * click chooses one and Escape closes the list. Choosing writes `@Name ` in place of what was
 * typed (`onText`) and tells the caller who was chosen (`onMention`). Typing is never blocked:
 * while offline, or when the call failed, the list says so and the name stays text.
 */
import { Combobox } from '@ariakit/react';
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  mentionQueryAt,
  withMention,
  type Mention,
  type MentionQuery,
} from '../../utils/text/mentions.ts';
import { assignRef } from '../../utils/dom/assignRef.ts';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea.tsx';
import {
  DEFAULT_MENTION_LABELS,
  MENTION_COMBOBOX_PROPS,
  MentionList,
  mentionNames,
  useMentionCombobox,
  type MentionLabels,
  type MentionStatus,
} from './MentionList.tsx';

export { DEFAULT_MENTION_LABELS, type MentionLabels, type MentionStatus } from './MentionList.tsx';

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
  const names = mentionNames(typing !== null, status, suggestions);
  const combobox = useMentionCombobox(typing !== null, names, close);

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
          if (event.key === 'Enter' && names.length === 0) combobox.store.hide();
        }}
        control={
          <Combobox
            store={combobox.store}
            {...MENTION_COMBOBOX_PROPS}
            render={
              <textarea
                // Moving the caret with a key or a tap reads the mention at its new place.
                onSelect={(event: SyntheticEvent<HTMLTextAreaElement>) => read(event.currentTarget)}
              />
            }
          />
        }
      />
      <MentionList
        combobox={combobox}
        typing={typing !== null}
        status={status}
        suggestions={suggestions}
        labels={labels}
        onChoose={choose}
      />
    </>
  );
}
