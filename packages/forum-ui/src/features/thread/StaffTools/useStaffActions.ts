/**
 * The staff actions of a thread page (docs/spec/staff-area.md section 4): approve, reject with a
 * reason, lock/unlock, pin/unpin, move, and hide/unhide a reply with a reason.
 *
 * The state lives in TanStack Query, not here: lock and pin show their new state at once through
 * an optimistic change of the cached thread (put back if the call fails, and the page says so);
 * what is in flight is read from the mutation cache by key (`useThreadStaffPending`,
 * `usePostModerationPending`), and every button waits while an action runs (the API hooks stay
 * pending until the thread has been refetched, so the page never shows a stale state after
 * success). This hook only holds which dialog is open.
 */
import { useCallback, useState } from 'react';
import {
  useApproveThread,
  useCategories,
  useHidePost,
  useLockThread,
  useMoveThread,
  usePinThread,
  usePostModerationPending,
  useRejectThread,
  useThreadStaffPending,
  useUnhidePost,
  useUnlockThread,
  useUnpinThread,
} from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { threadToolMessages as m } from './messages.ts';
import type { StaffAction } from './StaffBar.tsx';
import { moveOptions } from './staffForms.ts';
import type { ThreadPost } from '../ReplyList/threadTree.ts';

/** What a thread looks like while a lock or pin is in flight. */
export interface ThreadOverrides {
  is_locked?: boolean;
  is_sticky?: boolean;
}

/**
 * The staff dialog, from its first opening on (null before): which one, whether it is open, and
 * `opened`, the number of openings so far, which keys its form so each opening starts afresh.
 * It stays (closed) after closing, so the dialog closes with its own title.
 */
export type StaffDialog =
  | { kind: 'reject'; open: boolean; opened: number }
  | { kind: 'move'; open: boolean; opened: number }
  | { kind: 'hide'; open: boolean; opened: number; post: ThreadPost }
  | null;

export interface StaffActionsState {
  /** The thread action in flight, if any (from the mutation cache). */
  busy?: StaffAction;
  /**
   * @deprecated Always absent: lock and pin now change the cached thread itself (optimistic
   * update with rollback). Kept optional so a page that spreads it over the thread still compiles.
   */
  overrides?: ThreadOverrides;
  /** The replies whose hide or unhide is in flight (from the mutation cache). */
  hidePending: ReadonlySet<number>;
  onAction: (action: StaffAction) => void;
  onHide: (post: ThreadPost) => void;
  onUnhide: (post: ThreadPost) => void;
  dialog: StaffDialog;
  closeDialog: () => void;
  submitReason: (reason: string) => Promise<void>;
  submitMove: (categoryId: number) => Promise<void>;
  categoryOptions?: { value: string; label: string }[];
  categoriesError: boolean;
  /** Loads the move dialog's categories again after a failure. */
  retryCategories: () => unknown;
}

const serverMessage = (result: unknown, fallback: string) => {
  const message = (result as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
};

const byId = (id: number) => ({ params: { path: { id } } });

type Opening = { kind: 'reject' } | { kind: 'move' } | { kind: 'hide'; post: ThreadPost };

/** The next dialog state when `opening` opens: one more opening, so a fresh form. */
const open =
  (opening: Opening) =>
  (current: StaffDialog): StaffDialog => ({
    ...opening,
    open: true,
    opened: (current?.opened ?? 0) + 1,
  });

const close = (current: StaffDialog): StaffDialog => current && { ...current, open: false };

export function useStaffActions({
  threadId,
  categoryId,
  enabled,
}: {
  threadId: number;
  categoryId?: number | null;
  /** Only staff get these (the hooks are harmless for others, nothing is fetched). */
  enabled: boolean;
}): StaffActionsState {
  const toast = useToast();
  const { mutateAsync: approve } = useApproveThread();
  const { mutateAsync: reject } = useRejectThread();
  const { mutateAsync: lock } = useLockThread();
  const { mutateAsync: unlock } = useUnlockThread();
  const { mutateAsync: pin } = usePinThread();
  const { mutateAsync: unpin } = useUnpinThread();
  const { mutateAsync: move } = useMoveThread();
  const { mutateAsync: hide } = useHidePost(threadId);
  const { mutateAsync: unhide } = useUnhidePost(threadId);
  const busy = useThreadStaffPending(threadId);
  const hidePending = usePostModerationPending();
  const [dialog, setDialog] = useState<StaffDialog>(null);
  const categories = useCategories(
    { top_level: true },
    { enabled: enabled && dialog?.kind === 'move' && dialog.open },
  );

  const onAction = useCallback(
    (action: StaffAction) => {
      if (action === 'reject' || action === 'move') {
        setDialog(open({ kind: action }));
        return;
      }
      const call = { approve, lock, unlock, pin, unpin }[action];
      call(byId(threadId)).then(
        (result) => toast.success(serverMessage(result, m.done[action])),
        (error: unknown) => toast.failed(error, m.actionFailed(action)),
      );
    },
    [approve, lock, unlock, pin, unpin, threadId, toast],
  );

  const closeDialog = useCallback(() => setDialog(close), []);

  /** Reject (the open dialog's) thread, or hide its reply, with a reason; throws on failure. */
  const submitReason = useCallback(
    async (reason: string) => {
      const body = { reason: reason.trim() };
      if (dialog?.kind === 'hide') {
        const result = await hide({ ...byId(dialog.post.id), body });
        toast.success(serverMessage(result, m.done.hide));
      } else {
        const result = await reject({ ...byId(threadId), body });
        toast.success(serverMessage(result, m.done.reject));
      }
      setDialog(close);
    },
    [dialog, hide, reject, threadId, toast],
  );

  /** Move the thread to a category; throws on failure. */
  const submitMove = useCallback(
    async (chosen: number) => {
      const result = await move({ ...byId(threadId), body: { category_id: chosen } });
      toast.success(serverMessage(result, m.done.move));
      setDialog(close);
    },
    [move, threadId, toast],
  );

  const onHide = useCallback((post: ThreadPost) => setDialog(open({ kind: 'hide', post })), []);

  const onUnhide = useCallback(
    (post: ThreadPost) => {
      unhide(byId(post.id)).then(
        (result) => toast.success(serverMessage(result, m.done.unhide)),
        (error: unknown) => toast.failed(error, m.unhideFailed),
      );
    },
    [unhide, toast],
  );

  const list = categories.data?.data;
  return {
    busy,
    hidePending,
    onAction,
    onHide,
    onUnhide,
    dialog,
    closeDialog,
    submitReason,
    submitMove,
    categoryOptions: list ? moveOptions(list, categoryId) : undefined,
    categoriesError: categories.isError,
    retryCategories: categories.refetch,
  };
}
