/**
 * The staff actions of a thread page (staff-area.md section 4): approve, reject with a reason,
 * lock/unlock, pin/unpin, move, and hide/unhide a reply with a reason.
 *
 * Lock and pin show their new state at once; a failure puts the previous state back and says
 * so. Every button waits while an action runs (the API hooks stay pending until the thread has
 * been refetched, so the page never shows a stale state after success).
 */
import { useCallback, useState } from 'react';
import {
  useApproveThread,
  useCategories,
  useHidePost,
  useLockThread,
  useMoveThread,
  usePinThread,
  useRejectThread,
  useUnhidePost,
  useUnlockThread,
  useUnpinThread,
} from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { threadMessages as m } from '../../../messages/thread.ts';
import type { StaffAction } from './StaffBar.tsx';
import { moveOptions } from './staffForms.ts';
import type { ThreadPost } from './threadTree.ts';

/** What a thread looks like while a lock or pin is in flight. */
export interface ThreadOverrides {
  is_locked?: boolean;
  is_sticky?: boolean;
}

/** The staff dialog that is open, if any. */
export type StaffDialog =
  | { kind: 'reject'; opened: number }
  | { kind: 'move'; opened: number }
  | { kind: 'hide'; opened: number; post: ThreadPost }
  | null;

export interface StaffActionsState {
  busy?: StaffAction;
  overrides: ThreadOverrides;
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
}

const serverMessage = (result: unknown, fallback: string) => {
  const message = (result as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
};

const PAST: Record<'approve' | 'lock' | 'unlock' | 'pin' | 'unpin', string> = {
  approve: 'approve',
  lock: 'lock',
  unlock: 'unlock',
  pin: 'pin',
  unpin: 'unpin',
};

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
  const approve = useApproveThread();
  const reject = useRejectThread();
  const lock = useLockThread();
  const unlock = useUnlockThread();
  const pin = usePinThread();
  const unpin = useUnpinThread();
  const move = useMoveThread();
  const hide = useHidePost(threadId);
  const unhide = useUnhidePost(threadId);
  const [busy, setBusy] = useState<StaffAction>();
  const [overrides, setOverrides] = useState<ThreadOverrides>({});
  const [hidePending, setHidePending] = useState<ReadonlySet<number>>(() => new Set());
  const [dialog, setDialog] = useState<StaffDialog>(null);
  const categories = useCategories(
    { top_level: true },
    { enabled: enabled && dialog?.kind === 'move' },
  );

  const run = useCallback(
    async (action: 'approve' | 'lock' | 'unlock' | 'pin' | 'unpin') => {
      const call = { approve, lock, unlock, pin, unpin }[action];
      const optimistic: ThreadOverrides =
        action === 'lock' || action === 'unlock'
          ? { is_locked: action === 'lock' }
          : action === 'pin' || action === 'unpin'
            ? { is_sticky: action === 'pin' }
            : {};
      setBusy(action);
      setOverrides(optimistic);
      try {
        const result = await call.mutateAsync({ params: { path: { id: threadId } } });
        toast.success(serverMessage(result, m.done[action]));
      } catch {
        toast.error(m.actionFailed(PAST[action]));
      } finally {
        setOverrides({});
        setBusy(undefined);
      }
    },
    // The mutation objects change identity every render; their mutateAsync do not matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [threadId, toast],
  );

  const onAction = useCallback(
    (action: StaffAction) => {
      if (action === 'reject') setDialog({ kind: 'reject', opened: Date.now() });
      else if (action === 'move') setDialog({ kind: 'move', opened: Date.now() });
      else void run(action);
    },
    [run],
  );

  const closeDialog = useCallback(() => setDialog(null), []);

  /** Reject (the open dialog's) thread, or hide its reply, with a reason; throws on failure. */
  const submitReason = useCallback(
    async (reason: string) => {
      const body = { reason: reason.trim() };
      let result: unknown;
      if (dialog?.kind === 'hide') {
        const id = dialog.post.id;
        setHidePending((set) => new Set([...set, id]));
        try {
          result = await hide.mutateAsync({ params: { path: { id } }, body });
        } finally {
          setHidePending((set) => new Set([...set].filter((n) => n !== id)));
        }
        toast.success(serverMessage(result, m.done.hide));
      } else {
        setBusy('reject');
        try {
          result = await reject.mutateAsync({ params: { path: { id: threadId } }, body });
        } finally {
          setBusy(undefined);
        }
        toast.success(serverMessage(result, m.done.reject));
      }
      setDialog(null);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dialog, threadId, toast],
  );

  /** Move the thread to a category; throws on failure. */
  const submitMove = useCallback(
    async (chosen: number) => {
      setBusy('move');
      let result: unknown;
      try {
        result = await move.mutateAsync({
          params: { path: { id: threadId } },
          body: { category_id: chosen },
        });
      } finally {
        setBusy(undefined);
      }
      toast.success(serverMessage(result, m.done.move));
      setDialog(null);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [threadId, toast],
  );

  const onHide = useCallback(
    (post: ThreadPost) => setDialog({ kind: 'hide', post, opened: Date.now() }),
    [],
  );

  const onUnhide = useCallback(
    async (post: ThreadPost) => {
      setHidePending((set) => new Set([...set, post.id]));
      try {
        const result = await unhide.mutateAsync({ params: { path: { id: post.id } } });
        toast.success(serverMessage(result, m.done.unhide));
      } catch {
        toast.error(m.unhideFailed);
      } finally {
        setHidePending((set) => new Set([...set].filter((n) => n !== post.id)));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [toast],
  );

  const list = categories.data?.data;
  return {
    busy,
    overrides,
    hidePending,
    onAction,
    onHide,
    onUnhide: (post) => void onUnhide(post),
    dialog,
    closeDialog,
    submitReason,
    submitMove,
    categoryOptions: list ? moveOptions(list, categoryId) : undefined,
    categoriesError: categories.isError,
  };
}
