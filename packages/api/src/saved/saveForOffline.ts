/**
 * Saving threads and a board for reading offline: each page's document, the API reads its route
 * declares (fetched as a guest: the answers are the public ones, the same for everyone, never a
 * member's), and, unless the data saver is on, the pictures in its posts. Everything goes to the
 * reader's saved cache (savedStore.ts), where the service worker finds it without a network.
 * Loaded at the first save, never with a page.
 */
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../client.ts';
import { createSessionStore } from '../session.ts';
import { savePlan } from './plan.ts';
import {
  SaveError,
  documentAssets,
  fits,
  imageSources,
  savedCacheName,
  type SavedItem,
  type SavedOwner,
} from './saved.ts';
import { listSaved, putItem } from './savedStore.ts';

export interface SavePage {
  path: string;
  title: string;
}

export interface SaveRequest {
  owner: SavedOwner;
  threads: readonly SavePage[];
  /** Saving a board: its first page of threads (`threads`) and its own page. */
  board?: SavePage;
  /** The pictures in posts too (not while the data saver is on). */
  images: boolean;
  /** About how many bytes it downloads (estimateDownload), checked against the free space. */
  estimate: number;
  signal: AbortSignal;
  /** Whether `owner` is still the one signed in: a save outlived by a logout keeps nothing. */
  stillOwner: () => boolean;
  onProgress?: (done: number, total: number) => void;
}

/** Strings anywhere in an API answer that hold a picture (a post's HTML). */
function htmlWithImages(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('<img')) found.push(value);
  } else if (Array.isArray(value)) for (const item of value) htmlWithImages(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) htmlWithImages(item, found);
  return found;
}

/** Asks the browser to keep the site's storage under pressure (once granted, it stays). */
async function askToPersist(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || (await storage.persisted?.())) return;
  await storage.persist().catch(() => false);
}

async function freeSpace(): Promise<number | undefined> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.quota !== undefined && estimate.usage !== undefined
    ? estimate.quota - estimate.usage
    : undefined;
}

/** Saves the threads (and the board), item by item; resolves with the items kept. */
export async function saveForOffline(request: SaveRequest): Promise<SavedItem[]> {
  const { owner, signal } = request;
  if (typeof caches === 'undefined') throw new SaveError('failed');
  if (navigator.onLine === false) throw new SaveError('offline');
  const plan = await savePlan();
  const kept = await listSaved(owner);
  const paths = [...request.threads, ...(request.board ? [request.board] : [])].map((p) => p.path);
  const fit = fits(
    kept.filter((item) => !paths.includes(item.path)),
    { bytes: request.estimate, items: paths.length },
    await freeSpace(),
  );
  if (fit !== true) throw new SaveError(fit);
  await askToPersist();

  const cache = await caches.open(savedCacheName(owner));
  const check = () => {
    signal.throwIfAborted();
    if (!request.stillOwner()) throw new SaveError('cancelled');
  };

  /** Keeps one answer; returns its size. */
  const keep = async (url: string, response: Response, urls: string[]) => {
    check();
    const size = response.type === 'opaque' ? 0 : (await response.clone().arrayBuffer()).byteLength;
    await cache.put(url, response);
    urls.push(url);
    return size;
  };

  const savePage = async (page: SavePage, kind: SavedItem['kind']): Promise<SavedItem> => {
    const urls: string[] = [];
    let bytes = 0;
    const address = new URL(page.path, location.origin).href;
    const document = await fetch(address, { signal, headers: { Accept: 'text/html' } });
    if (!document.ok) throw new SaveError('failed');
    const html = await document.clone().text();
    bytes += await keep(address, document, urls);
    // Its built files, which the server may have written inline (see documentAssets).
    for (const file of documentAssets(html, address)) {
      const answer = await fetch(file, { signal });
      if (answer.ok) bytes += await keep(file, answer, urls);
    }
    // The route's reads, as a guest: the worker answers the page's own reads with them offline.
    const stored: Promise<number>[] = [];
    const api = createApiClient({
      session: createSessionStore(undefined, undefined),
      fetch: async (call) => {
        const answer = await fetch(call, { signal });
        if (answer.ok) stored.push(keep(call.url, answer.clone(), urls));
        return answer;
      },
    });
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers = await Promise.all(plan.reads(page.path, api).map((q) => queries.fetchQuery(q)));
    for (const size of await Promise.all(stored)) bytes += size;
    if (request.images)
      for (const src of new Set(
        htmlWithImages(answers).flatMap((html) => imageSources(html, address)),
      )) {
        const picture = await fetch(src, {
          signal,
          mode: new URL(src).origin === location.origin ? 'same-origin' : 'no-cors',
        }).catch(() => undefined);
        // A picture that fails is left out: the post still reads, with its alternative text.
        if (picture && (picture.ok || picture.type === 'opaque'))
          bytes += await keep(src, picture, urls);
      }
    await plan.warm(page.path).catch(() => undefined);
    const item: SavedItem = {
      kind,
      path: page.path,
      title: page.title,
      savedAt: Date.now(),
      bytes,
      urls,
    };
    check();
    await putItem(cache, item);
    return item;
  };

  const items: SavedItem[] = [];
  try {
    for (const extra of plan.alongside) {
      const answer = await fetch(extra, { signal, headers: { Accept: 'text/html' } });
      if (answer.ok) await keep(new URL(extra, location.origin).href, answer, []);
      await plan.warm(extra).catch(() => undefined);
    }
    const total = request.threads.length;
    request.onProgress?.(0, total);
    for (const [index, thread] of request.threads.entries()) {
      items.push(await savePage(thread, 'thread'));
      request.onProgress?.(index + 1, total);
    }
    if (request.board) {
      const board = await savePage(request.board, 'board');
      board.threads = items.length;
      await putItem(cache, board);
      items.push(board);
    }
  } finally {
    // A logout meanwhile: nothing of the member's stays (the logout removed the cache; a put
    // that raced it would have made it again).
    if (!request.stillOwner()) await caches.delete(savedCacheName(owner));
  }
  return items;
}

// One chunk for everything that touches the saved caches (the list, removal, logout's clearing).
export { clearMemberSaved, listSaved, removeAllSaved, removeSaved } from './savedStore.ts';
