import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ReadingPosition } from './positions.ts';
import {
  indexedDbReadingStore,
  memoryReadingStore,
  overLimit,
  type ReadingStore,
} from './store.ts';

const position = (
  owner: ReadingPosition['owner'],
  threadId: number,
  seenAt: number,
): ReadingPosition => ({
  owner,
  threadId,
  lastReadId: threadId * 10,
  lastReadOrdinal: 3,
  seenCount: 12,
  newestId: threadId * 100,
  seenAt,
});

describe.each([
  // A database of its own for each test.
  ['IndexedDB', (limit: number) => indexedDbReadingStore(limit, `reading-${Math.random()}`)],
  ['memory', (limit: number) => memoryReadingStore(limit)],
] as const)('the %s store', (_name, make: (limit: number) => ReadingStore) => {
  it('keeps one position per reader and thread, each reader seeing only their own', async () => {
    const store = make(10);
    await store.put(position('member:5', 2, 1));
    await store.put(position('guest', 2, 2));
    await store.put({ ...position('member:5', 2, 3), lastReadOrdinal: 9 });
    expect(await store.get('member:5', 2)).toMatchObject({ lastReadOrdinal: 9, seenAt: 3 });
    expect((await store.all('member:5')).map((p) => p.threadId)).toEqual([2]);
    expect(await store.get('member:6', 2)).toBeUndefined();
  });

  it('keeps at most its limit, dropping the threads seen longest ago', async () => {
    const store = make(3);
    for (const [threadId, seenAt] of [
      [1, 10],
      [2, 5],
      [3, 30],
      [4, 40],
      [5, 20],
    ] as const)
      await store.put(position('guest', threadId, seenAt));
    expect((await store.all('guest')).map((p) => p.threadId).sort()).toEqual([3, 4, 5]);
  });

  it('forgets every member at logout, and keeps the guest', async () => {
    const store = make(10);
    await store.put(position('member:5', 1, 1));
    await store.put(position('member:6', 2, 2));
    await store.put(position('guest', 3, 3));
    await store.clearMembers();
    expect(await store.all('member:5')).toEqual([]);
    expect(await store.all('member:6')).toEqual([]);
    expect((await store.all('guest')).map((p) => p.threadId)).toEqual([3]);
  });

  it('forgets every reader, the guest too, when cleared as a new device', async () => {
    const store = make(10);
    await store.put(position('member:5', 1, 1));
    await store.put(position('guest', 3, 3));
    await store.clearAll();
    expect(await store.all('member:5')).toEqual([]);
    expect(await store.all('guest')).toEqual([]);
    await store.put(position('guest', 4, 4));
    expect((await store.all('guest')).map((p) => p.threadId)).toEqual([4]);
  });
});

describe('overLimit', () => {
  it('drops the positions seen longest ago past the limit', () => {
    const kept = [3, 1, 2, 5, 4].map((n) => ({ owner: 'guest' as const, threadId: n, seenAt: n }));
    expect(overLimit(kept, 3)).toEqual([
      { owner: 'guest', threadId: 1 },
      { owner: 'guest', threadId: 2 },
    ]);
    expect(overLimit(kept, 5)).toEqual([]);
  });
});
