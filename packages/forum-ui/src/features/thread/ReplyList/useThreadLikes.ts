/**
 * The likes of a thread page: the thread's and each reply's, optimistic in the query cache
 * (@forum/api), with the page's toasts. Guests are told to log in. A like that meets a 401 (the
 * session ran out) is not told as failed: it waits for the login, which the app asks for once,
 * and is sent after it (@forum/api's resendAfterLogin).
 */
import { useCallback } from 'react';
import { useTogglePostLikes, useToggleThreadLike } from '@forum/api';
import { useToast } from '../../../design-system/components/Toast/Toast.tsx';
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

export function useThreadLikes(threadId: number): ThreadLikes {
  const toast = useToast();
  const threadLike = useToggleThreadLike(threadId);
  const postLikes = useTogglePostLikes(threadId);
  const refuse = useCallback(() => toast.error(m.loginToLike, { id: m.loginToLike }), [toast]);
  const { mutateAsync: toggleThread } = threadLike;
  const likeThread = useCallback(() => {
    toggleThread()
      .then((result) => {
        // Undefined: a like of the thread was already in flight, and this one was ignored.
        if (result) toast.success(result.liked ? m.threadLiked : m.threadUnliked);
      })
      .catch((error: unknown) => {
        toast.failed(error, m.likeThreadFailed);
      });
  }, [toggleThread, toast]);
  const { toggle } = postLikes;
  const likePost = useCallback(
    (post: ThreadPost) => {
      toggle(post.id).catch((error: unknown) => {
        toast.failed(error, m.likePostFailed);
      });
    },
    [toggle, toast],
  );
  return {
    threadBusy: threadLike.isPending,
    postPending: postLikes.pending,
    likeThread,
    likePost,
    refuse,
  };
}
