/**
 * Posts: a thread's posts, the two reply calls, and hiding and unhiding a post (staff).
 * A reply refetches its thread and the thread's posts (spec: after posting, the thread is
 * refetched; fallback, its posts), and marks thread lists stale (reply counts).
 */
import { useMemo } from 'react';
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
import { staffMutation, usePendingStaffCalls } from './staff.ts';

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

/** The post staff calls; each operation is its hook's mutation key. */
export const POST_STAFF_KEYS = {
  hide: ['put', '/posts/{id}/hide'],
  unhide: ['put', '/posts/{id}/unhide'],
} as const satisfies Record<string, Operation>;

export type PostStaffAction = keyof typeof POST_STAFF_KEYS;

/** The posts whose hide or unhide is in flight (read from the mutation cache by key). */
export function usePostModerationPending(): ReadonlySet<number> {
  const calls = usePendingStaffCalls(POST_STAFF_KEYS);
  // The calls are structurally shared: the same array while the same posts are pending.
  return useMemo(() => new Set(calls.flatMap(({ id }) => (id === undefined ? [] : [id]))), [calls]);
}

type ById = { params: { path: { id: number } } };

/** What hiding or unhiding a post invalidates: its thread (the answer's, else the hook's), the log. */
const postModerated = ({
  data,
  threadId,
}: {
  data: { data?: { thread_id?: number | null } } | undefined;
  threadId: number | undefined;
}): InvalidationTarget[] => [
  ...replyInvalidations(data?.data?.thread_id ?? threadId),
  '/moderator/logs',
];

/** PUT /posts/{id}/hide (reason): the post's thread refetches. */
export const useHidePost = staffMutation({
  key: POST_STAFF_KEYS.hide,
  call: (client, init: ById & { body: { reason: string } }) => client.PUT('/posts/{id}/hide', init),
  invalidates: postModerated,
});

/** PUT /posts/{id}/unhide: the post's thread refetches. */
export const useUnhidePost = staffMutation({
  key: POST_STAFF_KEYS.unhide,
  call: (client, init: ById) => client.PUT('/posts/{id}/unhide', init),
  invalidates: postModerated,
});
