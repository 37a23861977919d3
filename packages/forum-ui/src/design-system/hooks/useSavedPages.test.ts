import { describe, expect, it } from 'vitest';
import { readSavedPaths } from './useSavedPages.ts';

/** A Cache Storage of named caches, each holding requests for these addresses. */
function storageOf(caches: Record<string, string[]>) {
  return {
    keys: () => Promise.resolve(Object.keys(caches)),
    open: (name: string) =>
      Promise.resolve({
        keys: () => Promise.resolve((caches[name] ?? []).map((url) => new Request(url))),
      } as unknown as Cache),
  };
}

describe('readSavedPaths', () => {
  it("lists the paths of this site's addresses in every cache", async () => {
    const storage = storageOf({
      'forum-pages': ['https://forum.example/threads/2', 'https://forum.example/?utm=x'],
      'forum-api': ['https://api.example/api/v1/threads/2', 'https://forum.example/api/v1/threads'],
      precache: ['https://forum.example/offline.html?__WB_REVISION__=1'],
    });
    expect([...(await readSavedPaths(storage, 'https://forum.example'))].sort()).toEqual([
      '/',
      '/api/v1/threads',
      '/offline.html',
      '/threads/2',
    ]);
  });

  it('none without caches', async () => {
    expect((await readSavedPaths(storageOf({}), 'https://forum.example')).size).toBe(0);
  });
});
