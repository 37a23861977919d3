/**
 * The small pieces every query module shares: the one place where hook errors are typed as
 * ApiError, the options a caller may pass to a query hook, and the page sizes the specs name.
 */
import { useCallback } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type MutateOptions,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import type { ApiError } from '../errors.ts';
import { useApi, type ForumQueryMeta } from '../provider.tsx';
import type { operations, paths } from '../schema.gen.ts';
import { invalidate, type InvalidationTarget } from './keys.ts';

/** The query parameters of an operation, from the contract. */
export type QueryParams<Op extends keyof operations> = NonNullable<
  operations[Op]['parameters']['query']
>;

/**
 * Every failure reaches a hook as an ApiError: the client's middleware turns each failure body
 * into `{message, status, data}` and each network failure into an ApiRequestError. The generated
 * types only know the error bodies of the contract, so the error type is corrected here, once.
 */
export function apiQuery<TData, TError>(
  result: UseQueryResult<TData, TError>,
): UseQueryResult<TData, ApiError> {
  return result as unknown as UseQueryResult<TData, ApiError>;
}

/** The same correction for mutations. */
export function apiMutation<TData, TError, TVariables, TContext>(
  result: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, ApiError, TVariables, TContext> {
  return result as unknown as UseMutationResult<TData, ApiError, TVariables, TContext>;
}

/**
 * The options of a call whose success invalidates a fixed set of queries (most staff actions):
 * the mutation settles once what is on screen has refetched, so a screen's toast and focus
 * follow the fresh data.
 */
export function useInvalidateOnSuccess(targets: readonly InvalidationTarget[]) {
  const queryClient = useQueryClient();
  return { onSuccess: () => invalidate(queryClient, targets) };
}

/** What a caller may tune on a query hook (the key and fetcher belong to the hook). */
export interface QueryHookOptions {
  /** Combined with the hook's own condition (for example a session, or a long enough query). */
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
  /** False (the default): no interval refetch while the page is hidden. */
  refetchIntervalInBackground?: boolean;
  /** What the query says about itself, e.g. `{ failureToast: 'Failed to load categories' }`. */
  meta?: ForumQueryMeta;
}

/** The page sizes the specs name, in one place. */
export const PAGE_SIZES = {
  /** Home page lists (featured, latest, popular). */
  home: 20,
  /** Paged thread lists fetch 50 and split them client-side. */
  pagedList: 50,
  /** The forum thread list fetches 50 latest. */
  forum: 50,
  /** Trending fetches 20 popular. */
  trending: 20,
  /** Category page by slug. */
  categoryThreads: 15,
  /** Posts of a thread (the contract's default). */
  threadPosts: 50,
  /** The search page (the API's default is 15). */
  search: 20,
  /** Admin user management and approval queues. */
  adminUsers: 10,
  /** Moderator reported content. */
  moderatorReports: 10,
  /** Moderation log. */
  moderatorLogs: 50,
  /** A user's moderation history. */
  moderationHistory: 10,
  /** Profile activity tabs. */
  activity: 10,
  /** Contact messages (the contract's default). */
  contactForms: 15,
  /** Notifications (the contract's default). */
  notifications: 15,
} as const;

/** Minimum trimmed query lengths (spec: suggestions from 2 characters, a search from 3). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const SEARCH_MIN_LENGTH = 3;

/** Combines the hook's own condition with the caller's `enabled`. */
export function enabledWith(own: boolean, options?: QueryHookOptions): boolean {
  return own && (options?.enabled ?? true);
}

/**
 * A page of a list about one record (a member's activity, who liked a post): no call until the
 * record is known, and the page on screen stays while the next one loads. `query` is the list's
 * options factory (`api.hooks.queryOptions`), the caller's options tune it.
 */
export function useRecordPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  recordKnown: boolean,
  options?: QueryHookOptions,
): UseQueryResult<TData, ApiError> {
  return apiQuery(
    useQuery({
      ...query,
      ...options,
      enabled: enabledWith(recordKnown, options),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Omit over each member of a union (keeps a query or mutation result's status narrowing). */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A mutation whose `mutate` takes simpler variables than openapi-fetch's init (uploads, likes). */
export type MappedMutationResult<TData, TVariables, TInit, TContext> = DistributiveOmit<
  UseMutationResult<TData, ApiError, TInit, TContext>,
  'mutate' | 'mutateAsync'
> & {
  mutate: (
    variables: TVariables,
    options?: MutateOptions<TData, ApiError, TInit, TContext>,
  ) => void;
  mutateAsync: (
    variables: TVariables,
    options?: MutateOptions<TData, ApiError, TInit, TContext>,
  ) => Promise<TData>;
};

/**
 * Maps simple variables to the init of the call. `toInit` should be a module-level function and
 * `bound` a primitive (an id), so that `mutate` keeps its identity between renders.
 */
export function useMappedMutation<TData, TVariables, TInit, TContext, TBound = undefined>(
  result: UseMutationResult<TData, ApiError, TInit, TContext>,
  toInit: (variables: TVariables, bound: TBound) => TInit,
  bound?: TBound,
): MappedMutationResult<TData, TVariables, TInit, TContext> {
  const { mutate, mutateAsync } = result;
  const mappedMutate = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, ApiError, TInit, TContext>) =>
      mutate(toInit(variables, bound as TBound), options),
    [mutate, toInit, bound],
  );
  const mappedMutateAsync = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, ApiError, TInit, TContext>) =>
      mutateAsync(toInit(variables, bound as TBound), options),
    [mutateAsync, toInit, bound],
  );
  return {
    ...result,
    mutate: mappedMutate,
    mutateAsync: mappedMutateAsync,
  } as MappedMutationResult<TData, TVariables, TInit, TContext>;
}

/** A multipart body for openapi-fetch: every field of the (one-level) body appended as is. */
export function formDataSerializer(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * A call whose success refreshes a fixed set of queries (most staff actions), typed by the
 * contract: `useInvalidatingMutation('put', '/admin/users/{id}/ban', USER_CHANGES)`.
 */
export function useInvalidatingMutation<
  Method extends HttpMethod,
  Path extends PathsWithMethod<paths, Method>,
>(method: Method, path: Path, targets: readonly InvalidationTarget[]) {
  const { hooks } = useApi();
  return apiMutation(hooks.useMutation(method, path, useInvalidateOnSuccess(targets)));
}
