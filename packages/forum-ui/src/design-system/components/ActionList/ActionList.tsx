import type { HTMLAttributes, ReactNode } from 'react';
import { useFocusRescue } from '../../hooks/useFocusRescue.ts';

/** The enabled buttons of an item's group of actions (`role="group"`), e.g. a card's decisions. */
export const ITEM_ACTIONS = '[role="group"] button:not([aria-disabled="true"])';

export interface ActionListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The list's accessible name. */
  'aria-label': string;
  /** `<li>` items, each with the actions that may remove it or its buttons. */
  children: ReactNode;
  /**
   * Which control of the next item receives focus (a CSS selector); by default its first
   * enabled button, link or field.
   */
  nextAction?: string;
  /**
   * An action on an item is in flight: focus that loses its button meanwhile moves once the
   * list is ready, to an action that works (the item's own again when the action failed and
   * gave its buttons back, else the next item's), wherever the answer's timing would put it.
   */
  busy?: boolean;
}

/**
 * A list of items that are acted on and then leave, or lose their buttons: a moderation queue,
 * approvals, reports. When the focused button goes with its item, focus moves on to the next
 * item's action instead of falling to the page, so a keyboard user carries on down the list.
 */
export function ActionList({ nextAction, busy = false, children, ...rest }: ActionListProps) {
  const ref = useFocusRescue<HTMLUListElement>(nextAction, busy);
  return (
    <ul ref={ref} {...rest}>
      {children}
    </ul>
  );
}
