/**
 * The likes of a thread page: the thread's and each reply's, optimistic in the query cache
 * (@forum/api), with the page's toasts. Guests are told to log in.
 */
import { useCallback } from 'react';
import { useTogglePostLikes, useToggleThreadLike } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { threadMessages as m } from '../../../messages/thread.ts';
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
      .catch(() => toast.error(m.likeThreadFailed));
  }, [toggleThread, toast]);
  const { toggle } = postLikes;
  const likePost = useCallback(
    (post: ThreadPost) => {
      toggle(post.id).catch(() => toast.error(m.likePostFailed));
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
