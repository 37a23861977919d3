/**
 * What a thread page reads of the outbox on every visit, kept apart from the rest (useOutbox.ts,
 * runtime.ts), which loads only when there is something to keep, show or send.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { useApi, useSession } from '../provider.tsx';
import type { OutboxAction, OutboxItem, OutboxQueryKey } from './outbox.ts';

/** The code that touches IndexedDB (with `idb`), loaded on demand. */
export const loadRuntime = () => import('./runtime.ts');

/** The outbox's query keys: every thread's (`['outbox']`), or one thread's. */
export const outboxKey = (threadId?: number): OutboxQueryKey =>
  threadId === undefined ? ['outbox'] : ['outbox', threadId];

/**
 * The items the person logged in keeps for a thread, oldest first (none for a guest): a query
 * over IndexedDB (`['outbox', threadId]`), read in the query's function, never while rendering.
 */
export function useThreadOutbox(
  threadId: number,
  {
    alsoLoad,
  }: {
    /**
     * The code that shows kept items, loaded with the first read (a member's visit, usually
     * online): the served site's worker keeps code as it is first used, so it is there when an
     * item is first kept without a network.
     */
    alsoLoad?: () => Promise<unknown>;
  } = {},
) {
  const api = useApi();
  const { user } = useSession();
  const userId = user?.id;
  return useQuery({
    queryKey: outboxKey(threadId),
    queryFn: async (): Promise<OutboxItem[]> => {
      void alsoLoad?.().catch(() => undefined);
      return (await loadRuntime()).outboxOf(api).list(threadId);
    },
    select: (items) => items.filter((item) => item.authorId === userId),
    enabled: userId !== undefined,
    // IndexedDB answers offline too; it changes only through this page's calls.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
}

/** Keeps an action in the outbox (its code loads now): for a handler that found `isOffline()`. */
export async function keepInOutbox(
  api: ApiClient,
  queryClient: QueryClient,
  action: OutboxAction,
  options?: { uncertain?: boolean },
): Promise<OutboxItem> {
  return (await loadRuntime()).queueAction(api, queryClient, action, options);
}
