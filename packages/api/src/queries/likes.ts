/**
 * Likes. The toggle calls (POST /likes/threads/{id}, POST /likes/posts/{id}) are what the screens
 * use; the explicit like/unlike calls are here too. Every like call updates counts OPTIMISTICALLY:
 *
 *   onMutate   cancel the queries that hold the thread or post, snapshot them, and change
 *              likes_count by one (and the is_liked / liked flag) wherever the item appears:
 *              thread pages, thread lists, posts pages, search results, activity;
 *   onError    put the snapshots back;
 *   onSuccess  write the server's own count and flag (LikeResult) into the same entries;
 *   onSettled  invalidate what holds the item (and its list of likes).
 *
 * A like is ignored while a like of the same item is in flight (spec: a post's like is blocked
 * while its request is in flight; the same guard keeps thread likes consistent). Whether one is
 * in flight is read from the mutation cache (each like call has its mutation key, and the item
 * is in the pending mutation's variables), never kept in a copy of its own.
 * The count arithmetic is a plain function, applyLike, with unit tests.
 */
import { useCallback, useMemo } from 'react';
import {
  useMutationState,
  useQueryClient,
  type Mutation,
  type MutationKey,
  type QueryClient,
  type MutateOptions,
  type Query,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ApiError } from '../errors.ts';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import { keyPath, threadQuery, type GetPath, type Operation, type QueryPredicate } from './keys.ts';
import {
  apiMutation,
  type DistributiveOmit,
  type QueryHookOptions,
  useRecordPage,
} from './shared.ts';

export const operations = [
  ['post', '/threads/id/{id}/like'],
  ['delete', '/threads/id/{id}/like'],
  ['post', '/posts/{id}/like'],
  ['delete', '/posts/{id}/like'],
  ['post', '/likes/threads/{id}'],
  ['post', '/likes/posts/{id}'],
  ['get', '/likes'],
] as const satisfies readonly Operation[];

export type LikeResult = components['schemas']['LikeResult'];
export type LikeableKind = components['schemas']['LikeableType'];

/** The thread or post a like is about. */
export interface LikeTarget {
  kind: LikeableKind;
  id: number;
}

/** Toggle, force a direction, or write the server's answer. */
export type LikeChange = 'toggle' | 'like' | 'unlike' | Pick<LikeResult, 'liked' | 'likes_count'>;

type Entity = Record<string, unknown> & { id: number; likes_count: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a cached object is the target: it has the id and a numeric likes_count, and is a post
 * (it has thread_id) or a thread (it has a slug and no thread_id).
 */
export function isLikeTarget(value: unknown, target: LikeTarget): value is Entity {
  if (!isRecord(value) || value.id !== target.id || typeof value.likes_count !== 'number')
    return false;
  const isPost = 'thread_id' in value;
  return target.kind === 'post' ? isPost : !isPost && 'slug' in value;
}

/** is_liked (or liked) as the cache has it; absent means not liked (the contract's rule). */
export function isLiked(entity: Record<string, unknown>): boolean {
  return entity.is_liked === true || entity.liked === true;
}

function changeEntity(entity: Entity, change: LikeChange): Entity {
  const wasLiked = isLiked(entity);
  let liked: boolean;
  let count: number;
  if (typeof change === 'object') {
    liked = change.liked;
    count = change.likes_count;
  } else {
    liked = change === 'toggle' ? !wasLiked : change === 'like';
    count =
      liked === wasLiked ? entity.likes_count : Math.max(0, entity.likes_count + (liked ? 1 : -1));
  }
  if (liked === wasLiked && count === entity.likes_count) return entity;
  const next: Entity = { ...entity, likes_count: count };
  if ('liked' in entity) next.liked = liked;
  if ('is_liked' in entity || !('liked' in entity)) next.is_liked = liked;
  return next;
}

function visit(value: unknown, target: LikeTarget, change: LikeChange): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item: unknown) => {
      const next = visit(item, target, change);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isRecord(value)) return value;
  let record = value;
  for (const [key, child] of Object.entries(value)) {
    const next = visit(child, target, change);
    if (next !== child) {
      if (record === value) record = { ...value };
      record[key] = next;
    }
  }
  return isLikeTarget(record, target) ? changeEntity(record, change) : record;
}

/**
 * Given a cached response body, returns it with the target's likes_count changed by one (and its
 * is_liked / liked flag flipped) wherever the target appears, however deeply (a thread's posts,
 * nested replies, list items, search groups). Unchanged parts keep their identity; a body without
 * the target is returned as is.
 */
export function applyLike<T>(body: T, target: LikeTarget, change: LikeChange = 'toggle'): T {
  return visit(body, target, change) as T;
}

/** Whether a cached body holds the target anywhere. */
export function holdsLikeTarget(body: unknown, target: LikeTarget): boolean {
  if (Array.isArray(body)) return body.some((item) => holdsLikeTarget(item, target));
  if (!isRecord(body)) return false;
  return (
    isLikeTarget(body, target) ||
    Object.values(body).some((child) => holdsLikeTarget(child, target))
  );
}

/** The GETs whose answers can hold a thread with its likes_count. */
export const THREAD_HOLDERS: readonly GetPath[] = [
  '/threads',
  '/threads/id/{id}',
  '/threads/{id}',
  '/threads/my-pending',
  '/categories/{slug}/threads',
  '/categories/id/{id}/threads',
  '/search',
  '/search/advanced',
  '/search/threads',
  '/users/{id}/activity',
];

/** The GETs whose answers can hold a post with its likes_count. */
export const POST_HOLDERS: readonly GetPath[] = [
  '/threads/{id}/posts',
  '/threads/id/{id}',
  '/threads/{id}',
  '/search',
  '/search/advanced',
  '/search/posts',
  '/users/{id}/activity',
];

/** The cached queries that hold the target. */
export function holdersOf(target: LikeTarget): QueryPredicate {
  const paths: readonly string[] = target.kind === 'thread' ? THREAD_HOLDERS : POST_HOLDERS;
  return (query: Query) => {
    const path = keyPath(query);
    return path !== undefined && paths.includes(path) && holdsLikeTarget(query.state.data, target);
  };
}

function likesListOf(target: LikeTarget): QueryPredicate {
  return (query) => {
    if (keyPath(query) !== '/likes') return false;
    const params = (
      query.queryKey[2] as { params?: { query?: Record<string, unknown> } } | undefined
    )?.params?.query;
    return params?.likeable_type === target.kind && Number(params?.likeable_id) === target.id;
  };
}

/** What onMutate hands to onError: every changed cache entry as it was. */
export interface LikeSnapshot {
  entries: Array<[QueryKey, unknown]>;
}

type ById = { params: { path: { id: number } } };

/** The optimistic options of a like call; `targetOf` reads the item from the call's variables. */
function useOptimisticLikeOptions(
  kind: LikeableKind,
  change: 'toggle' | 'like' | 'unlike',
  threadId?: number,
) {
  const queryClient = useQueryClient();
  const targetOf = (variables: ById): LikeTarget => ({ kind, id: variables.params.path.id });
  return {
    onMutate: async (variables: ById): Promise<LikeSnapshot> => {
      const target = targetOf(variables);
      const holders = holdersOf(target);
      await queryClient.cancelQueries({ predicate: holders });
      const entries = queryClient.getQueriesData<unknown>({ predicate: holders });
      queryClient.setQueriesData<unknown>({ predicate: holders }, (old: unknown) =>
        applyLike(old, target, change),
      );
      return { entries };
    },
    onError: (_error: unknown, _variables: ById, snapshot: LikeSnapshot | undefined) => {
      for (const [key, data] of snapshot?.entries ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result: LikeResult, variables: ById) => {
      if (typeof result?.likes_count !== 'number' || typeof result.liked !== 'boolean') return;
      const target = targetOf(variables);
      const answer = { liked: result.liked, likes_count: result.likes_count };
      queryClient.setQueriesData<unknown>({ predicate: holdersOf(target) }, (old: unknown) =>
        applyLike(old, target, answer),
      );
    },
    onSettled: (_result: unknown, _error: unknown, variables: ById) => {
      const target = targetOf(variables);
      return queryClient.invalidateQueries({
        predicate: (query) =>
          holdersOf(target)(query) ||
          likesListOf(target)(query) ||
          (threadId !== undefined && threadQuery(threadId)(query)),
      });
    },
  };
}

/**
 * The mutation key of each like call: its method and path, the key openapi-react-query gives
 * every mutation it makes.
 */
export const LIKE_MUTATION_KEYS = {
  toggleThread: ['post', '/likes/threads/{id}'],
  togglePost: ['post', '/likes/posts/{id}'],
  likeThread: ['post', '/threads/id/{id}/like'],
  unlikeThread: ['delete', '/threads/id/{id}/like'],
  likePost: ['post', '/posts/{id}/like'],
  unlikePost: ['delete', '/posts/{id}/like'],
} as const satisfies Record<string, MutationKey>;

/** The item a like mutation is about, from its variables. */
const likedIdOf = (mutation: Mutation<unknown, unknown, unknown>) =>
  (mutation.state.variables as ById | undefined)?.params.path.id;

/** Whether a like call (`key`) of item `id` is in flight, read from the mutation cache now. */
function likeInFlight(queryClient: QueryClient, key: MutationKey, id: number): boolean {
  return (
    queryClient.isMutating({
      mutationKey: key,
      exact: true,
      predicate: (mutation) => likedIdOf(mutation) === id,
    }) > 0
  );
}

/** A like mutation bound to one item: `mutate()` takes no variables. */
export type LikeMutation = DistributiveOmit<
  UseMutationResult<LikeResult, ApiError, ById, LikeSnapshot>,
  'mutate' | 'mutateAsync'
> & {
  /** Ignored while a like of this item is in flight. */
  mutate: (
    variables?: void,
    options?: MutateOptions<LikeResult, ApiError, ById, LikeSnapshot>,
  ) => void;
  /** Resolves with the server's answer; undefined (nothing sent) while a like of this item is in flight. */
  mutateAsync: (
    variables?: void,
    options?: MutateOptions<LikeResult, ApiError, ById, LikeSnapshot>,
  ) => Promise<LikeResult | undefined>;
};

function useBoundLike(
  result: UseMutationResult<LikeResult, ApiError, ById, LikeSnapshot>,
  key: MutationKey,
  id: number,
): LikeMutation {
  const queryClient = useQueryClient();
  const { mutateAsync } = result;
  const run = useCallback(
    async (options?: MutateOptions<LikeResult, ApiError, ById, LikeSnapshot>) => {
      if (likeInFlight(queryClient, key, id)) return undefined;
      return mutateAsync({ params: { path: { id } } }, options);
    },
    [queryClient, key, mutateAsync, id],
  );
  const mutate = useCallback(
    (_variables?: void, options?: MutateOptions<LikeResult, ApiError, ById, LikeSnapshot>) => {
      run(options).catch(() => undefined);
    },
    [run],
  );
  const boundMutateAsync = useCallback(
    (_variables?: void, options?: MutateOptions<LikeResult, ApiError, ById, LikeSnapshot>) =>
      run(options),
    [run],
  );
  return { ...result, mutate, mutateAsync: boundMutateAsync };
}

/** POST /likes/threads/{id}: toggles the user's like of a thread, optimistically. */
export function useToggleThreadLike(threadId: number): LikeMutation {
  const { hooks } = useApi();
  const options = useOptimisticLikeOptions('thread', 'toggle');
  return useBoundLike(
    apiMutation(hooks.useMutation('post', '/likes/threads/{id}', options)),
    LIKE_MUTATION_KEYS.toggleThread,
    threadId,
  );
}

/**
 * POST /likes/posts/{id}: toggles the user's like of a post, optimistically. Every cached entry
 * holding the post follows; `threadId`, when given, also has that thread's pages refetched once
 * the like settles.
 */
export function useTogglePostLike(postId: number, threadId?: number): LikeMutation {
  const { hooks } = useApi();
  const options = useOptimisticLikeOptions('post', 'toggle', threadId);
  return useBoundLike(
    apiMutation(hooks.useMutation('post', '/likes/posts/{id}', options)),
    LIKE_MUTATION_KEYS.togglePost,
    postId,
  );
}

/** Likes of many posts through one hook (a thread page): `toggle(postId)` and who is in flight. */
export interface PostLikes {
  /** Toggles a post's like, optimistically; ignored while that post's like is in flight. */
  toggle: (postId: number) => Promise<LikeResult | undefined>;
  /** The posts whose like request is in flight (their buttons are blocked). */
  pending: ReadonlySet<number>;
}

/**
 * POST /likes/posts/{id} for every post of a thread through one hook, with the same optimistic
 * update and rollback as `useTogglePostLike`. A post's like is blocked while its own request is
 * in flight; other posts can be liked meanwhile. `toggle` rejects with the ApiError on failure
 * (after the rollback), so the page can say 'Failed to like post'.
 */
export function useTogglePostLikes(threadId?: number): PostLikes {
  const { hooks } = useApi();
  const options = useOptimisticLikeOptions('post', 'toggle', threadId);
  const queryClient = useQueryClient();
  const { mutateAsync } = apiMutation(hooks.useMutation('post', '/likes/posts/{id}', options));
  const key = LIKE_MUTATION_KEYS.togglePost;
  // The posts in flight are the variables of this call's pending mutations.
  const pendingIds = useMutationState({
    filters: { mutationKey: key, exact: true, status: 'pending' },
    select: likedIdOf,
  });
  // useMutationState keeps the array's identity while its items are equal.
  const pending = useMemo<ReadonlySet<number>>(
    () => new Set(pendingIds.filter((id) => id !== undefined)),
    [pendingIds],
  );
  const toggle = useCallback(
    async (postId: number) => {
      if (likeInFlight(queryClient, key, postId)) return undefined;
      return mutateAsync({ params: { path: { id: postId } } });
    },
    [queryClient, key, mutateAsync],
  );
  return { toggle, pending };
}

/** POST /threads/id/{id}/like: likes a thread, optimistically. */
export function useLikeThread(threadId: number): LikeMutation {
  const { hooks } = useApi();
  const options = useOptimisticLikeOptions('thread', 'like');
  return useBoundLike(
    apiMutation(hooks.useMutation('post', '/threads/id/{id}/like', options)),
    LIKE_MUTATION_KEYS.likeThread,
    threadId,
  );
}

/** DELETE /threads/id/{id}/like: removes the like of a thread, optimistically. */
export function useUnlikeThread(threadId: number): LikeMutation {
  const { hooks } = useApi();
  const options = useOptimisticLikeOptions('thread', 'unlike');
  return useBoundLike(
    apiMutation(hooks.useMutation('delete', '/threads/id/{id}/like', options)),
    LIKE_MUTATION_KEYS.unlikeThread,
    threadId,
  );
}

/** POST /posts/{id}/like: likes a post, optimistically. */
export function useLikePost(postId: number, threadId?: number): LikeMutation {
  const { hooks } = useApi();
  const options = useOptimisticLikeOptions('post', 'like', threadId);
  return useBoundLike(
    apiMutation(hooks.useMutation('post', '/posts/{id}/like', options)),
    LIKE_MUTATION_KEYS.likePost,
    postId,
  );
}

/** DELETE /posts/{id}/like: removes the like of a post, optimistically. */
export function useUnlikePost(postId: number, threadId?: number): LikeMutation {
  const { hooks } = useApi();
  const options = useOptimisticLikeOptions('post', 'unlike', threadId);
  return useBoundLike(
    apiMutation(hooks.useMutation('delete', '/posts/{id}/like', options)),
    LIKE_MUTATION_KEYS.unlikePost,
    postId,
  );
}

/** GET /likes: who liked a thread or post (likeable_type, likeable_id). */
export function useLikes(
  target: LikeTarget | null | undefined,
  page = 1,
  options?: QueryHookOptions,
) {
  const query = { likeable_type: target?.kind ?? 'thread', likeable_id: target?.id ?? 0, page };
  return useRecordPage(
    useApi().hooks.queryOptions('get', '/likes', { params: { query } }),
    Boolean(target),
    options,
  );
}
