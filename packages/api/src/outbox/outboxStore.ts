/**
 * Where the outbox keeps its items: IndexedDB (through `idb`), which outlives a reload and a
 * closed tab, in the browser; a Map in tests and where there is no IndexedDB.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { OUTBOX_FLAG, type OutboxItem, type OutboxStore } from './outbox.ts';

export const OUTBOX_DB = 'forum-outbox';
const ITEMS = 'items';

interface OutboxDb extends DBSchema {
  items: { key: string; value: OutboxItem };
}

/** The IndexedDB store (the database opens on first use). */
export function indexedDbStore(): OutboxStore {
  let db: Promise<IDBPDatabase<OutboxDb>> | undefined;
  const open = () =>
    (db ??= openDB<OutboxDb>(OUTBOX_DB, 1, {
      upgrade(database) {
        database.createObjectStore(ITEMS, { keyPath: 'key' });
      },
      // Another tab opens a newer version: let it, and open again next time.
      blocking() {
        void db?.then((open) => open.close());
        db = undefined;
      },
    }));
  return {
    all: async () => (await open()).getAll(ITEMS),
    get: async (key) => (await open()).get(ITEMS, key),
    put: async (item) => void (await (await open()).put(ITEMS, item)),
    delete: async (key) => (await open()).delete(ITEMS, key),
  };
}

/**
 * Forgets every item of the device's outbox, and the flag that says it has some (a logout: what
 * waits is the member's). The database stays, empty, so an open page's connection stays usable.
 */
export async function clearOutbox(): Promise<void> {
  try {
    localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Storage refused: the flag was never written either.
  }
  if (typeof indexedDB === 'undefined') return;
  const database = await openDB<OutboxDb>(OUTBOX_DB, 1, {
    upgrade(created) {
      created.createObjectStore(ITEMS, { keyPath: 'key' });
    },
  });
  try {
    await database.clear(ITEMS);
  } finally {
    database.close();
  }
}

/** A store in memory (tests, and a browser without IndexedDB: kept for this page only). */
export function memoryStore(initial: readonly OutboxItem[] = []): OutboxStore {
  const items = new Map(initial.map((item) => [item.key, structuredClone(item)]));
  return {
    all: async () => [...items.values()].map((item) => structuredClone(item)),
    get: async (key) => {
      const item = items.get(key);
      return item && structuredClone(item);
    },
    put: async (item) => void items.set(item.key, structuredClone(item)),
    delete: async (key) => void items.delete(key),
  };
}
