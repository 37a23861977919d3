/**
 * The last searches made on this device (beyond the spec: offered when a search box is focused
 * while empty). Kept in localStorage, newest first, at most five, each once (ignoring case and
 * spacing). Nothing here is sent anywhere. Plain functions over a Storage, plus a tiny
 * subscription so every search box on the page (and other tabs) shows the same list.
 *
 * The list has an owner (one phone, many members): stored as `{ owner, list }`, the member's id or
 * null for a guest. Another owner reads an empty list, and their first search replaces it; a
 * logout removes it (app/src/memberData.ts). A bare list (stored before owners) is a guest's.
 */

/** Whose searches: a member's id, or null for a guest. */
export type RecentOwner = number | null;

export const RECENT_SEARCHES_KEY = 'forum:recent-searches';
export const RECENT_SEARCHES_LIMIT = 5;
/** A remembered query is cut to this many characters (the API takes up to 255). */
const MAX_QUERY_LENGTH = 255;

/** The part of Storage used here (localStorage, or a stand-in in tests). */
export type RecentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const normalise = (query: string) => query.trim().replace(/\s+/g, ' ');
const sameQuery = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The stored list and its owner, read defensively: anything else counts as a guest's empty list. */
function parseStored(raw: string | null): { owner: RecentOwner; list: unknown[] } {
  if (!raw) return { owner: null, list: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return { owner: null, list: parsed };
    if (parsed && typeof parsed === 'object') {
      const { owner, list } = parsed as { owner?: unknown; list?: unknown };
      return {
        owner: typeof owner === 'number' && Number.isInteger(owner) ? owner : null,
        list: Array.isArray(list) ? list : [],
      };
    }
  } catch {
    // Broken JSON: nothing remembered.
  }
  return { owner: null, list: [] };
}

/**
 * The stored list of `owner` (a guest's by default): only strings, each once, at most the limit;
 * another owner's list reads as empty.
 */
export function parseRecentSearches(raw: string | null, owner: RecentOwner = null): string[] {
  const stored = parseStored(raw);
  if (stored.owner !== owner) return [];
  const list: string[] = [];
  for (const item of stored.list) {
    if (typeof item !== 'string') continue;
    const query = normalise(item);
    if (query && !list.some((kept) => sameQuery(kept, query))) list.push(query);
  }
  return list.slice(0, RECENT_SEARCHES_LIMIT);
}

/** `list` with `query` first, without an earlier copy of it, cut to the limit. */
export function withRecentSearch(list: readonly string[], query: string): string[] {
  const next = normalise(query).slice(0, MAX_QUERY_LENGTH);
  if (!next) return [...list];
  return [next, ...list.filter((kept) => !sameQuery(kept, next))].slice(0, RECENT_SEARCHES_LIMIT);
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The browser's localStorage, or undefined where there is none or it is blocked. */
export function browserStorage(): RecentStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The remembered searches of `owner`, newest first. */
export function readRecentSearches(
  storage: RecentStorage | undefined = browserStorage(),
  owner: RecentOwner = null,
): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY) ?? null, owner);
  } catch {
    return [];
  }
}

/** The raw stored value: a cheap, stable snapshot for useSyncExternalStore. */
export function recentSearchesSnapshot(
  storage: RecentStorage | undefined = browserStorage(),
): string | null {
  try {
    return storage?.getItem(RECENT_SEARCHES_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(storage: RecentStorage | undefined, list: readonly string[], owner: RecentOwner) {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY);
    else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ owner, list }));
  } catch {
    // A full or blocked storage only means the search is not remembered.
  }
  notify();
}

/**
 * Remembers a search of `owner` (trimmed; an empty one is ignored). Another owner's list is
 * replaced, never added to.
 */
export function rememberSearch(
  query: string,
  storage: RecentStorage | undefined = browserStorage(),
  owner: RecentOwner = null,
): void {
  if (!normalise(query)) return;
  const current = readRecentSearches(storage, owner);
  const next = withRecentSearch(current, query);
  const stored = parseStored(recentSearchesSnapshot(storage));
  if (next.join('\n') !== current.join('\n') || stored.owner !== owner) write(storage, next, owner);
}

/** Forgets every remembered search (whoever's they are). */
export function clearRecentSearches(storage: RecentStorage | undefined = browserStorage()): void {
  write(storage, [], null);
}

/**
 * Calls `listener` when the list changes in this tab or in another one (the `storage` event).
 * Returns the unsubscribe function.
 */
export function subscribeRecentSearches(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_SEARCHES_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
