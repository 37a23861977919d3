/**
 * The likes of a thread page: the thread's and each reply's, optimistic in the query cache
 * (@forum/api), with the page's toasts. Guests are told to log in. A like that meets a 401 (the
 * session ran out) is not told as failed: it waits for the login, which the app asks for once,
 * and is sent after it (@forum/api's resendAfterLogin). Without a network, a like is kept in the
 * outbox with the state wanted (the opposite of what shows), shown at once and sent when the
 * network returns.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  isOffline,
  keepInOutbox,
  useApi,
  useTogglePostLikes,
  useToggleThreadLike,
  type LikeAction,
} from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { threadMessages as m } from '../messages.ts';
import type { ThreadPost } from './threadTree.ts';

export interface ThreadLikes {
  /** The thread's like is in flight. */
  threadBusy: boolean;
  /** The replies whose like is in flight. */
  postPending: ReadonlySet<number>;
  likeThread: () => void;
  likePost: (post: ThreadPost) => void;
  /** A guest tried to like: 'Please login to like threads'. */
  refuse: () => void;
}

export function useThreadLikes(
  threadId: number,
  /** The thread shows as liked (with any like kept offline). */
  threadLiked: boolean,
): ThreadLikes {
  const toast = useToast();
  const api = useApi();
  const queryClient = useQueryClient();
  /** Offline: keeps the state wanted; true when it did (nothing is sent now). */
  const kept = useCallback(
    (target: LikeAction['target'], liked: boolean) => {
      const authorId = api.session.getState().user?.id;
      if (!isOffline() || authorId === undefined) return false;
      keepInOutbox(api, queryClient, { type: 'like', threadId, target, liked, authorId }).then(
        () => toast.success(m.likeQueued, { id: m.likeQueued }),
        (error: unknown) => toast.failed(error, m.likeThreadFailed),
      );
      return true;
    },
    [api, queryClient, threadId, toast],
  );
  const threadLike = useToggleThreadLike(threadId);
  const postLikes = useTogglePostLikes(threadId);
  const refuse = useCallback(() => toast.error(m.loginToLike, { id: m.loginToLike }), [toast]);
  const { mutateAsync: toggleThread } = threadLike;
  const likeThread = useCallback(() => {
    if (kept({ kind: 'thread', id: threadId }, !threadLiked)) return;
    toggleThread()
      .then((result) => {
        // Undefined: a like of the thread was already in flight, and this one was ignored.
        if (result) toast.success(result.liked ? m.threadLiked : m.threadUnliked);
      })
      .catch((error: unknown) => {
        toast.failed(error, m.likeThreadFailed);
      });
  }, [toggleThread, toast, kept, threadId, threadLiked]);
  const { toggle } = postLikes;
  const likePost = useCallback(
    (post: ThreadPost) => {
      if (kept({ kind: 'post', id: post.id }, post.is_liked !== true)) return;
      toggle(post.id).catch((error: unknown) => {
        toast.failed(error, m.likePostFailed);
      });
    },
    [toggle, toast, kept],
  );
  return {
    threadBusy: threadLike.isPending,
    postPending: postLikes.pending,
    likeThread,
    likePost,
    refuse,
  };
}
