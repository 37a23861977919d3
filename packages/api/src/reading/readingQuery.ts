/**
 * Reading positions in the query cache: the replies seen per thread for lists (`useSeenReplies`,
 * here), the reader's place in one thread as it was when the page opened (threadReading.ts), and
 * the writes of a visit (recordReading.ts); apart, so that a list page loads only its own. The
 * IndexedDB code (store.ts) loads in the queries' functions, after the page is on screen, never
 * with its first download. Nothing of this runs on the server: its page is the same for everyone.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../provider.tsx';
import type { ReadingOwner } from './positions.ts';

/** The IndexedDB code, loaded on demand. */
export const loadStore = () => import('./store.ts');

export const readingOwner = (userId: number | undefined): ReadingOwner =>
  userId === undefined ? 'guest' : `member:${userId}`;

/** Replies seen when each thread was last open here, by thread id. */
export type SeenReplies = Readonly<Record<number, number>>;

/** The reader's positions (`['reading', owner]`), or one thread's (`['reading', owner, id]`). */
export const readingKey = (owner: ReadingOwner, threadId?: number) =>
  threadId === undefined ? (['reading', owner] as const) : (['reading', owner, threadId] as const);

/**
 * IndexedDB answers offline too, and changes only through this page's writes: never stale, so
 * never fetched again on focus or reconnect.
 */
export const LOCAL = { networkMode: 'always', staleTime: Infinity } as const;

/**
 * Whether a query is of what only the device knows (reading positions, saved copies): no route
 * declares it and the server never loads it (the server render's check of undeclared queries
 * skips it).
 */
export const isDeviceQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'reading' || queryKey[0] === 'saved';

/** The replies seen per thread on this device, for lists ("7 new"); undefined until read. */
export function useSeenReplies(): SeenReplies | undefined {
  const owner = readingOwner(useSession().user?.id);
  return useQuery({
    ...LOCAL,
    queryKey: readingKey(owner),
    queryFn: async (): Promise<SeenReplies> =>
      Object.fromEntries(
        (await (await loadStore()).readingStore().all(owner)).map((position) => [
          position.threadId,
          position.seenCount,
        ]),
      ),
  }).data;
}
