import { describe, expect, it, vi } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  clearRecentSearches,
  parseRecentSearches,
  readRecentSearches,
  rememberSearch,
  subscribeRecentSearches,
  withRecentSearch,
  type RecentStorage,
} from './recentSearches.ts';

function memoryStorage(initial?: string): RecentStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(RECENT_SEARCHES_KEY, initial);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('withRecentSearch', () => {
  it('puts the newest first, once, and keeps five', () => {
    let list: string[] = [];
    for (const q of ['one', 'two', 'three', 'four', 'five', 'six'])
      list = withRecentSearch(list, q);
    expect(list).toEqual(['six', 'five', 'four', 'three', 'two']);
    expect(withRecentSearch(list, '  FOUR  ')).toEqual(['FOUR', 'six', 'five', 'three', 'two']);
  });

  it('trims and collapses spaces, and ignores an empty query', () => {
    expect(withRecentSearch([], '  budget   gpu ')).toEqual(['budget gpu']);
    expect(withRecentSearch(['a b c'], '   ')).toEqual(['a b c']);
  });

  it('cuts a very long query to what the API takes', () => {
    expect(withRecentSearch([], 'x'.repeat(400))[0]).toHaveLength(255);
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored list defensively', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["gpu", 4, null, " GPU ", "", "ram"]')).toEqual(['gpu', 'ram']);
    expect(parseRecentSearches(JSON.stringify(['1', '2', '3', '4', '5', '6', '7']))).toHaveLength(
      5,
    );
  });
});

describe('remembering on a storage', () => {
  it('remembers, reads back and clears', () => {
    const storage = memoryStorage();
    rememberSearch('mechanical keyboard', storage);
    rememberSearch('Ñandú 東京', storage);
    expect(readRecentSearches(storage)).toEqual(['Ñandú 東京', 'mechanical keyboard']);
    clearRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('tells subscribers about a change, and stops after unsubscribing', () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const unsubscribe = subscribeRecentSearches(listener);
    rememberSearch('gpu', storage);
    expect(listener).toHaveBeenCalledTimes(1);
    rememberSearch('gpu', storage); // already first: nothing changes
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    rememberSearch('ram', storage);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentSearches(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: RECENT_SEARCHES_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('survives a storage that throws', () => {
    const broken: RecentStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readRecentSearches(broken)).toEqual([]);
    expect(() => rememberSearch('gpu', broken)).not.toThrow();
    expect(() => clearRecentSearches(broken)).not.toThrow();
  });
});

describe('recent searches have an owner (one phone, many members)', () => {
  it("a member's searches are theirs: another member and a guest see none", () => {
    const storage = memoryStorage();
    rememberSearch('gpu prices', storage, 7);
    rememberSearch('laptop', storage, 7);
    expect(readRecentSearches(storage, 7)).toEqual(['laptop', 'gpu prices']);
    expect(readRecentSearches(storage, 9)).toEqual([]);
    expect(readRecentSearches(storage, null)).toEqual([]);
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY)!)).toEqual({
      owner: 7,
      list: ['laptop', 'gpu prices'],
    });
  });

  it("another member's first search replaces the list, never adds to it", () => {
    const storage = memoryStorage();
    rememberSearch('my secret search', storage, 7);
    rememberSearch('keyboard', storage, 9);
    expect(readRecentSearches(storage, 9)).toEqual(['keyboard']);
    expect(readRecentSearches(storage, 7)).toEqual([]);
  });

  it("a list stored before owners (a bare list) is a guest's", () => {
    const storage = memoryStorage(JSON.stringify(['old one']));
    expect(readRecentSearches(storage, null)).toEqual(['old one']);
    expect(readRecentSearches(storage, 7)).toEqual([]);
    expect(parseRecentSearches(JSON.stringify({ owner: '7', list: ['x'] }), 7)).toEqual([]);
  });
});
