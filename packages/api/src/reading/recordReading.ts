/** The writes of a visit to a thread (see readingQuery.ts). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../provider.tsx';
import { afterVisit, type ReadingOwner, type ThreadVisit } from './positions.ts';
import { loadStore, readingKey, readingOwner, type SeenReplies } from './readingQuery.ts';

/**
 * Keeps what a visit has seen (afterVisit) for whoever is signed in when it is written. A visit
 * begun by someone else (a logout, another member's login meanwhile) writes nothing: their
 * positions were removed, and the next reader's are not theirs.
 */
export function useRecordReading(): (owner: ReadingOwner, visit: ThreadVisit) => Promise<void> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (owner, visit) => {
      if (readingOwner(api.session.getState().user?.id) !== owner) return;
      const store = (await loadStore()).readingStore();
      const next = afterVisit(owner, await store.get(owner, visit.threadId), visit);
      if (readingOwner(api.session.getState().user?.id) !== owner) return;
      await store.put(next);
      queryClient.setQueryData<SeenReplies>(
        readingKey(owner),
        (seen) => seen && { ...seen, [visit.threadId]: next.seenCount },
      );
    },
    [api, queryClient],
  );
}
