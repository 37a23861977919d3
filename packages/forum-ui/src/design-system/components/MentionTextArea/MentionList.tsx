/**
 * The list of members a mention being typed suggests, shared by MentionTextArea and the
 * rich-text editor: an Ariakit combobox popover for a combobox the caller renders (a text area,
 * a content-editable area), with the names to choose or, in their place, where the suggestions
 * stand (looking, none found, offline, failed), read as a status.
 */
import {
  ComboboxItem,
  ComboboxPopover,
  useComboboxStore,
  type ComboboxStore,
} from '@ariakit/react';
import { useId, useState } from 'react';
import { cx } from '../../utils/text/cx.ts';
import type { Mention } from '../../utils/text/mentions.ts';
import { item as itemClass } from '../Select/Select.css.ts';
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

/** The names a list shows: only once they are ready for the mention being typed. */
export const mentionNames = (
  typing: boolean,
  status: MentionStatus,
  suggestions: readonly Mention[] | undefined,
): readonly Mention[] => (typing && status === 'ready' ? (suggestions ?? []) : []);

/** What the list says in place of names, or null when it shows names (or is closed). */
export function mentionMessage(
  typing: boolean,
  status: MentionStatus,
  suggestions: readonly Mention[] | undefined,
  labels: MentionLabels,
): string | null {
  if (!typing) return null;
  if (status === 'offline') return labels.offline;
  if (status === 'failed') return labels.failed;
  if (status === 'loading' || suggestions === undefined) return labels.loading;
  return suggestions.length === 0 ? labels.none : null;
}

/** The list's store and its items' ids (MentionList takes both). */
export interface MentionCombobox {
  store: ComboboxStore;
  itemId: (mention: Mention) => string;
}

/**
 * How the combobox that types mentions behaves: the list opens only for a mention being typed
 * (the caller reads it), never on a click, a change or a key, and typing never sets its value.
 */
export const MENTION_COMBOBOX_PROPS = {
  showOnClick: false,
  showOnChange: false,
  showOnKeyPress: false,
  setValueOnChange: false,
} as const;

/**
 * The combobox store of a mention list: open while a mention is typed (closing it calls
 * `onClose`), the first name active whenever the names change and the one the arrows chose is
 * no longer among them. The active name is derived here rather than left to Ariakit's
 * autoSelect, which waits for an input's change event that a content-editable area never fires.
 */
export function useMentionCombobox(
  typing: boolean,
  names: readonly Mention[],
  onClose: () => void,
): MentionCombobox {
  const prefix = useId();
  const itemId = (mention: Mention) => `${prefix}-${mention.id}`;
  const [chosen, setChosen] = useState<string | null | undefined>();
  const ids = names.map(itemId);
  const activeId = ids.length === 0 ? null : chosen && ids.includes(chosen) ? chosen : ids[0]!;
  const store = useComboboxStore({
    open: typing,
    setOpen: (open) => {
      if (!open) onClose();
    },
    activeId,
    setActiveId: setChosen,
  });
  return { store, itemId };
}

export interface MentionListProps {
  combobox: MentionCombobox;
  /** A mention is being typed (the list is open). */
  typing: boolean;
  status: MentionStatus;
  suggestions?: readonly Mention[];
  labels: MentionLabels;
  onChoose: (mention: Mention) => void;
  /** Where the list stands, for a caret in a content-editable area (else under the combobox). */
  getAnchorRect?: () => DOMRect | null;
}

export function MentionList({
  combobox: { store, itemId },
  typing,
  status,
  suggestions,
  labels,
  onChoose,
  getAnchorRect,
}: MentionListProps) {
  const names = mentionNames(typing, status, suggestions);
  const message = mentionMessage(typing, status, suggestions, labels);
  return (
    <ComboboxPopover
      store={store}
      portal
      sameWidth={!getAnchorRect}
      getAnchorRect={getAnchorRect}
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
          id={itemId(mention)}
          value={mention.name}
          focusOnHover
          hideOnClick={false}
          setValueOnClick={false}
          onClick={() => onChoose(mention)}
          className={cx(itemClass, styles.item)}
        >
          @{mention.name}
        </ComboboxItem>
      ))}
    </ComboboxPopover>
  );
}
