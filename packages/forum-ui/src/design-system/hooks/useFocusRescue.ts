import { useEffect, useLayoutEffect, useRef } from 'react';
import { keepsMark, markOf, rescueTarget, type FocusMark } from './focusRescue.ts';

/**
 * For a list whose items lose their buttons, or leave, once acted on (Approve, Delete...): when
 * the focused element goes with them, focus moves to the next item's first button instead of
 * falling to the page's body, so a keyboard user carries on down the queue. Returns the ref for
 * the list element (its children are the items); the list gets tabIndex -1 as the last resort.
 * `selector` narrows what counts as an item's next action (default: its first enabled control).
 * While `busy` (an action is in flight), focus is not moved yet: it moves once the list is ready,
 * to a button that works (the item's own, when a failed action gave them back). Whichever comes first, the
 * item losing its buttons or the list becoming ready, focus ends in the same place. Focus the
 * person moves elsewhere on the page is theirs: no later render pulls it back (`keepsMark`).
 */
export function useFocusRescue<T extends HTMLElement>(selector?: string, busy = false) {
  const ref = useRef<T>(null);
  const mark = useRef<FocusMark | null>(null);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      mark.current = markOf(list, event.target) ?? mark.current;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!keepsMark(list, event.relatedTarget)) mark.current = null;
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // After every render, and once more shortly after: a dialog that closes gives focus back to
  // its trigger a moment later, and only then finds the trigger gone.
  // Nothing to do (no timer either) until focus has been inside the list, nor while it is busy:
  // the render that ends the busy state runs this again.
  useLayoutEffect(() => {
    if (!mark.current || busy) return;
    const rescue = () => {
      const list = ref.current;
      if (!list) return;
      const target = rescueTarget(list, mark.current, list.ownerDocument.activeElement, selector);
      if (!target) return;
      mark.current = null;
      if (target === list) list.tabIndex = -1;
      target.focus();
    };
    rescue();
    const timer = window.setTimeout(rescue, 150);
    return () => window.clearTimeout(timer);
  });

  return ref;
}
