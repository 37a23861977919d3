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
import { useForumForm, type ForumForm } from '../../../forms/useForumForm.ts';
import { threadMessages as m } from '../../../messages/thread.ts';
import type { StaffAction } from './StaffBar.tsx';
import {
  MOVE_DEFAULTS,
  REASON_DEFAULTS,
  moveOptions,
  validateMove,
  validateReason,
  type MoveValues,
  type ReasonValues,
} from './staffForms.ts';
import type { ThreadPost } from './threadTree.ts';

/** What a thread looks like while a lock or pin is in flight. */
export interface ThreadOverrides {
  is_locked?: boolean;
  is_sticky?: boolean;
}

type Dialog = { kind: 'reject' } | { kind: 'move' } | { kind: 'hide'; post: ThreadPost } | null;

export interface StaffActionsState {
  busy?: StaffAction;
  overrides: ThreadOverrides;
  hidePending: ReadonlySet<number>;
  onAction: (action: StaffAction) => void;
  onHide: (post: ThreadPost) => void;
  onUnhide: (post: ThreadPost) => void;
  dialog: Dialog;
  closeDialog: () => void;
  reasonForm: ForumForm<ReasonValues>;
  moveForm: ForumForm<MoveValues>;
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
  const [dialog, setDialog] = useState<Dialog>(null);
  const categories = useCategories(
    { top_level: true },
    { enabled: enabled && dialog?.kind === 'move' },
  );

  const path = { params: { path: { id: threadId } } };

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
      if (action === 'reject') setDialog({ kind: 'reject' });
      else if (action === 'move') setDialog({ kind: 'move' });
      else void run(action);
    },
    [run],
  );

  const closeDialog = useCallback(() => setDialog(null), []);

  const reasonForm = useForumForm<ReasonValues, unknown>({
    defaultValues: REASON_DEFAULTS,
    validate: validateReason,
    submit: async ({ reason }) => {
      const body = { reason: reason.trim() };
      if (dialog?.kind === 'hide') {
        const id = dialog.post.id;
        setHidePending((set) => new Set([...set, id]));
        try {
          return await hide.mutateAsync({ params: { path: { id } }, body });
        } finally {
          setHidePending((set) => new Set([...set].filter((n) => n !== id)));
        }
      }
      setBusy('reject');
      try {
        return await reject.mutateAsync({ ...path, body });
      } finally {
        setBusy(undefined);
      }
    },
    failure: { fallback: dialog?.kind === 'hide' ? m.hideFailed : m.actionFailed('reject') },
    onSuccess: (result) => {
      toast.success(serverMessage(result, dialog?.kind === 'hide' ? m.done.hide : m.done.reject));
      setDialog(null);
    },
  });

  const moveForm = useForumForm<MoveValues, unknown>({
    defaultValues: MOVE_DEFAULTS,
    validate: validateMove,
    submit: async ({ categoryId: chosen }) => {
      setBusy('move');
      try {
        return await move.mutateAsync({ ...path, body: { category_id: Number(chosen) } });
      } finally {
        setBusy(undefined);
      }
    },
    failure: { fallback: m.actionFailed('move') },
    onSuccess: (result) => {
      toast.success(serverMessage(result, m.done.move));
      setDialog(null);
    },
  });

  const onHide = useCallback(
    (post: ThreadPost) => {
      reasonForm.reset(REASON_DEFAULTS);
      setDialog({ kind: 'hide', post });
    },
    [reasonForm],
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
    reasonForm,
    moveForm,
    categoryOptions: list ? moveOptions(list, categoryId) : undefined,
    categoriesError: categories.isError,
  };
}
