import type { ReactNode } from 'react';
import { StaffBar } from './StaffBar.tsx';
import { useStaffActions, type StaffActionsState } from './useStaffActions.ts';

export interface StaffLayer {
  actions: StaffActionsState;
  /** The bar of thread actions (approve, reject, lock, pin, move). */
  bar: ReactNode;
  /** A staff dialog has been opened at least once: its code may load (and stays for closing). */
  dialogsWanted: boolean;
  /** The staff layer is loaded: its controls (hide, unhide) may show. */
  ready: boolean;
}

export interface StaffActionsProps {
  threadId: number;
  categoryId?: number | null;
  pending: boolean;
  locked: boolean;
  pinned: boolean;
  children: (layer: StaffLayer) => ReactNode;
}

/**
 * The staff part of a thread page (moderators and admins): its own chunk, loaded only for
 * staff, so members and guests never download the moderation calls. Renders the page through
 * `children` with the actions, the bar and whether the dialogs are wanted.
 */
export function StaffActions({
  threadId,
  categoryId,
  pending,
  locked,
  pinned,
  children,
}: StaffActionsProps) {
  const actions = useStaffActions({ threadId, categoryId, enabled: true });
  // Locked and pinned come from the cached thread, which lock and pin change at once.
  const bar = (
    <StaffBar
      pending={pending}
      locked={locked}
      pinned={pinned}
      busy={actions.busy}
      onAction={actions.onAction}
    />
  );
  // The dialog state is null only until the first opening.
  return children({ actions, bar, dialogsWanted: actions.dialog !== null, ready: true });
}
