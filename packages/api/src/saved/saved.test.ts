import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_ESTIMATE,
  SAVED_CACHE_PREFIX,
  SaveError,
  documentAssets,
  estimateDownload,
  fits,
  imageSources,
  isItemKey,
  isMemberSavedCache,
  itemKey,
  newestFirst,
  refusalOf,
  savedCacheName,
  type SavedItem,
} from './saved.ts';
import { clearMemberSaved, listSaved, putItem, removeAllSaved, removeSaved } from './savedStore.ts';

const ORIGIN = 'https://forum.example';

/** Cache Storage in memory: what the browser's `caches` does, for what the store uses. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: RequestInfo) => {
        const hit = entries.get(typeof request === 'string' ? request : request.url);
        return hit?.clone();
      },
      put: async (request: RequestInfo, response: Response) => {
        entries.set(typeof request === 'string' ? request : request.url, response);
      },
      delete: async (request: RequestInfo) =>
        entries.delete(typeof request === 'string' ? request : request.url),
    }) as unknown as Cache;
  return {
    stores,
    storage: {
      open: async (name: string) => {
        if (!stores.has(name)) stores.set(name, new Map());
        return cacheOf(stores.get(name)!);
      },
      keys: async () => [...stores.keys()],
      has: async (name: string) => stores.has(name),
      delete: async (name: string) => stores.delete(name),
    },
  };
}

const item = (path: string, savedAt: number, urls: string[], bytes = 1000): SavedItem => ({
  kind: 'thread',
  path,
  title: `Thread ${path}`,
  savedAt,
  bytes,
  urls,
});

describe('saved for offline: the rules', () => {
  it("names one cache per reader, and knows a member's from the guest's", () => {
    expect(savedCacheName('guest')).toBe('forum-saved:guest');
    expect(savedCacheName('member:7')).toBe('forum-saved:member:7');
    expect(isMemberSavedCache('forum-saved:member:7')).toBe(true);
    expect(isMemberSavedCache('forum-saved:guest')).toBe(false);
    expect(isMemberSavedCache('forum-pages')).toBe(false);
  });

  it('the worker reads the caches by the same name (app/worker/rules.ts)', () => {
    const rules = readFileSync(
      join(import.meta.dirname, '../../../../app/worker/rules.ts'),
      'utf8',
    );
    expect(rules).toContain(`export const SAVED_CACHE_PREFIX = '${SAVED_CACHE_PREFIX}';`);
  });

  it('keeps an item under an address no page has', () => {
    expect(itemKey(ORIGIN, '/threads/2')).toBe(`${ORIGIN}/__saved__/threads/2`);
    expect(isItemKey(`${ORIGIN}/__saved__/threads/2`, ORIGIN)).toBe(true);
    expect(isItemKey(`${ORIGIN}/threads/2`, ORIGIN)).toBe(false);
  });

  it('estimates a download from the threads and their replies', () => {
    expect(estimateDownload([])).toBe(0);
    expect(estimateDownload([{ replies_count: 10 }, { replies_count: null }])).toBe(
      2 * DOWNLOAD_ESTIMATE.perThread + 10 * DOWNLOAD_ESTIMATE.perReply,
    );
    expect(estimateDownload([{ replies_count: -3 }], { perThread: 5, perReply: 1 })).toBe(5);
  });

  it('refuses past the reader’s limits, and past the space the browser reports', () => {
    const kept = [{ bytes: 40 }, { bytes: 50 }];
    const limits = { items: 3, bytes: 100 };
    expect(fits(kept, { bytes: 10, items: 1 }, undefined, limits)).toBe(true);
    expect(fits(kept, { bytes: 11, items: 1 }, undefined, limits)).toBe('full');
    expect(fits(kept, { bytes: 1, items: 2 }, undefined, limits)).toBe('full');
    expect(fits(kept, { bytes: 10, items: 1 }, 5, limits)).toBe('quota');
  });

  it('says why a save failed: the space, a cancel, or anything else', () => {
    expect(refusalOf(new SaveError('offline'))).toBe('offline');
    expect(refusalOf(new DOMException('full', 'QuotaExceededError'))).toBe('quota');
    expect(refusalOf(new DOMException('stop', 'AbortError'))).toBe('cancelled');
    expect(refusalOf(new Error('500'))).toBe('failed');
    expect(refusalOf(undefined)).toBe('failed');
  });

  it("finds a post's pictures, once each, absolute, and only http(s)", () => {
    const html =
      '<p>a</p><img src="/uploads/a.webp" alt="a"><img alt=b src=\'https://cdn.example/b.jpg?x=1&amp;y=2\'>' +
      '<img src="/uploads/a.webp"><img src="javascript:alert(1)"><img src="data:image/png;base64,AA">';
    expect(imageSources(html, `${ORIGIN}/threads/1`)).toEqual([
      `${ORIGIN}/uploads/a.webp`,
      'https://cdn.example/b.jpg?x=1&y=2',
    ]);
    expect(imageSources(null, ORIGIN)).toEqual([]);
  });

  it("finds a document's built files, inline copies included, once each", () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/thread-b2.js">' +
      '<style>.x{}</style><link rel="stylesheet" type="text/x-inline-copy" crossorigin href="/assets/AuthorLink-c3.css" disabled>' +
      '<link rel="icon" href="/favicon.svg"><a href="/assets/not-a-file">x</a><script src="/assets/index-a1.js"></script>';
    expect(documentAssets(html, `${ORIGIN}/threads/1`)).toEqual([
      `${ORIGIN}/assets/index-a1.js`,
      `${ORIGIN}/assets/thread-b2.js`,
      `${ORIGIN}/assets/AuthorLink-c3.css`,
    ]);
  });

  it('lists newest first', () => {
    const list = newestFirst([item('/a', 1, []), item('/b', 3, []), item('/c', 2, [])]);
    expect(list.map((entry) => entry.path)).toEqual(['/b', '/c', '/a']);
  });
});

describe('saved for offline: the store', () => {
  it("lists a reader's items, never another reader's", async () => {
    const { storage } = memoryCaches();
    await putItem(
      await storage.open(savedCacheName('member:1')),
      item('/threads/1', 5, []),
      ORIGIN,
    );
    await putItem(await storage.open(savedCacheName('guest')), item('/threads/2', 6, []), ORIGIN);
    expect((await listSaved('member:1', storage, ORIGIN)).map((entry) => entry.path)).toEqual([
      '/threads/1',
    ]);
    expect(await listSaved('member:2', storage, ORIGIN)).toEqual([]);
  });

  it('removes an item and its answers, but not an answer another item keeps', async () => {
    const { storage, stores } = memoryCaches();
    const cache = await storage.open(savedCacheName('guest'));
    const shared = `${ORIGIN}/uploads/shared.webp`;
    for (const url of [`${ORIGIN}/threads/1`, `${ORIGIN}/threads/2`, shared])
      await cache.put(url, new Response('x'));
    await putItem(cache, item('/threads/1', 1, [`${ORIGIN}/threads/1`, shared]), ORIGIN);
    await putItem(cache, item('/threads/2', 2, [`${ORIGIN}/threads/2`, shared]), ORIGIN);
    await removeSaved('guest', '/threads/1', storage, ORIGIN);
    const left = [...stores.get(savedCacheName('guest'))!.keys()];
    expect(left).not.toContain(`${ORIGIN}/threads/1`);
    expect(left).toContain(shared);
    expect((await listSaved('guest', storage, ORIGIN)).map((entry) => entry.path)).toEqual([
      '/threads/2',
    ]);
    await removeAllSaved('guest', storage);
    expect(await listSaved('guest', storage, ORIGIN)).toEqual([]);
  });

  it("at logout, every member's saved copies go and the guest's stay", async () => {
    const { storage } = memoryCaches();
    for (const owner of ['member:1', 'member:2', 'guest'] as const)
      await putItem(await storage.open(savedCacheName(owner)), item(`/${owner}`, 1, []), ORIGIN);
    await clearMemberSaved(storage);
    expect(await storage.keys()).toEqual([savedCacheName('guest')]);
  });
});
