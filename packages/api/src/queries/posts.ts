/**
 * Posts: a thread's posts, the two reply calls, and hiding and unhiding a post (staff).
 * A reply refetches its thread and the thread's posts (spec: after posting, the thread is
 * refetched; fallback, its posts), and marks thread lists stale (reply counts).
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../provider.tsx';
import {
  THREAD_LISTS,
  invalidate,
  threadQuery,
  type InvalidationTarget,
  type Operation,
} from './keys.ts';
import { PAGE_SIZES, apiMutation, apiQuery, enabledWith, type QueryHookOptions } from './shared.ts';

export const operations = [
  ['get', '/threads/{id}/posts'],
  ['post', '/threads/{id}/posts'],
  ['post', '/posts/{id}/reply'],
  ['put', '/posts/{id}/hide'],
  ['put', '/posts/{id}/unhide'],
] as const satisfies readonly Operation[];

/** What a new post invalidates: its thread (detail and posts) and the thread lists. */
export function replyInvalidations(threadId: number | undefined): InvalidationTarget[] {
  return threadId === undefined
    ? [...THREAD_LISTS, '/threads/id/{id}', '/threads/{id}', '/threads/{id}/posts']
    : [threadQuery(threadId), ...THREAD_LISTS];
}

/** GET /threads/{id}/posts: one page of a thread's posts (50 per page). */
export function useThreadPosts(
  threadId: number | null | undefined,
  page = 1,
  perPage: number = PAGE_SIZES.threadPosts,
  options?: QueryHookOptions,
) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/threads/{id}/posts',
      { params: { path: { id: threadId ?? 0 }, query: { page, per_page: perPage } } },
      {
        ...options,
        enabled: enabledWith(typeof threadId === 'number', options),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** POST /threads/{id}/posts (content, thread_id, author_id): a reply to the thread. */
export function useReplyToThread() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('post', '/threads/{id}/posts', {
      onSuccess: (_data, { params }) =>
        invalidate(queryClient, replyInvalidations(Number(params.path.id))),
    }),
  );
}

/**
 * POST /posts/{id}/reply (content, parent_id, author_id): a reply to a post. The thread to
 * refetch is the answer's thread_id, else `threadId` given here, else every open thread.
 */
export function useReplyToPost(threadId?: number) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('post', '/posts/{id}/reply', {
      onSuccess: ({ data }) =>
        invalidate(queryClient, replyInvalidations(data?.thread_id ?? threadId)),
    }),
  );
}

/** PUT /posts/{id}/hide (reason): the post's thread refetches. */
export function useHidePost(threadId?: number) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('put', '/posts/{id}/hide', {
      onSuccess: ({ data }) =>
        invalidate(queryClient, [
          ...replyInvalidations(data?.thread_id ?? threadId),
          '/moderator/logs',
        ]),
    }),
  );
}

/** PUT /posts/{id}/unhide: the post's thread refetches. */
export function useUnhidePost(threadId?: number) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('put', '/posts/{id}/unhide', {
      onSuccess: ({ data }) =>
        invalidate(queryClient, [
          ...replyInvalidations(data?.thread_id ?? threadId),
          '/moderator/logs',
        ]),
    }),
  );
}
