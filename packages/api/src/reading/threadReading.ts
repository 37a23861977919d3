/** The reader's position in one thread as the last visit left it (see readingQuery.ts). */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../provider.tsx';
import type { ReadingPosition } from './positions.ts';
import { LOCAL, loadStore, readingKey, readingOwner } from './readingQuery.ts';

/**
 * The reader's position in a thread as the last visit left it (null on a first visit): read
 * once when the page opens and dropped when it closes, so that this visit's own writes do not
 * move the "New since your last visit" line under the reader.
 */
export function useThreadReading(threadId: number) {
  const owner = readingOwner(useSession().user?.id);
  return useQuery({
    ...LOCAL,
    queryKey: readingKey(owner, threadId),
    queryFn: async (): Promise<ReadingPosition | null> =>
      (await (await loadStore()).readingStore().get(owner, threadId)) ?? null,
    gcTime: 0,
  });
}
