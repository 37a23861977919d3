/**
 * The reply composer and the login-required modal of a thread page, on the form layer.
 *
 * - One draft per thread (`reply:{threadId}`, this tab's sessionStorage): it survives a reload,
 *   a 401 and logging in again, and is cleared only when the server accepts the reply.
 * - A guest who posts gets the login modal (LoginDialogScreen); once logged in the modal closes
 *   0.1 s later, the page says 'You can now post your reply!' and the reply is posted 2 s later,
 *   once (the form layer sends one request at a time, and the pending flag is taken once).
 * - A 401 while posting (the session expired) opens the same modal with the reply kept.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi, useReplyToPost, useReplyToThread } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useForumForm, type ForumForm } from '../../../forms/useForumForm.ts';
import { threadMessages as m } from '../../../messages/thread.ts';
import {
  REPLY_DEFAULTS,
  mentionOf,
  replyDraftKey,
  replyRequest,
  validateReply,
  type ReplyValues,
} from './replyForm.ts';
import type { ThreadPost } from './threadTree.ts';

/** Spec: the login modal closes 0.1 s after success; the pending reply goes 2 s after login. */
export const LOGIN_CLOSE_DELAY = 100;
export const PENDING_REPLY_DELAY = 2000;

export interface ReplyComposerState {
  form: ForumForm<ReplyValues>;
  /** The composer's own binding: for a guest, Post opens the login modal instead. */
  binding: ForumForm<ReplyValues>;
  loginOpen: boolean;
  /** Called by the login modal once the person is logged in. */
  loggedIn: () => void;
  closeLogin: () => void;
  /** 'You can now post your reply!' after a modal login. */
  status?: string;
  startReplyTo: (post: ThreadPost, name: string) => void;
  replyToThread: () => void;
  cancel: () => void;
}

export function useReplyComposer({
  threadId,
  signedIn,
  onPosted,
}: {
  threadId: number;
  signedIn: boolean;
  /** The new reply's id, once the thread has been refetched with it. */
  onPosted: (postId: number | undefined) => void;
}): ReplyComposerState {
  const toast = useToast();
  const { session } = useApi();
  const toThread = useReplyToThread();
  const toPost = useReplyToPost(threadId);
  const [loginOpen, setLoginOpen] = useState(false);
  const [status, setStatus] = useState<string>();
  /** A reply waits for the person to log in. */
  const pending = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((id) => window.clearTimeout(id));
  }, []);
  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  const form = useForumForm<ReplyValues, { data?: { id?: number } }>({
    defaultValues: REPLY_DEFAULTS,
    draftKey: replyDraftKey(threadId),
    validate: validateReply,
    submit: async (values) => {
      // Read the session now: a modal login may have happened since the last render.
      const authorId = session.getState().user?.id;
      if (typeof authorId !== 'number') throw { message: m.replyFailed, status: 401 };
      const request = replyRequest(values, threadId, authorId);
      return request.to === 'thread'
        ? toThread.mutateAsync({ params: { path: { id: threadId } }, body: request.body })
        : toPost.mutateAsync({ params: { path: { id: request.postId } }, body: request.body });
    },
    failure: { fallback: m.replyFailed },
    onSuccess: (result) => {
      setStatus(undefined);
      toast.success(m.replyPosted);
      onPosted(result?.data?.id);
    },
    onFailure: (error) => {
      if (error.status === 401) {
        pending.current = true;
        setLoginOpen(true);
      }
    },
  });
  const { submit, setValues, reset } = form;

  const binding = useMemo<ForumForm<ReplyValues>>(
    () => ({
      ...form,
      submit: () => {
        if (signedIn || form.values.text.trim() === '') {
          submit();
          return;
        }
        pending.current = true;
        setLoginOpen(true);
      },
    }),
    [form, signedIn, submit],
  );

  /** The person logged in through the modal. */
  const loggedIn = useCallback(() => {
    later(() => setLoginOpen(false), LOGIN_CLOSE_DELAY);
    if (!pending.current) return;
    setStatus(m.canPostNow);
    later(() => {
      if (!pending.current) return;
      pending.current = false;
      submit();
    }, PENDING_REPLY_DELAY);
  }, [later, submit]);

  const closeLogin = useCallback(() => {
    pending.current = false;
    setLoginOpen(false);
  }, []);

  const startReplyTo = useCallback(
    (post: ThreadPost, name: string) =>
      setValues({ parentId: post.id, parentName: name, text: mentionOf(name) }),
    [setValues],
  );
  const replyToThread = useCallback(() => reset(REPLY_DEFAULTS), [reset]);
  const cancel = useCallback(() => {
    pending.current = false;
    reset(REPLY_DEFAULTS);
  }, [reset]);

  return {
    form,
    binding,
    loginOpen,
    loggedIn,
    closeLogin,
    status,
    startReplyTo,
    replyToThread,
    cancel,
  };
}
