/**
 * Where saved threads and boards are kept: Cache Storage, one cache per reader
 * (savedCacheName), with each item's description (SavedItem, as JSON) beside the answers it
 * keeps. Loaded on demand, never with a page's first download. `storage` is the browser's
 * `caches`; tests pass their own.
 */
import {
  isItemKey,
  isMemberSavedCache,
  itemKey,
  newestFirst,
  savedCacheName,
  type SavedItem,
  type SavedOwner,
} from './saved.ts';

export type SavedStorage = Pick<CacheStorage, 'open' | 'keys' | 'delete' | 'has'>;

const browserCaches = (): SavedStorage | undefined =>
  typeof caches === 'undefined' ? undefined : caches;

const here = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/** The reader's saved items, newest first (none where there is no Cache Storage). */
export async function listSaved(
  owner: SavedOwner,
  storage = browserCaches(),
  origin = here(),
): Promise<SavedItem[]> {
  if (!storage || !(await storage.has(savedCacheName(owner)))) return [];
  const cache = await storage.open(savedCacheName(owner));
  const items: SavedItem[] = [];
  for (const request of await cache.keys()) {
    if (!isItemKey(request.url, origin)) continue;
    const answer = await cache.match(request);
    const item = (await answer?.json().catch(() => undefined)) as SavedItem | undefined;
    if (item?.path) items.push(item);
  }
  return newestFirst(items);
}

/** Keeps an item's description (its answers are already in the cache). */
export async function putItem(cache: Cache, item: SavedItem, origin = here()): Promise<void> {
  await cache.put(
    itemKey(origin, item.path),
    new Response(JSON.stringify(item), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/**
 * Removes one item and the answers it kept, but not an answer another of the reader's items
 * still keeps (a board's threads saved on their own as well).
 */
export async function removeSaved(
  owner: SavedOwner,
  path: string,
  storage = browserCaches(),
  origin = here(),
): Promise<void> {
  if (!storage) return;
  const items = await listSaved(owner, storage, origin);
  const gone = items.find((item) => item.path === path);
  if (!gone) return;
  const kept = new Set(items.filter((item) => item !== gone).flatMap((item) => item.urls));
  const cache = await storage.open(savedCacheName(owner));
  await Promise.all(gone.urls.filter((url) => !kept.has(url)).map((url) => cache.delete(url)));
  await cache.delete(itemKey(origin, path));
}

/** Removes everything the reader saved. */
export async function removeAllSaved(owner: SavedOwner, storage = browserCaches()): Promise<void> {
  await storage?.delete(savedCacheName(owner));
}

/** At logout: every member's saved copies go (a guest's stay, as the guest's reading does). */
export async function clearMemberSaved(storage = browserCaches()): Promise<void> {
  if (!storage) return;
  const names = (await storage.keys()).filter(isMemberSavedCache);
  await Promise.all(names.map((name) => storage.delete(name)));
}
