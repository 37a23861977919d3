/**
 * Reading positions: how far a reader got in each thread on this device, and what they had seen
 * of it, so that a thread can offer "Continue where you left off", mark the replies posted since,
 * and lists can say "7 new". Plain data and pure functions; the store (store.ts) keeps them in
 * IndexedDB, the queries (readingQuery.ts) read them.
 *
 * A position belongs to whoever read: a member (`member:{id}`) or the device's guest (`guest`).
 * A reader sees only their own; logout removes the member's (logout.ts).
 */

/** Whose positions these are: `member:{id}`, or `guest`. */
export type ReadingOwner = `member:${number}` | 'guest';

export interface ReadingPosition {
  owner: ReadingOwner;
  threadId: number;
  /** The furthest reply read (on screen long enough): its id, and its place (1…) in the thread. */
  lastReadId: number;
  lastReadOrdinal: number;
  /** How many replies the thread had when it was last open here. */
  seenCount: number;
  /** The newest reply the page had then (the highest id): what came after is new. */
  newestId: number;
  /** When it was last open here (ms since 1970). */
  seenAt: number;
}

/** What a visit to a thread has seen so far. */
export interface ThreadVisit {
  threadId: number;
  /** The replies on the page, and the newest of them. */
  replyCount: number;
  newestId: number;
  /** The furthest reply read in this visit, if any. */
  read?: { id: number; ordinal: number };
  at: number;
}

/**
 * The position after a visit: what the page has now, and the furthest reply read, in this visit
 * or an earlier one (reading the start of a thread again does not lose the place further on).
 */
export function afterVisit(
  owner: ReadingOwner,
  previous: ReadingPosition | undefined,
  visit: ThreadVisit,
): ReadingPosition {
  const further =
    visit.read && (!previous || visit.read.ordinal >= previous.lastReadOrdinal)
      ? visit.read
      : previous && { id: previous.lastReadId, ordinal: previous.lastReadOrdinal };
  return {
    owner,
    threadId: visit.threadId,
    lastReadId: further?.id ?? 0,
    lastReadOrdinal: further?.ordinal ?? 0,
    seenCount: Math.max(visit.replyCount, 0),
    newestId: Math.max(visit.newestId, previous?.newestId ?? 0),
    seenAt: visit.at,
  };
}

/**
 * Where "Continue where you left off" takes the reader: the furthest reply read last time, when
 * that is past the first reply and before the last. None when the address names a reply of its
 * own (`#post-{id}` wins).
 */
export function continueAt(
  previous: ReadingPosition | undefined,
  total: number,
  hasPostHash: boolean,
): { id: number; ordinal: number } | undefined {
  if (!previous || hasPostHash) return undefined;
  const { lastReadId: id, lastReadOrdinal: ordinal } = previous;
  return ordinal > 1 && ordinal < total && id > 0 ? { id, ordinal } : undefined;
}

/**
 * The replies posted since the last visit: those with an id above the newest the page had then,
 * as the reader meets them (`ids` in reading order). None on a first visit.
 */
export function newSince(
  previous: ReadingPosition | undefined,
  ids: readonly number[],
): { firstId: number; count: number } | undefined {
  if (!previous) return undefined;
  const fresh = ids.filter((id) => id > previous.newestId);
  return fresh.length ? { firstId: fresh[0]!, count: fresh.length } : undefined;
}
