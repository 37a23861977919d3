/** What a list remembers of the last element focused inside it: the element and its item. */
export interface FocusMark {
  element: HTMLElement;
  /** Index of the list's child (item) that held the element. */
  index: number;
}

/** Where a keyboard user's next action in an item is: its enabled buttons, links and fields. */
export const RESCUE_TARGETS =
  'button:not([disabled]):not([aria-disabled="true"]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The mark for a focus that landed on `target`, or null when it is not inside one of `list`'s items. */
export function markOf(list: HTMLElement, target: EventTarget | null): FocusMark | null {
  if (!(target instanceof HTMLElement)) return null;
  const index = Array.from(list.children).findIndex((item) => item.contains(target));
  return index < 0 ? null : { element: target, index };
}

/**
 * Whether the list still owes a rescue when focus leaves it for `next`. A person who moves focus
 * elsewhere on the page (the 'Approve selected' button, a summary's Dismiss) has chosen where it
 * is: the mark is dropped, so that no later render pulls focus back into the list. Focus that
 * went into a dialog comes back to its trigger when the dialog closes, and focus that went
 * nowhere (its element removed) is the rescue's case: the mark stays for both.
 */
export function keepsMark(list: HTMLElement, next: EventTarget | null): boolean {
  if (!(next instanceof Element)) return true;
  return list.contains(next) || next.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Where focus goes when the element it was on inside `list` has gone (a decision removed the
 * item's buttons, or the item itself): the first target in the item at the same place or after
 * it, else before it, else the list itself. Null when nothing needs rescuing: focus is still
 * somewhere (not the body), or the marked element is still in the page.
 */
export function rescueTarget(
  list: HTMLElement,
  mark: FocusMark | null,
  active: Element | null,
  selector = RESCUE_TARGETS,
): HTMLElement | null {
  if (!mark || mark.element.isConnected) return null;
  if (active && active !== list.ownerDocument.body) return null;
  const items = Array.from(list.children);
  const first = (item: Element | undefined) => item?.querySelector<HTMLElement>(selector) ?? null;
  for (let i = Math.min(mark.index, items.length - 1); i < items.length; i++) {
    const target = first(items[i]);
    if (target) return target;
  }
  for (let i = Math.min(mark.index, items.length) - 1; i >= 0; i--) {
    const target = first(items[i]);
    if (target) return target;
  }
  return list;
}
