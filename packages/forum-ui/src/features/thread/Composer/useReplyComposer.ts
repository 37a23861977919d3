/**
 * The reply composer and the login-required modal of a thread page, on the form layer.
 *
 * - One draft per thread (`reply:{threadId}`, this tab's sessionStorage): it survives a reload,
 *   a 401 and logging in again, and is cleared only when the server accepts the reply.
 * - A guest who posts gets the login modal (LoginDialogScreen); once logged in the modal closes
 *   0.1 s later, 0.2 s after the login the page says 'You can now post your reply!', and 2 s
 *   after that the reply is posted, once. The sequence is one state machine (replyLogin.ts) run
 *   by its step function over state the page keeps, with one timer at a time.
 * - A 401 while posting (the session expired) opens the same modal with the reply kept.
 */
import { useCallback, useEffect, useEffectEvent } from 'react';
import {
  isOffline,
  toApiError,
  useApi,
  useOutboxActions,
  useReplyToPost,
  useReplyToThread,
  type OutboxItem,
} from '@forum/api';
import { useToast, submitForm, type ForumAppForm } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { threadToolMessages as m } from '../StaffTools/messages.ts';
import {
  REPLY_DEFAULTS,
  mentionOf,
  replyDraftKey,
  replyRequest,
  validateReply,
  type ReplyValues,
} from './replyForm.ts';
import {
  canPostNowShown,
  loginModalOpen,
  postsOnTick,
  replyLoginDelay,
  replyLoginStep,
  type ReplyLoginEvent,
  type ReplyLoginMachine,
} from './replyLogin.ts';
import type { ThreadPost } from '../ReplyList/threadTree.ts';

export interface ReplyComposerState {
  form: ForumAppForm<ReplyValues>;
  /** Post (and Ctrl+Enter): sends the reply; for a guest with a reply typed, the login modal. */
  post: () => void;
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

/** What a submit resolves with: the server's answer, or the item kept in the outbox. */
type ReplySent = { data?: { id?: number }; queued?: OutboxItem };

export function useReplyComposer({
  threadId,
  signedIn,
  onPosted,
  afterPostId,
  login: [login, setLogin],
}: {
  threadId: number;
  signedIn: boolean;
  /** The newest reply the page shows: a reply kept offline is looked for after it (outbox). */
  afterPostId?: number;
  /**
   * The login-then-post machine, kept by the page above the composer: logging in as staff
   * remounts the composer (the page gains its staff layer), and the waiting reply must survive.
   */
  login: ReplyLoginMachine;
  /** The new reply's id, once the thread has been refetched with it. */
  onPosted: (postId: number | undefined) => void;
}): ReplyComposerState {
  const toast = useToast();
  const { session } = useApi();
  const toThread = useReplyToThread();
  const toPost = useReplyToPost(threadId);
  const send = useCallback(
    (event: ReplyLoginEvent) => setLogin((state) => replyLoginStep(state, event)),
    [setLogin],
  );
  const outbox = useOutboxActions();
  const form = useApiForm<ReplyValues, ReplySent>({
    defaultValues: REPLY_DEFAULTS,
    draftKey: replyDraftKey(threadId),
    validate: validateReply,
    submit: async (values): Promise<ReplySent> => {
      // Read the session now: a modal login may have happened since the last render.
      const user = session.getState().user;
      const authorId = user?.id;
      if (typeof authorId !== 'number') throw { message: m.replyFailed, status: 401 };
      const request = replyRequest(values, threadId, authorId);
      // No network: kept on the device and sent when it returns (the outbox), shown meanwhile.
      const keep = async (uncertain: boolean) => ({
        queued: await outbox.queue(
          {
            type: 'reply',
            threadId,
            parentId: values.parentId,
            parentName: values.parentName,
            text: values.text.trim(),
            content: request.body.content,
            authorId,
            authorName: user?.name ?? '',
            afterPostId,
          },
          { uncertain },
        ),
      });
      if (isOffline()) return keep(false);
      try {
        return await (request.to === 'thread'
          ? toThread.mutateAsync({ params: { path: { id: threadId } }, body: request.body })
          : toPost.mutateAsync({ params: { path: { id: request.postId } }, body: request.body }));
      } catch (error) {
        // The network failed (no answer): the outbox keeps it, and checks the thread before
        // sending it again, in case it arrived.
        if (toApiError(error).status === 0) return keep(true);
        throw error;
      }
    },
    // The server's word on the content (too long once formatted) goes by the field.
    failure: { fallback: m.replyFailed, serverFields: { content: 'text' } },
    // A 401 opens the login modal here, and the machine posts once after it (not the layer's).
    resendAfterLogin: false,
    onSuccess: (result) => {
      send('posted');
      if (result?.queued) {
        toast.success(m.replyQueued);
        return;
      }
      toast.success(m.replyPosted);
      onPosted(result?.data?.id);
    },
    onFailure: (error) => {
      if (error.status === 401) send('ask');
    },
  });

  const post = useCallback(() => {
    if (signedIn || form.state.values.text.trim() === '') void submitForm(form);
    else send('ask');
  }, [form, signedIn, send]);

  // The machine's one timer: each phase that waits (closing, confirming, waiting) has its tick.
  const delay = replyLoginDelay(login);
  const tick = useEffectEvent(() => {
    if (postsOnTick(login)) void submitForm(form);
    send('tick');
  });
  useEffect(() => {
    if (delay === undefined) return;
    const timer = window.setTimeout(tick, delay);
    return () => window.clearTimeout(timer);
  }, [login.phase, delay]);

  /** The person logged in through the modal. */
  const loggedIn = useCallback(() => send('loggedIn'), [send]);
  const closeLogin = useCallback(() => send('dismiss'), [send]);

  const startReplyTo = useCallback(
    (answered: ThreadPost, name: string) => {
      // Set without validating: the form's rules run on submit, and a validation per value was
      // most of the tap's frame at 4× CPU (npm run bench:inp, "Reply on a reply"). The text
      // validates only when it shows a message from an earlier submit, which the new text
      // clears.
      const quietly = { dontValidate: true } as const;
      form.setFieldValue('parentId', answered.id, quietly);
      form.setFieldValue('parentName', name, quietly);
      // The author answered is known: their @Name links to them.
      const id = answered.author?.id;
      form.setFieldValue('mentions', typeof id === 'number' ? [{ id, name }] : [], quietly);
      const stale = (form.getFieldMeta('text')?.errors.length ?? 0) > 0;
      form.setFieldValue('text', mentionOf(name), stale ? undefined : quietly);
    },
    [form],
  );
  // Back to the defaults (a reply to the thread, nothing typed), without messages.
  const replyToThread = useCallback(() => form.reset(), [form]);
  const cancel = useCallback(() => {
    send('cancel');
    form.reset();
  }, [form, send]);

  return {
    form,
    post,
    loginOpen: loginModalOpen(login),
    loggedIn,
    closeLogin,
    status: canPostNowShown(login) ? m.canPostNow : undefined,
    startReplyTo,
    replyToThread,
    cancel,
  };
}
