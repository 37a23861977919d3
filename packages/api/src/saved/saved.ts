/**
 * Threads and boards saved for reading offline: the rules, as plain functions (unit-tested in
 * saved.test.ts). What is saved lives in Cache Storage, one cache per reader (savedStore.ts), so
 * the service worker can answer a page or an API read from it without a network
 * (app/worker/sw.ts), and a logout can drop a member's at once.
 */
import type { ReadingOwner } from '../reading/positions.ts';

/** Who a saved copy belongs to: a member, or this device's guest (as for reading positions). */
export type SavedOwner = ReadingOwner;

/** The start of every saved cache's name (app/worker/rules.ts names it too; a test keeps them equal). */
export const SAVED_CACHE_PREFIX = 'forum-saved:';

/** The cache holding `owner`'s saved threads and boards. */
export const savedCacheName = (owner: SavedOwner) => `${SAVED_CACHE_PREFIX}${owner}`;

/** Whether a cache is a member's saved one (a logout removes every one of them). */
export const isMemberSavedCache = (name: string) => name.startsWith(`${SAVED_CACHE_PREFIX}member:`);

/**
 * How much one reader may keep: enough for a week of commutes, small next to what a phone
 * gives one site (browsers allow a site a share of the free disk, often hundreds of MB).
 */
export const SAVED_LIMITS = { items: 100, bytes: 50_000_000 } as const;

export interface SavedItem {
  kind: 'thread' | 'board';
  /** The page's address on this site ('/threads/12', '/Forum/laptops'). */
  path: string;
  title: string;
  /** When it was saved or last refreshed (ms since 1970). */
  savedAt: number;
  /** What it takes on the device (bytes of every answer kept; opaque images count 0). */
  bytes: number;
  /** A board: how many of its threads were saved with it. */
  threads?: number;
  /** Every address kept for it, so removing it removes them. */
  urls: readonly string[];
}

/**
 * The address under which an item's description is kept in its cache. Not a page of the site:
 * no route answers it, and the worker never serves it.
 */
export const itemKey = (origin: string, path: string) =>
  `${origin}/__saved__${path.startsWith('/') ? path : `/${path}`}`;

/** Whether a cache key is an item's description (itemKey). */
export const isItemKey = (url: string, origin: string) => url.startsWith(`${origin}/__saved__/`);

/** Newest first. */
export const newestFirst = (items: readonly SavedItem[]) =>
  [...items].sort((a, b) => b.savedAt - a.savedAt);

/**
 * What a download costs, for "about 1.2 MB for 15 threads" before a board is saved: a thread's
 * page and API answer (compressed as they travel), plus each reply's share. From the served
 * site's own pages (docs/offline.md, "Saved for offline").
 */
export const DOWNLOAD_ESTIMATE = { perThread: 24_000, perReply: 700 } as const;

/** About how many bytes saving these threads downloads. */
export function estimateDownload(
  threads: readonly { replies_count?: number | null }[],
  rates: { perThread: number; perReply: number } = DOWNLOAD_ESTIMATE,
): number {
  return threads.reduce(
    (total, thread) =>
      total + rates.perThread + Math.max(0, thread.replies_count ?? 0) * rates.perReply,
    0,
  );
}

/** Why a save did not happen. */
export type SaveRefusal =
  /** The device refused the space (the quota is used up). */
  | 'quota'
  /** The reader keeps as much as SAVED_LIMITS allows. */
  | 'full'
  /** No network. */
  | 'offline'
  /** The reader stopped it. */
  | 'cancelled'
  /** A read failed (the server, the network on the way). */
  | 'failed';

export class SaveError extends Error {
  constructor(readonly reason: SaveRefusal) {
    super(`Not saved: ${reason}`);
    this.name = 'SaveError';
  }
}

/** What a failure means for the reader (a DOMException's name says when the space ran out). */
export function refusalOf(error: unknown): SaveRefusal {
  if (error instanceof SaveError) return error.reason;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'AbortError') return 'cancelled';
  return 'failed';
}

/**
 * Whether `adding` more bytes and items fits: within the reader's limits, and within the space
 * the browser reports as free (when it reports any).
 */
export function fits(
  kept: readonly Pick<SavedItem, 'bytes'>[],
  adding: { bytes: number; items: number },
  free: number | undefined,
  limits: { items: number; bytes: number } = SAVED_LIMITS,
): true | 'full' | 'quota' {
  const bytes = kept.reduce((total, item) => total + item.bytes, 0);
  if (kept.length + adding.items > limits.items || bytes + adding.bytes > limits.bytes)
    return 'full';
  if (free !== undefined && adding.bytes > free) return 'quota';
  return true;
}

/**
 * The pictures a post's HTML shows (the `src` of each `<img>`), absolute against `base`, once
 * each; only http(s). Read from the API's HTML, which the sanitiser renders later.
 */
export function imageSources(html: string | null | undefined, base: string): string[] {
  if (!html) return [];
  const found = new Set<string>();
  for (const match of html.matchAll(
    /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi,
  )) {
    const raw = (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&').trim();
    try {
      const url = new URL(raw, base);
      if (url.protocol === 'https:' || url.protocol === 'http:') found.add(url.href);
    } catch {
      // Not an address: nothing to fetch.
    }
  }
  return [...found];
}

/**
 * The built files a page's document names (its scripts, module preloads and stylesheets, also
 * those the server wrote inline with a disabled copy of their link), absolute against `base`,
 * once each. A save keeps them: opened by a link from another page offline, the page's module
 * asks for its stylesheets as files, which a first visit never fetched.
 */
export function documentAssets(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:href|src)="(\/assets\/[^"?#]+\.(?:css|js))"/g))
    found.add(new URL(match[1]!, base).href);
  return [...found];
}
