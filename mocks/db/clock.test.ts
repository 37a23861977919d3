/** The mock database's clock: fixed in tests, live in the demo, the seed shifted to its moment. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_NOW_MS, demoAccounts } from './accounts.ts';
import { createDb, STORAGE_KEY } from './db.ts';
import { seedState } from './seed.ts';
import type { DbState } from './types.ts';

const DAY = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Every ISO date in the state moved by `ms` (and `seeded_at` with them). */
function shifted(state: DbState, ms: number): DbState {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' && ISO.test(value))
      return new Date(Date.parse(value) + ms).toISOString();
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return { ...(walk(state) as DbState), seeded_at: state.seeded_at + ms };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const suspendedId = (db: ReturnType<typeof createDb>) =>
  db.state.users.find((u) => u.email === demoAccounts.suspended.email)!.id;

afterEach(() => vi.useRealTimers());

describe('the mock clock', () => {
  it('stands at the seed moment in tests, whatever the calendar says, until a test moves it', () => {
    vi.useFakeTimers({ now: Date.parse('2031-03-15T12:00:00Z') });
    const db = createDb();
    expect(db.clockMode).toBe('fixed');
    expect(db.now()).toBe(SEED_NOW_MS);
    vi.advanceTimersByTime(DAY);
    expect(db.now()).toBe(SEED_NOW_MS);
    db.advanceClock(2 * DAY);
    expect(db.now()).toBe(SEED_NOW_MS + 2 * DAY);
    db.reset();
    expect(db.now()).toBe(SEED_NOW_MS);
  });

  it('seeds the same data for any moment, shifted in time', () => {
    const later = SEED_NOW_MS + 400 * DAY + 5 * 3_600_000 + 17;
    expect(seedState(later)).toEqual(shifted(seedState(), later - SEED_NOW_MS));
    expect(seedState(later).seeded_at).toBe(later);
    expect(JSON.stringify(seedState(later))).toBe(JSON.stringify(seedState(later)));
  });

  it.each(['2024-06-01T08:00:00Z', '2026-12-02T00:00:00Z', '2029-01-01T00:00:00Z'])(
    'live (the demo), seeded on %s: the suspended account is suspended for the month that follows',
    (today) => {
      vi.useFakeTimers({ now: Date.parse(today) });
      const db = createDb();
      db.persistTo({ storage: memoryStorage(), key: STORAGE_KEY, clock: 'live' });
      expect(db.clockMode).toBe('live');
      expect(db.state.seeded_at).toBe(Date.parse(today));
      expect(db.activeSuspension(suspendedId(db))).toBeDefined();
      vi.advanceTimersByTime(28 * DAY);
      expect(db.activeSuspension(suspendedId(db))).toBeDefined();
      vi.advanceTimersByTime(2 * DAY);
      expect(db.activeSuspension(suspendedId(db))).toBeUndefined();
      // Reset demo data: seeded again at the new moment.
      db.reset();
      expect(db.state.seeded_at).toBe(Date.parse(today) + 30 * DAY);
      expect(db.activeSuspension(suspendedId(db))).toBeDefined();
    },
  );

  it('live keeps a stored demo state, and drops one of an older version for a fresh seed', () => {
    vi.useFakeTimers({ now: Date.parse('2027-02-01T00:00:00Z') });
    const storage = memoryStorage();
    const first = createDb();
    first.persistTo({ storage, key: STORAGE_KEY, clock: 'live' });
    first.state.users[0]!.name = 'Renamed in the demo';
    first.changed();
    vi.advanceTimersByTime(3 * DAY);
    const second = createDb();
    second.persistTo({ storage, key: STORAGE_KEY, clock: 'live' });
    expect(second.state.users[0]!.name).toBe('Renamed in the demo');
    expect(second.state.seeded_at).toBe(Date.parse('2027-02-01T00:00:00Z'));

    storage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, state: seedState() }));
    const third = createDb();
    third.persistTo({ storage, key: STORAGE_KEY, clock: 'live' });
    expect(third.state.seeded_at).toBe(Date.parse('2027-02-04T00:00:00Z'));
  });
});
