/**
 * What a thread page reads of the outbox on every visit, kept apart from the rest (useOutbox.ts,
 * runtime.ts), which loads only when there is something to keep, show or send.
 */
import { useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '../provider.tsx';
import type { OutboxItem } from './outbox.ts';

/** The code that touches IndexedDB (with `idb`), loaded on demand. */
export const loadRuntime = () => import('./runtime.ts');

/** The outbox's query keys: every thread's (`['outbox']`), or one thread's. */
export const outboxKey = (threadId?: number) =>
  threadId === undefined ? (['outbox'] as const) : (['outbox', threadId] as const);

/**
 * The items the person logged in keeps for a thread, oldest first (none for a guest): a query
 * over IndexedDB (`['outbox', threadId]`), read in the query's function, never while rendering.
 */
export function useThreadOutbox(threadId: number) {
  const api = useApi();
  const { user } = useSession();
  const userId = user?.id;
  return useQuery({
    queryKey: outboxKey(threadId),
    queryFn: async (): Promise<OutboxItem[]> => (await loadRuntime()).outboxOf(api).list(threadId),
    select: (items) => items.filter((item) => item.authorId === userId),
    enabled: userId !== undefined,
    // IndexedDB answers offline too; it changes only through this page's calls.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
}
