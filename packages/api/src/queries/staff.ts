/**
 * The staff moderation calls of a thread page (approve, reject, lock, unlock, pin, unpin, move a
 * thread; hide, unhide a post), made by one factory, `staffMutation`. Each hook it makes:
 *
 *   key        the operation, `[method, pathTemplate]`, is the mutation key (keys.ts rule 4), so
 *              a screen reads what is in flight from the cache (`useMutationState`), not from
 *              its own state;
 *   call       sends the request (openapi-fetch); a failure rejects with the ApiError;
 *   optimistic (optional) a change to cached queries made at once (onMutate), put back as it
 *              was if the call fails (onError);
 *   invalidates what success marks stale; the mutation stays pending until what is on screen has
 *              refetched, so a button busy while pending covers the whole round trip.
 *
 * `usePendingStaffCalls` reads the pending calls back by key.
 */
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ApiError } from '../errors.ts';
import type { ApiFetchClient } from '../client.ts';
import { useApi } from '../provider.tsx';
import {
  invalidate,
  keyPath,
  type InvalidationTarget,
  type Operation,
  type QueryPredicate,
} from './keys.ts';
import { apiMutation } from './shared.ts';

/** The variables of a call on one thread or post: openapi-fetch's init with the path id. */
export type StaffInit = { params: { path: { id: number } } };

/** What a call answers, as openapi-fetch resolves it (data, or an error body). */
export type CallResult<TData> = Promise<{ data?: TData; error?: unknown; response: Response }>;

/** An optimistic change: the queries it touches and how each cached answer changes. */
export interface CacheEdit {
  queries: QueryPredicate;
  update: (data: unknown) => unknown;
}

/** What onMutate hands to onError: every changed cache entry as it was. */
export interface CacheSnapshot {
  entries: Array<[QueryKey, unknown]>;
}

export interface StaffMutationSpec<TVariables extends StaffInit, TData> {
  /** The operation, also the mutation key. */
  key: Operation;
  call: (client: ApiFetchClient, variables: TVariables) => CallResult<TData>;
  /**
   * What success invalidates. `threadId` is the one given to the hook (a post's thread, when the
   * answer does not name it).
   */
  invalidates: (context: {
    variables: TVariables;
    data: TData | undefined;
    threadId: number | undefined;
  }) => readonly InvalidationTarget[];
  /** A change shown at once and undone on failure. */
  optimistic?: (variables: TVariables) => CacheEdit;
}

export type StaffMutationResult<TVariables, TData> = UseMutationResult<
  TData | undefined,
  ApiError,
  TVariables,
  CacheSnapshot | undefined
>;

/** Makes a staff mutation hook; `threadId` (optional) is the thread a post call belongs to. */
export function staffMutation<TVariables extends StaffInit, TData>(
  spec: StaffMutationSpec<TVariables, TData>,
): (threadId?: number) => StaffMutationResult<TVariables, TData> {
  return function useStaffMutation(threadId?: number) {
    const { client } = useApi();
    const queryClient = useQueryClient();
    return apiMutation(
      useMutation({
        mutationKey: spec.key,
        mutationFn: async (variables: TVariables) => {
          const { data, error } = await spec.call(client, variables);
          if (error) throw error;
          return data;
        },
        onMutate: async (variables): Promise<CacheSnapshot | undefined> => {
          if (!spec.optimistic) return undefined;
          const edit = spec.optimistic(variables);
          await queryClient.cancelQueries({ predicate: edit.queries });
          const entries = queryClient.getQueriesData<unknown>({ predicate: edit.queries });
          queryClient.setQueriesData<unknown>({ predicate: edit.queries }, edit.update);
          return { entries };
        },
        onError: (_error, _variables, snapshot) => {
          for (const [key, data] of snapshot?.entries ?? []) queryClient.setQueryData(key, data);
        },
        onSuccess: (data, variables) =>
          invalidate(queryClient, spec.invalidates({ variables, data, threadId })),
      }),
    );
  };
}

/** The thread's own GETs (by id, or by slug when the cached body is that thread), not its posts. */
export function threadDetail(threadId: number): QueryPredicate {
  return (query) => {
    const path = keyPath(query);
    if (path !== '/threads/id/{id}' && path !== '/threads/{id}') return false;
    const id = (query.queryKey[2] as StaffInit | undefined)?.params?.path?.id;
    const body = (query.state.data as { data?: { id?: unknown } } | undefined)?.data;
    return Number(id) === threadId || body?.id === threadId;
  };
}

/** Sets fields of a cached thread answer (`{ data: thread }`); anything else is left as it is. */
export function setThreadFields(data: unknown, fields: Record<string, unknown>): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const thread = (data as { data?: unknown }).data;
  if (typeof thread !== 'object' || thread === null) return data;
  return { ...data, data: { ...thread, ...fields } };
}

/** An optimistic change of a thread's flags (locked, pinned), shown at once on its page. */
export function threadFlags(fields: { is_locked?: boolean; is_sticky?: boolean }) {
  return (variables: StaffInit): CacheEdit => ({
    queries: threadDetail(variables.params.path.id),
    update: (data) => setThreadFields(data, fields),
  });
}

const sameKey = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((part, index) => part === b[index]);

/** The action whose key a mutation has (`keys` maps each action to its mutation key). */
function actionOf<A extends string>(
  keys: Record<A, readonly unknown[]>,
  mutation: Mutation,
): A | undefined {
  return (Object.keys(keys) as A[]).find((action) =>
    sameKey(mutation.options.mutationKey, keys[action]),
  );
}

/** The path id of a mutation's variables (a staff call names one thread or post). */
const variablesId = (mutation: Mutation) =>
  (mutation.state.variables as StaffInit | undefined)?.params?.path?.id;

/**
 * The staff calls in flight, from the mutation cache: the action (by key) and the path id of
 * each pending mutation whose key is one of `keys`.
 */
export function usePendingStaffCalls<A extends string>(
  keys: Record<A, readonly unknown[]>,
): ReadonlyArray<{ action: A; id: number | undefined }> {
  return useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) => actionOf(keys, mutation) !== undefined,
    },
    select: (mutation) => ({ action: actionOf(keys, mutation)!, id: variablesId(mutation) }),
  });
}
