/**
 * Threads: lists (home, forum, trending, paged), one thread, my pending threads, the approval
 * queue, and creation. The staff calls are in threadStaff.ts: only staff pages load them.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { etagKey, unwrap, type ApiClient } from '../client.ts';
import { useApi, useSession } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import { THREAD_LISTS, type InvalidationTarget, type Operation } from './keys.ts';
import {
  PAGE_SIZES,
  apiMutation,
  apiQuery,
  enabledWith,
  type QueryHookOptions,
  type QueryParams,
  useInvalidateOnSuccess,
} from './shared.ts';

export const operations = [
  ['get', '/threads'],
  ['post', '/threads'],
  ['get', '/threads/my-pending'],
  ['get', '/threads/id/{id}'],
  ['get', '/threads/{id}'],
  ['get', '/threads/pending-approval'],
] as const satisfies readonly Operation[];

export type ThreadListParams = QueryParams<'listThreads'>;

type Thread = components['schemas']['Thread'];
type ThreadPage = components['schemas']['ThreadPage'];

/** A thread as the lists keep it: everything but its first post's body. */
export type ThreadSummary = Omit<Thread, 'content' | 'first_post'>;
export type ThreadSummaryPage = Omit<ThreadPage, 'data'> & { data: ThreadSummary[] };

/**
 * A list page without the first posts' bodies. GET /threads sends each body twice (`content`
 * and `first_post.content`) and no list shows it, so it is dropped as the page arrives: neither
 * the cache nor a server-rendered page's embedded state carries it (on /Forums, a large share of
 * what its threads take). The thread page reads the body with the thread.
 */
export function withoutBodies(page: ThreadPage): ThreadSummaryPage {
  return {
    ...page,
    data: page.data.map(({ content: _content, first_post: _firstPost, ...thread }) => thread),
  };
}

/** GET /threads with the given params: what a list page declares and useThreads reads. */
export function threadsOptions(api: ApiClient, params: ThreadListParams = {}) {
  const { queryKey, queryFn } = api.hooks.queryOptions('get', '/threads', {
    params: { query: params },
  });
  return {
    queryKey,
    queryFn: async (context: Parameters<typeof queryFn>[0]) =>
      withoutBodies(await queryFn(context)),
  };
}

/** GET /threads with the given params (featured, sort, per_page, page, category). */
export function useThreads(params: ThreadListParams = {}, options?: QueryHookOptions) {
  return apiQuery(
    useQuery({
      ...threadsOptions(useApi(), params),
      ...options,
      placeholderData: keepPreviousData,
    }),
  );
}

export type HomeList = 'featured' | 'latest' | 'popular';

/** The params of one home list: 20 threads, featured or sorted. */
export function homeListParams(list: HomeList): ThreadListParams {
  return list === 'featured'
    ? { featured: true, per_page: PAGE_SIZES.home }
    : { sort: list, per_page: PAGE_SIZES.home };
}

/** A home page list (featured, latest or popular), 20 threads. */
export function useHomeThreads(list: HomeList, options?: QueryHookOptions) {
  return useThreads(homeListParams(list), options);
}

/** The forum thread list: the 50 latest threads (paged client-side). */
export function useForumThreads(options?: QueryHookOptions) {
  return useThreads({ sort: 'latest', per_page: PAGE_SIZES.forum }, options);
}

/** The trending page: the 20 most popular threads (paged client-side). */
export function useTrendingThreads(options?: QueryHookOptions) {
  return useThreads({ sort: 'popular', per_page: PAGE_SIZES.trending }, options);
}

/** A paged list page (topic pages, lists with Load More): 50 threads a fetch, split client-side. */
export function usePagedThreads(
  params: Omit<ThreadListParams, 'per_page'> = {},
  options?: QueryHookOptions,
) {
  return useThreads({ ...params, per_page: PAGE_SIZES.pagedList }, options);
}

export type ThreadLookup = { kind: 'id'; id: number } | { kind: 'slug'; slug: string };

/**
 * How a route param names a thread: a number or a string of digits is an id (read with
 * /threads/id/{id}); anything else non-blank is a slug (read with /threads/{id}).
 */
export function threadLookup(
  idOrSlug: number | string | null | undefined,
): ThreadLookup | undefined {
  if (typeof idOrSlug === 'number')
    return Number.isInteger(idOrSlug) && idOrSlug > 0 ? { kind: 'id', id: idOrSlug } : undefined;
  if (typeof idOrSlug !== 'string') return undefined;
  const value = idOrSlug.trim();
  if (!value) return undefined;
  return /^\d+$/.test(value) ? { kind: 'id', id: Number(value) } : { kind: 'slug', slug: value };
}

/**
 * One thread with its posts: GET /threads/id/{id} for an id, GET /threads/{id} for a slug (a
 * lookup that names neither reads id 0, and its hook is disabled).
 */
export function threadOptions(api: ApiClient, idOrSlug: number | string | null | undefined) {
  const lookup = threadLookup(idOrSlug);
  const byId = api.hooks.queryOptions('get', '/threads/id/{id}', {
    params: { path: { id: lookup?.kind === 'id' ? lookup.id : 0 } },
  });
  // Both answer a ThreadResource; only the key's path differs, so one options type serves both.
  return lookup?.kind === 'slug'
    ? (api.hooks.queryOptions('get', '/threads/{id}', {
        params: { path: { id: lookup.slug } },
      }) as unknown as typeof byId)
    : byId;
}

/** One thread with its posts (threadOptions). */
export function useThread(
  idOrSlug: number | string | null | undefined,
  options?: QueryHookOptions,
) {
  const query = threadOptions(useApi(), idOrSlug);
  return apiQuery(
    useQuery({
      ...query,
      ...options,
      enabled: enabledWith(threadLookup(idOrSlug) !== undefined, options),
    }),
  );
}

/** How often the thread page checks for new replies while it is visible (ms). */
export const NEW_REPLIES_INTERVAL = 30_000;

/** What the new-replies check holds: the count, and the ETag of the answer it came from. */
export interface ReplyCountCheck {
  count: number;
  etag?: string;
}

/**
 * A thread's reply count as the server has it now, checked every `intervalMs` while the page
 * is visible and at once when it is shown again after that long (TanStack Query's focusManager
 * follows the page's visibility: no check from a background tab), for the thread page's
 * 'N new replies' bar. It starts from the count already shown, so mounting sends nothing.
 * The contract has no lighter call, so each check reads the thread (GET /threads/id/{id}), but
 * revalidates when the server offers an ETag: it sends If-None-Match with the ETag it holds (at
 * first the one of the read that rendered the page) and keeps its count on a 304 Not Modified.
 * Without an ETag, each check is a plain read. The ETag lives with the count in the cache.
 * Its key is its own (not the GET's), so a check never replaces what the reader is reading.
 */
export function useThreadReplyCount(
  threadId: number,
  shown: number,
  intervalMs: number = NEW_REPLIES_INTERVAL,
) {
  const { client, etags } = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['thread-reply-count', threadId] as const;
  return apiQuery(
    useQuery({
      queryKey,
      queryFn: async (): Promise<ReplyCountCheck> => {
        const held = queryClient.getQueryData<ReplyCountCheck>(queryKey);
        const result = await client.GET('/threads/id/{id}', {
          params: {
            path: { id: threadId },
            header: held?.etag ? { 'If-None-Match': held.etag } : undefined,
          },
        });
        if (result.response.status === 304 && held) return held;
        const body = await unwrap(Promise.resolve(result));
        const etag = result.response.headers.get('ETag') ?? undefined;
        return { count: body.data.replies_count ?? 0, etag };
      },
      initialData: (): ReplyCountCheck => ({
        count: shown,
        etag: etags.get(etagKey('/threads/id/{id}', { id: threadId })),
      }),
      initialDataUpdatedAt: () => Date.now(),
      select: (check) => check.count,
      staleTime: intervalMs,
      refetchInterval: intervalMs,
      // Hidden, the tab checks nothing (TanStack's interval skips while the page is hidden);
      // shown again, it checks at once if the last check is older than the interval, instead
      // of at the interval's next tick.
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
    }),
  );
}

/** GET /threads/my-pending: the user's threads awaiting approval (only with a session). */
export function useMyPendingThreads(options?: QueryHookOptions) {
  const { hooks } = useApi();
  const { isAuthenticated } = useSession();
  return apiQuery(
    hooks.useQuery('get', '/threads/my-pending', undefined, {
      ...options,
      enabled: enabledWith(isAuthenticated, options),
    }),
  );
}

/** GET /threads/pending-approval (type threads): the staff approval queue, 10 per page. */
export function usePendingThreads(page = 1, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/threads/pending-approval',
      { params: { query: { type: 'threads', page, per_page: PAGE_SIZES.adminUsers } } },
      { ...options, placeholderData: keepPreviousData },
    ),
  );
}

/** What creating a thread invalidates: thread lists, my pending threads, approval queue, counts. */
export const THREAD_CREATED: readonly InvalidationTarget[] = [
  ...THREAD_LISTS,
  '/threads/my-pending',
  '/threads/pending-approval',
  '/admin/stats',
  '/moderator/stats',
];

/** What approving or rejecting a thread invalidates (plus the thread itself). */
export const THREAD_REVIEWED: readonly InvalidationTarget[] = [
  '/threads/pending-approval',
  '/admin/stats',
  '/moderator/stats',
  '/moderator/logs',
  ...THREAD_LISTS,
  '/threads/my-pending',
  '/categories',
];

/** What lock, unlock, pin and unpin invalidate (plus the thread itself). */
export const THREAD_MODERATED: readonly InvalidationTarget[] = [...THREAD_LISTS, '/moderator/logs'];

/**
 * POST /threads (title, content, category_id). The answer's message says whether the thread
 * awaits approval ('pending approval'), and data.slug where it lives otherwise.
 */
export function useCreateThread() {
  const { hooks } = useApi();
  return apiMutation(hooks.useMutation('post', '/threads', useInvalidateOnSuccess(THREAD_CREATED)));
}
