/**
 * Where reading positions are kept: IndexedDB (through `idb`), which outlives a reload and a
 * closed tab; a Map in tests and where there is no IndexedDB. Bounded: past READING_LIMIT
 * threads, the ones seen longest ago go. Loaded on demand (readingQuery.ts), never with a page's
 * first download.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ReadingOwner, ReadingPosition } from './positions.ts';

/** At most this many threads are kept; the one seen longest ago goes first. */
export const READING_LIMIT = 1000;

/** The positions to drop so that at most `limit` stay: those seen longest ago. */
export function overLimit(
  positions: readonly Pick<ReadingPosition, 'owner' | 'threadId' | 'seenAt'>[],
  limit = READING_LIMIT,
): Pick<ReadingPosition, 'owner' | 'threadId'>[] {
  if (positions.length <= limit) return [];
  return [...positions]
    .sort((a, b) => a.seenAt - b.seenAt)
    .slice(0, positions.length - limit)
    .map(({ owner, threadId }) => ({ owner, threadId }));
}

export const READING_DB = 'forum-reading';
const POSITIONS = 'positions';

interface ReadingDb extends DBSchema {
  positions: {
    key: [string, number];
    value: ReadingPosition;
    indexes: { owner: string; seenAt: number };
  };
}

export interface ReadingStore {
  get: (owner: ReadingOwner, threadId: number) => Promise<ReadingPosition | undefined>;
  all: (owner: ReadingOwner) => Promise<ReadingPosition[]>;
  /** Keeps a position, then drops the oldest past the limit. */
  put: (position: ReadingPosition) => Promise<void>;
  /** Forgets every member's positions (a logout); the guest's stay. */
  clearMembers: () => Promise<void>;
  /** Forgets every position, the guest's too: the device as new (each story starts from one). */
  clearAll: () => Promise<void>;
}

const openReadingDb = (name: string) =>
  openDB<ReadingDb>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore(POSITIONS, { keyPath: ['owner', 'threadId'] });
      store.createIndex('owner', 'owner');
      store.createIndex('seenAt', 'seenAt');
    },
  });

/** The IndexedDB store (the database, `name`, opens on first use). */
export function indexedDbReadingStore(limit = READING_LIMIT, name = READING_DB): ReadingStore {
  let db: Promise<IDBPDatabase<ReadingDb>> | undefined;
  const open = () => (db ??= openReadingDb(name));
  return {
    get: async (owner, threadId) => (await open()).get(POSITIONS, [owner, threadId]),
    all: async (owner) => (await open()).getAllFromIndex(POSITIONS, 'owner', owner),
    put: async (position) => {
      const database = await open();
      await database.put(POSITIONS, position);
      const count = await database.count(POSITIONS);
      if (count <= limit) return;
      const transaction = database.transaction(POSITIONS, 'readwrite');
      let over = count - limit;
      for (
        let cursor = await transaction.store.index('seenAt').openCursor();
        cursor && over > 0;
        cursor = await cursor.continue(), over--
      )
        await cursor.delete();
      await transaction.done;
    },
    clearMembers: async () => {
      const database = await open();
      const transaction = database.transaction(POSITIONS, 'readwrite');
      for (
        let cursor = await transaction.store.openCursor();
        cursor;
        cursor = await cursor.continue()
      )
        if (cursor.value.owner !== 'guest') await cursor.delete();
      await transaction.done;
    },
    clearAll: async () => (await open()).clear(POSITIONS),
  };
}

/** A store in memory (tests, and a browser without IndexedDB: kept for this page only). */
export function memoryReadingStore(limit = READING_LIMIT): ReadingStore {
  const positions = new Map<string, ReadingPosition>();
  const key = (owner: string, threadId: number) => `${owner}\0${threadId}`;
  return {
    get: async (owner, threadId) => {
      const found = positions.get(key(owner, threadId));
      return found && { ...found };
    },
    all: async (owner) =>
      [...positions.values()].filter((position) => position.owner === owner).map((p) => ({ ...p })),
    put: async (position) => {
      positions.set(key(position.owner, position.threadId), { ...position });
      for (const gone of overLimit([...positions.values()], limit))
        positions.delete(key(gone.owner, gone.threadId));
    },
    clearMembers: async () => {
      for (const [name, position] of positions)
        if (position.owner !== 'guest') positions.delete(name);
    },
    clearAll: async () => positions.clear(),
  };
}

let shared: ReadingStore | undefined;
/** The device's store: IndexedDB where there is one. */
export const readingStore = (): ReadingStore =>
  (shared ??= typeof indexedDB === 'undefined' ? memoryReadingStore() : indexedDbReadingStore());

/** Forgets every member's positions, opening the database only for that (logout). */
export async function clearMemberPositions(): Promise<void> {
  if (typeof indexedDB === 'undefined') return shared?.clearMembers();
  await readingStore().clearMembers();
}
