/**
 * The mock database: typed collections (plain arrays of rows), relations resolved through
 * lazily built indexes, counters computed from the data, persistence and reset.
 */
import { SEED_NOW_MS } from './accounts.ts';
import { mulberry32, uuidFrom } from './random.ts';
import { seedState } from './seed.ts';
import type { DbState, PostRow, SuspensionRow, ThreadRow, UserRow } from './types.ts';

export const STORAGE_KEY = 'forum-mock-db';
/** 2: the state records `seeded_at`, the moment its dates are relative to. */
export const STATE_VERSION = 2;

/**
 * Whose time the database keeps:
 * - `fixed` (tests, stories, journeys): the seed's own moment, SEED_NOW. It stands still until a
 *   test moves it (`advanceClock`, `setClock`): nothing reads the calendar.
 * - `live` (the demo, `npm run mock-api`): the real time, with the seed's dates relative to the
 *   moment it was seeded or reset, so what the seed sets up (a month's suspension, recent
 *   warnings, pending approvals) holds on any day.
 */
export type ClockMode = 'fixed' | 'live';

type Collection = Exclude<keyof DbState, 'seq' | 'counter'>;

interface Indexes {
  users: Map<number, UserRow>;
  threads: Map<number, ThreadRow>;
  posts: Map<number, PostRow>;
  postsByThread: Map<number, PostRow[]>;
  childrenOf: Map<number, PostRow[]>;
  likeCount: Map<string, number>;
  likedBy: Set<string>;
  threadsByAuthor: Map<number, number>;
  postsByAuthor: Map<number, number>;
  likesReceived: Map<number, number>;
}

export interface PersistOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  key?: string;
  /** The clock from now on (default: the one the db has); a state seeded for it when none is stored. */
  clock?: ClockMode;
}

export class MockDb {
  state: DbState;
  private indexes: Indexes | null = null;
  private clock: (() => number) | null = null;
  private mode: ClockMode = 'fixed';
  /** The fixed clock's reading: the seed's moment, plus what tests advanced it by. */
  private fixedNow: number;
  private persist: PersistOptions | null = null;
  private listeners = new Set<() => void>();

  constructor(state: DbState = seedState()) {
    this.state = state;
    this.fixedNow = state.seeded_at;
  }

  // ── time ──
  /** Now: the fixed clock, the real time (`live`), or what a test set with setClock. */
  now(): number {
    if (this.clock) return this.clock();
    return this.mode === 'live' ? Date.now() : this.fixedNow;
  }
  nowIso(): string {
    return new Date(this.now()).toISOString();
  }
  setClock(clock: (() => number) | null): void {
    this.clock = clock;
  }
  /** Moves the fixed clock on (a test that needs time to pass). */
  advanceClock(ms: number): void {
    this.fixedNow += ms;
  }
  get clockMode(): ClockMode {
    return this.mode;
  }
  /** Switches to the real time (`live`) and reseeds at this moment. */
  useLiveClock(): void {
    this.mode = 'live';
    this.reseed();
  }
  private reseed(): void {
    this.state = seedState(this.mode === 'live' ? Date.now() : SEED_NOW_MS);
    this.fixedNow = this.state.seeded_at;
    this.indexes = null;
    this.clock = null;
  }

  // ── ids and tokens ──
  nextId(collection: Collection): number {
    const next = (this.state.seq[collection] ?? 0) + 1;
    this.state.seq[collection] = next;
    return next;
  }
  /** Deterministic per state: the n-th token or uuid of a fresh db is always the same. */
  private random(): () => number {
    this.state.counter += 1;
    return mulberry32(0x5eed + this.state.counter * 7919);
  }
  newToken(): string {
    const next = this.random();
    let token = `${this.state.counter}|`;
    for (let i = 0; i < 40; i++)
      token += 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[
        Math.floor(next() * 62)
      ];
    return token;
  }
  newUuid(): string {
    return uuidFrom(this.random());
  }

  // ── change tracking ──
  /** Call after every write: drops derived indexes and persists (in the browser). */
  changed(): void {
    this.indexes = null;
    if (this.persist) this.save();
    for (const listener of this.listeners) listener();
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private get idx(): Indexes {
    if (this.indexes) return this.indexes;
    const s = this.state;
    const users = new Map(s.users.map((u) => [u.id, u]));
    const threads = new Map(s.threads.map((t) => [t.id, t]));
    const posts = new Map<number, PostRow>();
    const postsByThread = new Map<number, PostRow[]>();
    const childrenOf = new Map<number, PostRow[]>();
    const threadsByAuthor = new Map<number, number>();
    const postsByAuthor = new Map<number, number>();
    for (const t of s.threads)
      if (t.author_id !== null && t.status === 'approved')
        threadsByAuthor.set(t.author_id, (threadsByAuthor.get(t.author_id) ?? 0) + 1);
    for (const p of s.posts) {
      posts.set(p.id, p);
      let list = postsByThread.get(p.thread_id);
      if (!list) postsByThread.set(p.thread_id, (list = []));
      list.push(p);
      if (p.parent_id !== null) {
        let children = childrenOf.get(p.parent_id);
        if (!children) childrenOf.set(p.parent_id, (children = []));
        children.push(p);
      }
      if (p.author_id !== null)
        postsByAuthor.set(p.author_id, (postsByAuthor.get(p.author_id) ?? 0) + 1);
    }
    const likeCount = new Map<string, number>();
    const likedBy = new Set<string>();
    const likesReceived = new Map<number, number>();
    for (const l of s.likes) {
      const key = `${l.likeable_type}:${l.likeable_id}`;
      likeCount.set(key, (likeCount.get(key) ?? 0) + 1);
      likedBy.add(`${key}:${l.user_id}`);
      const owner =
        l.likeable_type === 'thread'
          ? threads.get(l.likeable_id)?.author_id
          : posts.get(l.likeable_id)?.author_id;
      if (owner) likesReceived.set(owner, (likesReceived.get(owner) ?? 0) + 1);
    }
    this.indexes = {
      users,
      threads,
      posts,
      postsByThread,
      childrenOf,
      likeCount,
      likedBy,
      threadsByAuthor,
      postsByAuthor,
      likesReceived,
    };
    return this.indexes;
  }

  // ── relations ──
  user(id: number | null | undefined): UserRow | undefined {
    return id == null ? undefined : this.idx.users.get(id);
  }
  userByEmail(email: string): UserRow | undefined {
    const wanted = email.trim().toLowerCase();
    return this.state.users.find((u) => u.email.toLowerCase() === wanted);
  }
  thread(id: number): ThreadRow | undefined {
    return this.idx.threads.get(id);
  }
  post(id: number): PostRow | undefined {
    return this.idx.posts.get(id);
  }
  category(id: number | null | undefined) {
    return id == null ? undefined : this.state.categories.find((c) => c.id === id);
  }
  postsOf(threadId: number): PostRow[] {
    return this.idx.postsByThread.get(threadId) ?? [];
  }
  childrenOf(postId: number): PostRow[] {
    return this.idx.childrenOf.get(postId) ?? [];
  }
  likesCount(type: 'thread' | 'post', id: number): number {
    return this.idx.likeCount.get(`${type}:${id}`) ?? 0;
  }
  isLiked(type: 'thread' | 'post', id: number, userId: number | undefined): boolean {
    return userId !== undefined && this.idx.likedBy.has(`${type}:${id}:${userId}`);
  }
  /** Replies of a thread: every post but the first (hidden ones only for staff). */
  repliesCount(thread: ThreadRow, includeHidden = false): number {
    let n = 0;
    for (const p of this.postsOf(thread.id))
      if (p.id !== thread.first_post_id && (includeHidden || !p.is_hidden)) n++;
    return n;
  }
  userCounts(userId: number): { threads: number; posts: number; likes: number } {
    const i = this.idx;
    return {
      threads: i.threadsByAuthor.get(userId) ?? 0,
      posts: i.postsByAuthor.get(userId) ?? 0,
      likes: i.likesReceived.get(userId) ?? 0,
    };
  }
  /** The category and its subcategories' ids. */
  categoryFamily(id: number): number[] {
    return [id, ...this.state.categories.filter((c) => c.parent_id === id).map((c) => c.id)];
  }
  activeSuspension(userId: number): SuspensionRow | undefined {
    const now = this.now();
    return this.state.suspensions.find((s) => s.user_id === userId && Date.parse(s.ends_at) > now);
  }

  // ── persistence ──
  serialize(): string {
    return JSON.stringify({ version: STATE_VERSION, state: this.state });
  }
  /** Restores a serialised state; false (and nothing changed) when it is missing or of another version. */
  restore(json: string | null): boolean {
    if (!json) return false;
    try {
      const parsed = JSON.parse(json) as { version?: number; state?: DbState };
      if (parsed.version !== STATE_VERSION || !parsed.state || !Array.isArray(parsed.state.users))
        return false;
      this.state = parsed.state;
      this.indexes = null;
      return true;
    } catch {
      return false;
    }
  }
  /** Keeps the state in storage (browser: localStorage) from now on, restoring what is there. */
  persistTo(options: PersistOptions): void {
    this.persist = options;
    if (options.clock) this.mode = options.clock;
    if (this.restore(options.storage.getItem(options.key ?? STORAGE_KEY))) return;
    if (this.mode === 'live') this.reseed();
    this.save();
  }
  private save(): void {
    if (!this.persist) return;
    try {
      this.persist.storage.setItem(this.persist.key ?? STORAGE_KEY, this.serialize());
    } catch {
      // Quota exceeded: the state still lives in memory.
    }
  }
  /** Back to the freshly seeded state (and the stored copy too). */
  reset(): void {
    this.reseed();
    this.changed();
  }
}

export function createDb(state?: DbState): MockDb {
  return new MockDb(state);
}
