/**
 * The outbox: replies and likes made without a network, kept on the device (IndexedDB, see
 * outboxStore.ts) and sent once when the network returns. Plain functions and one factory, no
 * React: the hooks that put it on screen are in useOutbox.ts.
 *
 * - An item is kept before anything is sent, and its text stays kept until the server took it.
 * - Sent once: each delivery runs under one lock (navigator.locks across tabs, else one chain
 *   in this page) and reads the item again inside it, so two tabs or two triggers (the `online`
 *   event, Background Sync, the next visit, Retry) never send the same item twice.
 * - Before a request leaves, the item is marked `uncertain`. If no answer comes (the connection
 *   dropped, the tab closed), the next delivery reads the thread first and only sends the reply
 *   when it is not there (`replyArrived`: the same author and text, newer than the replies the
 *   thread had when it was written). Each send also carries the item's key as its
 *   `Idempotency-Key`: a server that has seen it answers as it did the first time.
 * - Sent as its author only: inside the lock the item's author must be the member signed in, and
 *   the request carries that member's token (a login as someone else meanwhile changes nothing).
 * - A like keeps the state wanted (liked or not), sent with the explicit like or unlike call:
 *   sending it twice leaves the same state, and a newer tap replaces the kept one.
 * - The server's refusal (403 on a locked thread, 422, ...) is kept on the item with its
 *   normalised message, for the page to show with Retry; nothing is sent again until then. A
 *   401 is kept the same way, and goes again by itself once the person has logged in.
 */
import { toApiError, type ApiError } from '../errors.ts';

/** Says the device keeps something to send, so a page knows to load the outbox (localStorage). */
export const OUTBOX_FLAG = 'forum-outbox';
/** The Background Sync tag, and the message the worker posts to open pages when it fires. */
export const OUTBOX_SYNC_TAG = 'forum-outbox';
export const OUTBOX_FLUSH_MESSAGE = 'forum-outbox:flush';
/** Each delivery is a mutation under this key, its item's key its variables (useOutbox.ts). */
export const OUTBOX_MUTATION_KEY = ['outbox', 'deliver'] as const;
/**
 * The outbox's query keys: every thread's (`['outbox']`), or one thread's. outboxQuery.ts builds
 * them (`outboxKey`) and runtime.ts refreshes them; the shape lives here, below both, so that
 * runtime.ts, which outboxQuery.ts loads on demand, imports nothing back from it.
 */
export type OutboxQueryKey = readonly ['outbox'] | readonly ['outbox', number];

/** A reply written offline. */
export interface ReplyAction {
  type: 'reply';
  threadId: number;
  /** The reply answered, or null for a reply to the thread. */
  parentId: number | null;
  /** Its author's name, for 'Replying to …' while it waits. */
  parentName?: string;
  /** What was typed, shown while it waits (as text, never as HTML). */
  text: string;
  /** What is sent: the API's `content` (replyForm's replyContent). */
  content: string;
  authorId: number;
  authorName: string;
  /** The newest reply id the thread had when this was written (undefined: none known). */
  afterPostId?: number;
}

/** A like or unlike made offline: the state wanted for a thread or a reply. */
export interface LikeAction {
  type: 'like';
  threadId: number;
  target: { kind: 'thread' | 'post'; id: number };
  liked: boolean;
  authorId: number;
}

export type OutboxAction = ReplyAction | LikeAction;

/** Why the server refused an item: its normalised message and status. */
export interface OutboxRefusal {
  message: string;
  status: number;
}

export type OutboxItem = OutboxAction & {
  /** Names the item on the device: a random key for a reply, the target for a like. */
  key: string;
  /** When it was kept (ISO). */
  createdAt: string;
  /** A request for it may have reached the server without an answer: check before resending. */
  uncertain: boolean;
  /** The server refused it; it waits for Retry. */
  refused?: OutboxRefusal;
};

export type ReplyItem = OutboxItem & ReplyAction;
export type LikeItem = OutboxItem & LikeAction;

/** Where items are kept (IndexedDB in the browser, a Map in tests). */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  get(key: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  delete(key: string): Promise<void>;
}

/** A reply as a thread read returns it (nested in `replies`). */
export interface PostLike {
  id: number;
  content?: string | null;
  author_id?: number | null;
  parent_id?: number | null;
  replies?: readonly PostLike[] | null;
}

/** The calls an outbox makes; each rejects with the error the server or the network gave. */
export interface OutboxTransport {
  /**
   * Sends as `sender` (the item's author, signed in as the lock was taken: their token), with
   * the item's key as its Idempotency-Key. Undefined: the client's own session.
   */
  sendReply(item: ReplyItem, sender?: OutboxSender): Promise<unknown>;
  sendLike(item: LikeItem, sender?: OutboxSender): Promise<unknown>;
  /** The thread's replies, every level (GET /threads/id/{id}). */
  readReplies(threadId: number): Promise<readonly PostLike[]>;
}

/** The member an item goes out as: their id and their session's token. */
export interface OutboxSender {
  id: number;
  token: string;
}

/** Runs `task` alone: one at a time across this page (and across tabs, with navigator.locks). */
export type OutboxLock = <T>(task: () => Promise<T>) => Promise<T>;

/** What a delivery did. */
export type Delivery = 'sent' | 'arrived' | 'gone' | 'refused' | 'skipped';

/** The key of a like: one kept state per thread or reply. */
export const likeKey = (target: LikeAction['target']) => `like:${target.kind}:${target.id}`;

/** Every reply of a nested list, parents before their replies. */
export function flattenReplies(posts: readonly PostLike[] | null | undefined): PostLike[] {
  const out: PostLike[] = [];
  const walk = (list: readonly PostLike[] | null | undefined) => {
    for (const post of list ?? []) {
      out.push(post);
      walk(post.replies);
    }
  };
  walk(posts);
  return out;
}

/** The highest reply id of a thread's replies (undefined with none). */
export function newestReplyId(posts: readonly PostLike[] | null | undefined): number | undefined {
  let newest: number | undefined;
  for (const post of flattenReplies(posts))
    if (newest === undefined || post.id > newest) newest = post.id;
  return newest;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of HTML, for comparing: tags out, character references read (`&amp;`, `&#39;`,
 * `&#x27;`), spaces collapsed. A server may tidy the markup or escape differently; the text
 * is what was written.
 */
export function comparable(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a reply the outbox may have sent is in the thread: one by the same author, answering
 * the same reply, with the same text, newer than every reply the thread had when it was written.
 */
export function replyArrived(item: ReplyAction, replies: readonly PostLike[]): boolean {
  const text = comparable(item.content);
  return flattenReplies(replies).some(
    (post) =>
      post.author_id === item.authorId &&
      (post.parent_id ?? null) === item.parentId &&
      (item.afterPostId === undefined || post.id > item.afterPostId) &&
      comparable(post.content) === text,
  );
}

/**
 * Refused with 401: the session ran out, not the action. It goes again once the person is back
 * (a flush runs for the logged-in person only), without Retry.
 */
export const refusedForLogin = (item: OutboxItem) => item.refused?.status === 401;

/** Items to send (never refused, or waiting for a login), oldest first. */
export function waitingItems(items: readonly OutboxItem[], userId?: number): OutboxItem[] {
  return items
    .filter(
      (item) =>
        (!item.refused || refusedForLogin(item)) &&
        (userId === undefined || item.authorId === userId),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** One chain of tasks in this page: the lock where the browser has no navigator.locks. */
export function chainLock(): OutboxLock {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

/** navigator.locks when the browser has it (one holder across tabs), else `chainLock()`. */
export function browserLock(name = 'forum-outbox'): OutboxLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return chainLock();
  return <T>(task: () => Promise<T>) => locks.request(name, task) as Promise<T>;
}

/** A random key for a reply (crypto.randomUUID where there is one). */
export function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

export interface OutboxOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  lock?: OutboxLock;
  /** The browser says there is no network (a failure then means the request never left). */
  isOffline?: () => boolean;
  now?: () => Date;
  /**
   * Who is signed in now (undefined: nobody). Given, an item goes out only as its author, read
   * inside the lock and sent with that member's token; another member's item waits.
   */
  signedIn?: () => OutboxSender | undefined;
}

export interface Outbox {
  /**
   * Keeps an action; a like replaces the kept like of the same target. `uncertain`: it was sent
   * once already and no answer came (it is looked for before it is sent again).
   */
  enqueue(action: OutboxAction, options?: { uncertain?: boolean }): Promise<OutboxItem>;
  /** The kept items, oldest first; of one thread when given. */
  list(threadId?: number): Promise<OutboxItem[]>;
  /**
   * Sends one item, once: resolves with what happened; rejects with the ApiError when the
   * network failed (status 0, the item waits) or the server refused (the refusal is kept).
   * A refused item is sent only when `retry` is true (the person pressed Retry).
   */
  deliver(key: string, options?: { retry?: boolean }): Promise<Delivery>;
  /**
   * Sends every waiting item of `userId` (all when undefined), oldest first, each through `run`
   * (the page passes one that makes it a mutation, so a 401 meets the login prompt). Stops at
   * the first network failure. Resolves with how many went.
   */
  flush(options?: {
    userId?: number;
    run?: (deliver: () => Promise<Delivery>, item: OutboxItem) => Promise<Delivery>;
  }): Promise<number>;
  /** Forgets an item (Discard). */
  discard(key: string): Promise<void>;
}

export function createOutbox({
  store,
  transport,
  lock = chainLock(),
  isOffline = () => false,
  now = () => new Date(),
  signedIn,
}: OutboxOptions): Outbox {
  const enqueue: Outbox['enqueue'] = async (action, { uncertain = false } = {}) => {
    const key = action.type === 'like' ? likeKey(action.target) : newKey();
    const item = { ...action, key, createdAt: now().toISOString(), uncertain } as OutboxItem;
    await lock(() => store.put(item));
    return item;
  };

  const list: Outbox['list'] = async (threadId) =>
    (await store.all())
      .filter((item) => threadId === undefined || item.threadId === threadId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  const deliver: Outbox['deliver'] = (key, { retry = false } = {}) =>
    lock(async () => {
      const item = await store.get(key);
      if (!item) return 'gone';
      if (item.refused && !retry && !refusedForLogin(item)) return 'skipped';
      // Only as its author: someone else signed in (a shared phone), or nobody, and it waits.
      const sender = signedIn?.();
      if (signedIn && sender?.id !== item.authorId) return 'skipped';
      try {
        // The request may have left last time: a reply already there is not sent again.
        if (item.type === 'reply' && item.uncertain) {
          const replies = await transport.readReplies(item.threadId);
          if (replyArrived(item, replies)) {
            await store.delete(key);
            return 'arrived';
          }
        }
      } catch (error) {
        // The check itself failed: nothing was sent, the item waits as it was.
        throw toApiError(error);
      }
      // Written before the request leaves: a tab closed mid-request leaves it uncertain.
      const sending: OutboxItem = { ...item, uncertain: true, refused: undefined };
      await store.put(sending);
      try {
        if (sending.type === 'reply') await transport.sendReply(sending, sender);
        else await transport.sendLike(sending, sender);
      } catch (thrown) {
        const error: ApiError = toApiError(thrown);
        if (error.status === 0) {
          // Offline, the request never left; otherwise no one knows, and the next try checks.
          if (isOffline()) await store.put({ ...sending, uncertain: false });
        } else {
          await store.put({
            ...sending,
            uncertain: false,
            refused: { message: error.message, status: error.status },
          });
        }
        throw error;
      }
      await store.delete(key);
      return 'sent';
    });

  const flush: Outbox['flush'] = async ({
    userId,
    run = (send: () => Promise<Delivery>) => send(),
  } = {}) => {
    let sent = 0;
    for (const item of waitingItems(await store.all(), userId)) {
      try {
        const result = await run(() => deliver(item.key), item);
        if (result === 'sent' || result === 'arrived') sent += 1;
      } catch (error) {
        // No network: the rest waits too. A refusal is kept on its item; the next one goes.
        if (toApiError(error).status === 0) break;
      }
    }
    return sent;
  };

  const discard: Outbox['discard'] = (key) => lock(() => store.delete(key));

  return { enqueue, list, deliver, flush, discard };
}
