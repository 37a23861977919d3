/**
 * The thread page's keyboard shortcuts as plain functions: which key does what, when keys are
 * left alone (typing in a field, a dialog open, a modifier held), and which reply is next.
 */
import type { ReplyRow } from '../ReplyList/threadTree.ts';

export type ShortcutAction = 'next' | 'previous' | 'reply' | 'like' | 'help';

/** The keys, in the order the help dialog lists them. */
export const SHORTCUT_KEYS: readonly { key: string; action: ShortcutAction }[] = [
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'r', action: 'reply' },
  { key: 'l', action: 'like' },
  { key: '?', action: 'help' },
];

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
  target?: EventTarget | null;
}

/** Typing somewhere: a text field, a select, an editable region, or anything in a dialog. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="alertdialog"]',
    ) !== null
  );
}

/** The action of a key press, or undefined when the page should leave it alone. */
export function shortcutFor(event: KeyLike): ShortcutAction | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (isTypingTarget(event.target)) return undefined;
  return SHORTCUT_KEYS.find(({ key }) => key === event.key)?.action;
}

/**
 * The reply after (or before) `currentId` among the rows shown; from no reply, j starts at the
 * first and k at the last. Undefined at either end.
 */
export function adjacentReply(
  rows: readonly ReplyRow[],
  currentId: number | undefined,
  direction: 1 | -1,
): number | undefined {
  const ids = rows.flatMap((row) => (row.kind === 'post' ? [row.post.id] : []));
  if (ids.length === 0) return undefined;
  const at = currentId === undefined ? -1 : ids.indexOf(currentId);
  if (at < 0) return direction === 1 ? ids[0] : ids.at(-1);
  return ids[at + direction];
}
