import { describe, expect, it } from 'vitest';
import { readingOwner } from './readingQuery.ts';
import { afterVisit, continueAt, newSince, type ReadingPosition } from './positions.ts';

const AT = Date.UTC(2026, 11, 2, 8, 0);
const previous: ReadingPosition = {
  owner: 'member:5',
  threadId: 2,
  lastReadId: 120,
  lastReadOrdinal: 40,
  seenCount: 300,
  newestId: 900,
  seenAt: AT - 86_400_000,
};

describe('readingOwner', () => {
  it('names a member by id and everyone else as the guest', () => {
    expect(readingOwner(5)).toBe('member:5');
    expect(readingOwner(undefined)).toBe('guest');
  });
});

describe('afterVisit', () => {
  it('keeps the furthest reply read, this visit or an earlier one', () => {
    const back = afterVisit('member:5', previous, {
      threadId: 2,
      replyCount: 307,
      newestId: 950,
      read: { id: 3, ordinal: 2 },
      at: AT,
    });
    expect(back).toEqual({ ...previous, seenCount: 307, newestId: 950, seenAt: AT });
    const on = afterVisit('member:5', previous, {
      threadId: 2,
      replyCount: 307,
      newestId: 950,
      read: { id: 400, ordinal: 120 },
      at: AT,
    });
    expect(on).toMatchObject({ lastReadId: 400, lastReadOrdinal: 120 });
  });

  it('starts at nothing read on a first visit, and never forgets the newest reply seen', () => {
    expect(
      afterVisit('guest', undefined, { threadId: 7, replyCount: 3, newestId: 12, at: AT }),
    ).toEqual({
      owner: 'guest',
      threadId: 7,
      lastReadId: 0,
      lastReadOrdinal: 0,
      seenCount: 3,
      newestId: 12,
      seenAt: AT,
    });
    // A reply deleted since: the newest id seen stays, so nothing old shows as new again.
    expect(
      afterVisit('member:5', previous, { threadId: 2, replyCount: 299, newestId: 880, at: AT })
        .newestId,
    ).toBe(900);
  });
});

describe('continueAt', () => {
  it('offers the furthest reply read when it is past the first and before the last', () => {
    expect(continueAt(previous, 300, false)).toEqual({ id: 120, ordinal: 40 });
    expect(continueAt({ ...previous, lastReadOrdinal: 1 }, 300, false)).toBeUndefined();
    expect(continueAt({ ...previous, lastReadOrdinal: 300 }, 300, false)).toBeUndefined();
    expect(continueAt(undefined, 300, false)).toBeUndefined();
  });

  it('gives way to a #post- link', () => {
    expect(continueAt(previous, 300, true)).toBeUndefined();
  });
});

describe('newSince', () => {
  it('finds the first reply, in reading order, newer than the last visit, and counts them', () => {
    expect(newSince(previous, [100, 901, 500, 950])).toEqual({ firstId: 901, count: 2 });
    expect(newSince(previous, [100, 500])).toBeUndefined();
    expect(newSince(undefined, [100, 901])).toBeUndefined();
  });
});
