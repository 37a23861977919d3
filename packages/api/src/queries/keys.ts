/**
 * Query keys: the conventions every hook in this folder follows.
 *
 * 1. A GET is cached under openapi-react-query's own key, exactly as `hooks.queryOptions` builds it:
 *
 *        [method, pathTemplate]            when the call has no init
 *        [method, pathTemplate, init]      otherwise, init = { params: { path?, query? } }
 *
 *    e.g. `['get', '/threads', { params: { query: { sort: 'latest', per_page: 20 } } }]` or
 *    `['get', '/threads/id/{id}', { params: { path: { id: 5 } } }]`. The path is the contract's
 *    template, never a filled-in URL, so the key names the operation.
 *
 * 2. TanStack Query matches keys by prefix, and the path template is a single element, so:
 *    - `pathKey('/threads')` (= `['get', '/threads']`) matches every variant of GET /threads (any
 *      page, sort, category...), and nothing else (not '/threads/my-pending');
 *    - `['get', '/threads/id/{id}', { params: { path: { id: 5 } } }]` matches thread 5 whatever
 *      other params its query had (object parts of a key match partially).
 *    `queryClient.invalidateQueries({ queryKey: pathKey('/threads') })` therefore refreshes every
 *    thread list. `pathPrefix('/categories')` matches every GET under /categories (predicate form).
 *
 * 3. Ids in keys are numbers (`useThread('5')` caches under id 5), so a key built from a route
 *    param and one built from a response match. A thread read by slug ('/threads/{id}' with a slug)
 *    is found by `threadQuery(id)`, which also looks at the cached body's id.
 *
 * 4. Mutations are keyed `[method, pathTemplate]` by openapi-react-query (for `useIsMutating`).
 *    Their variables are openapi-fetch's init, typed from the contract:
 *    `mutate({ params: { path: { id } }, body: { reason } })`. Hooks whose id is bound at the call
 *    (likes) and the multipart uploads take simpler variables; each says so.
 *
 * 5. Each mutation declares what it invalidates with `invalidate(queryClient, [...targets])`, a
 *    target being a GET path template (all its variants) or a predicate. Invalidation refetches
 *    what is on screen and marks the rest stale; the mutation stays pending until the refetch of
 *    what is on screen finishes, so a button disabled while pending covers the whole round trip.
 *
 * 6. Private data (anything that depends on who is logged in) is listed in PRIVATE_PATH_PREFIXES;
 *    login and logout remove it from the cache and refetch the rest (likes flags, hidden posts).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { paths } from '../schema.gen.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** The path templates that have a GET in the contract. */
export type GetPath = {
  [P in keyof paths]-?: [NonNullable<paths[P]['get']>] extends [never] ? never : P;
}[keyof paths];

/** One operation of the contract: its method and path template. */
export type Operation = {
  [P in keyof paths]-?: {
    [M in HttpMethod]-?: [NonNullable<paths[P][M]>] extends [never] ? never : readonly [M, P];
  }[HttpMethod];
}[keyof paths];

/** The key prefix that matches every cached variant of a GET (`['get', path]`). */
export function pathKey<P extends GetPath>(path: P): readonly ['get', P] {
  return ['get', path] as const;
}

/** The full key of one GET, the same one `hooks.queryOptions('get', path, init)` builds. */
export function queryKeyOf<P extends GetPath, I extends object>(
  path: P,
  init?: I,
): readonly unknown[] {
  return init === undefined ? ['get', path] : ['get', path, init];
}

/** Parts of a key, read defensively (keys come from anywhere in the cache). */
export function keyPath(query: Pick<Query, 'queryKey'>): string | undefined {
  const [method, path] = query.queryKey;
  return method === 'get' && typeof path === 'string' ? path : undefined;
}

/** A path parameter from a cached key's init (`init.params.path[name]`). */
export function keyPathParam(query: Pick<Query, 'queryKey'>, name: string): unknown {
  const init = query.queryKey[2] as { params?: { path?: Record<string, unknown> } } | undefined;
  return init?.params?.path?.[name];
}

export type QueryPredicate = (query: Query) => boolean;

/** Every GET whose path template is `prefix` or starts with `prefix/`. */
export function pathPrefix(prefix: string): QueryPredicate {
  return (query) => {
    const path = keyPath(query);
    return path !== undefined && (path === prefix || path.startsWith(`${prefix}/`));
  };
}

/** GETs of one resource by id: `pathTemplate` with path param `param` equal to `id` (numbers compared as numbers). */
export function pathWithId(path: GetPath, id: number | string, param = 'id'): QueryPredicate {
  return (query) => keyPath(query) === path && String(keyPathParam(query, param)) === String(id);
}

function bodyId(query: Query): unknown {
  const data = query.state.data as { data?: { id?: unknown } } | undefined;
  return data?.data?.id;
}

/**
 * The queries of one thread: GET /threads/id/{id}, GET /threads/{id} (by id or by slug; a slug is
 * recognised from the cached body) and GET /threads/{id}/posts.
 */
export function threadQuery(threadId: number): QueryPredicate {
  return (query) => {
    const path = keyPath(query);
    if (path === '/threads/id/{id}' || path === '/threads/{id}/posts')
      return Number(keyPathParam(query, 'id')) === threadId;
    if (path === '/threads/{id}')
      return Number(keyPathParam(query, 'id')) === threadId || bodyId(query) === threadId;
    return false;
  };
}

/** What a mutation invalidates: a GET path template (every variant of it), or a predicate. */
export type InvalidationTarget = GetPath | QueryPredicate;

/** Invalidates each target; resolves when what is on screen has refetched. */
export async function invalidate(
  queryClient: QueryClient,
  targets: readonly InvalidationTarget[],
): Promise<void> {
  await Promise.all(
    targets.map((target) =>
      typeof target === 'string'
        ? queryClient.invalidateQueries({ queryKey: pathKey(target) })
        : queryClient.invalidateQueries({ predicate: target }),
    ),
  );
}

/** Every list that shows threads (the thread lists and both category thread lists). */
export const THREAD_LISTS: readonly InvalidationTarget[] = [
  '/threads',
  '/categories/{slug}/threads',
  '/categories/id/{id}/threads',
];

/** Paths whose answers depend on who is logged in; removed from the cache at login and logout. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/auth/user',
  '/threads/my-pending',
  '/threads/pending-approval',
  '/notifications',
  '/user/preferences',
  '/admin',
  '/moderator',
  '/contact-forms',
  '/system',
];

export const isPrivateQuery: QueryPredicate = (query) =>
  PRIVATE_PATH_PREFIXES.some((prefix) => pathPrefix(prefix)(query));

/**
 * After a guest logs in (oneCachePerMember): private data leaves the cache, and what is left, a
 * guest's answers, stays on screen while it is refetched as the member.
 */
export async function resetSessionData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: isPrivateQuery });
  await queryClient.invalidateQueries();
}

/**
 * After a member's session changes hands (a logout, a 401, another member's login, another tab;
 * oneCachePerMember): nothing fetched with the member's token stays in the cache. Private data
 * leaves it, and every other answer (a thread with the member's like flags, or the hidden posts
 * a moderator sees) is dropped too, not only marked stale: what is on screen is fetched again as
 * a guest, and nothing of the member's is shown meanwhile, offline included.
 */
export async function clearSessionData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: isPrivateQuery });
  await queryClient.resetQueries();
}
