/**
 * What the last visit to a thread left on this device, as the page uses it: the position read
 * when the page opened (useThreadReading), the replies in reading order, the newest of them, and
 * those posted since. Shared by the reading tools and the position control, both loaded after
 * the thread shows.
 */
import { newSince, useThreadReading, type ReadingPosition } from '@forum/api';
import { useMemo } from 'react';
import { ordinals, type ThreadPost } from '../ReplyList/threadTree.ts';

export interface LastVisit {
  /** The last visit's position: null on a first visit, undefined until read. */
  position: ReadingPosition | null | undefined;
  /** The replies' ids in reading order (their places in the thread, from 1). */
  order: readonly number[];
  /** The highest reply id on the page now. */
  newestId: number;
  /** The replies posted since the last visit: the first one met, and how many. */
  fresh?: { firstId: number; count: number };
}

export function useLastVisit(threadId: number, replies: readonly ThreadPost[]): LastVisit {
  const position = useThreadReading(threadId).data;
  const order = useMemo(() => [...ordinals(replies).keys()], [replies]);
  const newestId = useMemo(() => order.reduce((max, id) => Math.max(max, id), 0), [order]);
  const fresh = useMemo(() => newSince(position ?? undefined, order), [position, order]);
  return { position, order, newestId, fresh };
}
