import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { normalizeError } from '../errors.ts';
import {
  chainLock,
  createOutbox,
  type Delivery,
  flattenReplies,
  newestReplyId,
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_SYNC_TAG,
  comparable,
  replyArrived,
  type LikeAction,
  type OutboxTransport,
  type PostLike,
  type ReplyAction,
} from './outbox.ts';
import { indexedDbStore, memoryStore } from './outboxStore.ts';

const REPLY: ReplyAction = {
  type: 'reply',
  threadId: 2,
  parentId: null,
  text: 'Sent from the train',
  content: '<p>Sent from the train</p>',
  authorId: 7,
  authorName: 'Juan dela Cruz',
  afterPostId: 40,
};

const LIKE: LikeAction = {
  type: 'like',
  threadId: 2,
  target: { kind: 'post', id: 41 },
  liked: true,
  authorId: 7,
};

const offline = () => normalizeError({ cause: new TypeError('Failed to fetch') });
const refused = (status: number, message: string) => normalizeError({ status, data: { message } });

/** A fake server: the replies it stores, and what the next sends do. */
function fakeServer(replies: PostLike[] = []) {
  const failures: unknown[] = [];
  const transport = {
    sendReply: vi.fn(async (item: ReplyAction) => {
      const failure = failures.shift();
      if (failure === 'lost') {
        // Stored, but the answer never came back.
        replies.push({ id: 100 + replies.length, content: item.content, author_id: item.authorId });
        throw offline();
      }
      if (failure) throw failure;
      replies.push({ id: 100 + replies.length, content: item.content, author_id: item.authorId });
    }),
    sendLike: vi.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
    }),
    readReplies: vi.fn(async () => replies),
  } satisfies OutboxTransport;
  return { transport, replies, failures };
}

let clock = 0;
const now = () => new Date(Date.UTC(2026, 10, 28, 10, 0, clock++));

describe('the outbox', () => {
  it('keeps actions by thread, oldest first; a newer like of the same target replaces the older', async () => {
    const outbox = createOutbox({ store: memoryStore(), transport: fakeServer().transport, now });
    const first = await outbox.enqueue(REPLY);
    await outbox.enqueue({ ...REPLY, threadId: 3 });
    await outbox.enqueue(LIKE);
    await outbox.enqueue({ ...LIKE, liked: false });
    const kept = await outbox.list(2);
    expect(kept.map((item) => item.type)).toEqual(['reply', 'like']);
    expect(kept[0]).toMatchObject({ ...REPLY, key: first.key, uncertain: false });
    expect(kept[1]).toMatchObject({ key: 'like:post:41', liked: false });
    expect(await outbox.list()).toHaveLength(3);
    // A reply's key is its own: two equal replies are two items.
    expect((await outbox.enqueue(REPLY)).key).not.toBe(first.key);
  });

  it('sends an item once and forgets it, however many triggers ask at the same time', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    const { key } = await outbox.enqueue(REPLY);
    const results = await Promise.all([
      outbox.deliver(key),
      outbox.flush(),
      outbox.flush({ userId: 7 }),
      outbox.deliver(key),
    ]);
    expect(server.transport.sendReply).toHaveBeenCalledTimes(1);
    expect(server.replies).toHaveLength(1);
    expect(results[0]).toBe('sent');
    expect(results[3]).toBe('gone');
    expect(await outbox.list()).toEqual([]);
  });

  it('sends an item only as its author, with that member’s token, read inside the lock', async () => {
    const server = fakeServer();
    let signedIn: { id: number; token: string } | undefined = { id: 9, token: 'bob-token' };
    const outbox = createOutbox({
      store: memoryStore(),
      transport: server.transport,
      now,
      signedIn: () => signedIn,
    });
    const { key } = await outbox.enqueue(REPLY); // Juan's (author 7)
    // Bob signed in on the shared phone: Juan's reply waits, sent as nobody.
    expect(await outbox.deliver(key)).toBe('skipped');
    expect(await outbox.flush()).toBe(0);
    signedIn = undefined;
    expect(await outbox.deliver(key)).toBe('skipped');
    expect(server.transport.sendReply).not.toHaveBeenCalled();
    // Juan again: it goes, as Juan.
    signedIn = { id: 7, token: 'juan-token' };
    expect(await outbox.flush()).toBe(1);
    expect(server.transport.sendReply).toHaveBeenCalledWith(
      expect.objectContaining({ key, authorId: 7 }),
      { id: 7, token: 'juan-token' },
    );
  });

  it('compares what was written, not how the server marked or escaped it', () => {
    expect(comparable('<p>Tom &amp; Jerry&#39;s <b>GPU</b> &lt;3</p>')).toBe(
      "Tom & Jerry's GPU <3",
    );
    expect(comparable('<p>it&#x27;s&nbsp;fine &unknown; &#0;</p>')).toBe(
      "it's fine &unknown; &#0;",
    );
    expect(
      replyArrived({ ...REPLY, content: "<p>Tom & Jerry's</p>", afterPostId: 40 }, [
        { id: 41, content: '<p>Tom &amp; Jerry&#039;s</p>', author_id: 7, parent_id: null },
      ]),
    ).toBe(true);
  });

  it('two tabs (two outboxes on one store and one lock) send an item once', async () => {
    const server = fakeServer();
    const store = memoryStore();
    const lock = chainLock();
    const tab1 = createOutbox({ store, transport: server.transport, lock, now });
    const tab2 = createOutbox({ store, transport: server.transport, lock, now });
    await tab1.enqueue(REPLY);
    await Promise.all([tab1.flush(), tab2.flush()]);
    expect(server.replies).toHaveLength(1);
  });

  it('offline, the request never left: it waits, and goes without a check once back', async () => {
    const server = fakeServer();
    let isOffline = true;
    const outbox = createOutbox({
      store: memoryStore(),
      transport: server.transport,
      isOffline: () => isOffline,
      now,
    });
    const { key } = await outbox.enqueue(REPLY);
    server.failures.push(offline());
    await expect(outbox.deliver(key)).rejects.toMatchObject({ status: 0 });
    expect((await outbox.list())[0]).toMatchObject({ uncertain: false });
    expect((await outbox.list())[0]?.refused).toBeUndefined();
    isOffline = false;
    expect(await outbox.deliver(key)).toBe('sent');
    expect(server.transport.readReplies).not.toHaveBeenCalled();
    expect(server.replies).toHaveLength(1);
  });

  it('after an answer that never came, the thread is read first: a reply that arrived is not sent again', async () => {
    const server = fakeServer([{ id: 40, content: '<p>Sent from the train</p>', author_id: 7 }]);
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    const { key } = await outbox.enqueue(REPLY);
    server.failures.push('lost');
    await expect(outbox.deliver(key)).rejects.toMatchObject({ status: 0 });
    expect((await outbox.list())[0]).toMatchObject({ uncertain: true });
    expect(await outbox.deliver(key)).toBe('arrived');
    expect(server.transport.sendReply).toHaveBeenCalledTimes(1);
    // The same text said before it was written (id 40) was not taken for it; the new one was.
    expect(server.replies.map((reply) => reply.id)).toEqual([40, 101]);
    expect(await outbox.list()).toEqual([]);
  });

  it('kept after a send that got no answer, it is looked for before it is sent', async () => {
    const server = fakeServer([{ id: 41, content: REPLY.content, author_id: 7 }]);
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    const { key } = await outbox.enqueue(REPLY, { uncertain: true });
    expect(await outbox.deliver(key)).toBe('arrived');
    expect(server.transport.sendReply).not.toHaveBeenCalled();
  });

  it('after an answer that never came and a reply that did not arrive, it is sent', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    const { key } = await outbox.enqueue(REPLY);
    server.failures.push(offline());
    await expect(outbox.deliver(key)).rejects.toMatchObject({ status: 0 });
    expect(await outbox.deliver(key)).toBe('sent');
    expect(server.transport.readReplies).toHaveBeenCalledTimes(1);
    expect(server.replies).toHaveLength(1);
  });

  it('a check that cannot read the thread sends nothing', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    const { key } = await outbox.enqueue(REPLY);
    server.failures.push(offline());
    await expect(outbox.deliver(key)).rejects.toMatchObject({ status: 0 });
    server.transport.readReplies.mockRejectedValueOnce(offline());
    await expect(outbox.deliver(key)).rejects.toMatchObject({ status: 0 });
    expect(server.transport.sendReply).toHaveBeenCalledTimes(1);
    expect((await outbox.list())[0]).toMatchObject({ uncertain: true });
  });

  it('a refusal is kept with its reason and waits for Retry; the text stays', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    const { key } = await outbox.enqueue(REPLY);
    server.failures.push(refused(403, 'This thread is locked.'));
    expect(await outbox.flush()).toBe(0);
    expect((await outbox.list())[0]).toMatchObject({
      text: REPLY.text,
      uncertain: false,
      refused: { status: 403, message: 'This thread is locked.' },
    });
    // Nothing sends it again by itself.
    expect(await outbox.flush()).toBe(0);
    expect(await outbox.deliver(key)).toBe('skipped');
    expect(server.transport.sendReply).toHaveBeenCalledTimes(1);
    expect(await outbox.deliver(key, { retry: true })).toBe('sent');
    expect(await outbox.list()).toEqual([]);
  });

  it('a 401 is shown with its reason, and goes again without Retry at the next flush (after a login)', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    const { key } = await outbox.enqueue(REPLY);
    server.failures.push(refused(401, 'Unauthenticated.'));
    await expect(outbox.deliver(key)).rejects.toMatchObject({ status: 401 });
    expect((await outbox.list())[0]?.refused).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect(await outbox.flush({ userId: 7 })).toBe(1);
    expect(server.replies).toHaveLength(1);
  });

  it('a flush sends the waiting items of one person, oldest first, and stops when the network is gone', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    await outbox.enqueue({ ...REPLY, text: 'one', content: '<p>one</p>' });
    await outbox.enqueue({ ...REPLY, authorId: 8, content: '<p>not mine</p>' });
    await outbox.enqueue({ ...REPLY, text: 'two', content: '<p>two</p>' });
    await outbox.enqueue({ ...REPLY, text: 'three', content: '<p>three</p>' });
    server.failures.push(undefined, offline());
    expect(await outbox.flush({ userId: 7 })).toBe(1);
    expect(server.replies.map((reply) => reply.content)).toEqual(['<p>one</p>']);
    expect(await outbox.flush({ userId: 7 })).toBe(2);
    expect(server.replies.map((reply) => reply.content)).toEqual([
      '<p>one</p>',
      '<p>two</p>',
      '<p>three</p>',
    ]);
    expect((await outbox.list()).map((item) => item.authorId)).toEqual([8]);
  });

  it('each delivery of a flush goes through `run` (the page makes it a mutation)', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: memoryStore(), transport: server.transport, now });
    await outbox.enqueue(REPLY);
    await outbox.enqueue(LIKE);
    const run = vi.fn((send: () => Promise<Delivery>) => send());
    expect(await outbox.flush({ run })).toBe(2);
    expect(run).toHaveBeenCalledTimes(2);
    expect(server.transport.sendLike).toHaveBeenCalledWith(
      expect.objectContaining(LIKE),
      undefined,
    );
  });

  it('Discard forgets an item', async () => {
    const outbox = createOutbox({ store: memoryStore(), transport: fakeServer().transport, now });
    const { key } = await outbox.enqueue(REPLY);
    await outbox.discard(key);
    expect(await outbox.list()).toEqual([]);
  });
});

describe('replyArrived', () => {
  const thread: PostLike[] = [
    { id: 40, content: '<p>Sent from the train</p>', author_id: 7, parent_id: null },
    {
      id: 41,
      content: '<p>Other</p>',
      author_id: 8,
      parent_id: null,
      replies: [{ id: 43, content: '<p>Sent  from the train</p>\n', author_id: 7, parent_id: 41 }],
    },
  ];

  it('finds a newer reply by the same author to the same post with the same text, at any level', () => {
    expect(replyArrived({ ...REPLY, parentId: 41 }, thread)).toBe(true);
    expect(replyArrived({ ...REPLY, parentId: 41, afterPostId: 43 }, thread)).toBe(false);
  });

  it('does not take an older reply, another author, another parent or another text for it', () => {
    expect(replyArrived(REPLY, thread)).toBe(false);
    expect(replyArrived({ ...REPLY, afterPostId: undefined }, thread)).toBe(true);
    expect(replyArrived({ ...REPLY, parentId: 41, authorId: 8 }, thread)).toBe(false);
    expect(replyArrived({ ...REPLY, parentId: 40 }, thread)).toBe(false);
    expect(replyArrived({ ...REPLY, parentId: 41, content: '<p>Sent</p>' }, thread)).toBe(false);
  });

  it('reads nested replies in order, and the newest id', () => {
    expect(flattenReplies(thread).map((post) => post.id)).toEqual([40, 41, 43]);
    expect(newestReplyId(thread)).toBe(43);
    expect(newestReplyId([])).toBeUndefined();
  });
});

describe('the IndexedDB store', () => {
  it('keeps items across stores (a reload, another tab) until deleted', async () => {
    const outbox = createOutbox({
      store: indexedDbStore(),
      transport: fakeServer().transport,
      now,
    });
    const { key } = await outbox.enqueue(REPLY);
    const afterReload = indexedDbStore();
    expect(await afterReload.get(key)).toMatchObject({ ...REPLY, key, uncertain: false });
    expect((await afterReload.all()).map((item) => item.key)).toContain(key);
    await afterReload.delete(key);
    expect(await indexedDbStore().get(key)).toBeUndefined();
  });
});

describe('Background Sync', () => {
  it("the served site's worker listens for the outbox's tag and posts its message to the pages", () => {
    const worker = readFileSync(join(import.meta.dirname, '../../../../app/worker/sw.ts'), 'utf8');
    expect(worker).toContain(`const OUTBOX_SYNC_TAG = '${OUTBOX_SYNC_TAG}';`);
    expect(worker).toContain(`const OUTBOX_FLUSH_MESSAGE = '${OUTBOX_FLUSH_MESSAGE}';`);
  });
});
