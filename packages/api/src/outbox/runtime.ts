/**
 * The outbox at work in the browser: one per API client, on IndexedDB, sending with the client's
 * calls. Loaded on demand (useOutbox.ts imports it when a member's page has something to keep or
 * send), so no first visit carries IndexedDB code (npm run bench:bundle).
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import { isOffline } from '../connection/connection.ts';
import { THREAD_LISTS, invalidate, threadQuery } from '../queries/keys.ts';
import { holdersOf } from '../queries/likes.ts';
import {
  OUTBOX_FLAG,
  OUTBOX_MUTATION_KEY,
  OUTBOX_SYNC_TAG,
  browserLock,
  createOutbox,
  type Delivery,
  type Outbox,
  type OutboxAction,
  type OutboxItem,
  type OutboxQueryKey,
  type OutboxSender,
  type PostLike,
  waitingItems,
} from './outbox.ts';
import { indexedDbStore, memoryStore } from './outboxStore.ts';

const outboxes = new WeakMap<ApiClient, Outbox>();

/** The headers of an item's send: its author's token, and its key to make a repeat harmless. */
function sentAs(item: OutboxItem, sender: OutboxSender | undefined): Record<string, string> {
  return {
    'Idempotency-Key': item.key,
    ...(sender ? { Authorization: `Bearer ${sender.token}` } : {}),
  };
}

/** The outbox of an API client (IndexedDB where there is one). */
export function outboxOf(api: ApiClient): Outbox {
  let outbox = outboxes.get(api);
  if (outbox) return outbox;
  const { client } = api;
  outbox = createOutbox({
    store: typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(),
    lock: browserLock(),
    isOffline,
    signedIn: () => {
      const { token, user } = api.session.getState();
      return token && user ? { id: user.id, token } : undefined;
    },
    transport: {
      sendReply: (item, sender) =>
        item.parentId === null
          ? unwrap(
              client.POST('/threads/{id}/posts', {
                params: { path: { id: item.threadId } },
                headers: sentAs(item, sender),
                body: { content: item.content, thread_id: item.threadId, author_id: item.authorId },
              }),
            )
          : unwrap(
              client.POST('/posts/{id}/reply', {
                params: { path: { id: item.parentId } },
                headers: sentAs(item, sender),
                body: { content: item.content, parent_id: item.parentId, author_id: item.authorId },
              }),
            ),
      sendLike: (item, sender) => {
        const { target, liked } = item;
        const init = { params: { path: { id: target.id } }, headers: sentAs(item, sender) };
        if (target.kind === 'post')
          return unwrap(
            liked ? client.POST('/posts/{id}/like', init) : client.DELETE('/posts/{id}/like', init),
          );
        return unwrap(
          liked
            ? client.POST('/threads/id/{id}/like', init)
            : client.DELETE('/threads/id/{id}/like', init),
        );
      },
      readReplies: async (threadId) => {
        const thread = await unwrap(
          client.GET('/threads/id/{id}', { params: { path: { id: threadId } } }),
        );
        return ((thread as { data?: { posts?: PostLike[] } }).data?.posts ?? []) as PostLike[];
      },
    },
  });
  outboxes.set(api, outbox);
  return outbox;
}

function setFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(OUTBOX_FLAG, '1');
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Storage refused (private mode): the thread page still reads the outbox itself.
  }
}

/** Asks the worker to say when the network is back (Background Sync, where the browser has it). */
async function askForSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker or no Background Sync: the `online` event and the next visit send it.
  }
}

/** What a sent (or arrived) item changes on screen: its thread and lists, or the liked item. */
function sentChanges(item: OutboxItem) {
  return item.type === 'reply'
    ? [threadQuery(item.threadId), ...THREAD_LISTS]
    : [holdersOf(item.target), threadQuery(item.threadId)];
}

/** Every thread's outbox query (outboxQuery.ts's `outboxKey()`: this module does not import it). */
const EVERY_THREAD: OutboxQueryKey = ['outbox'];

const refreshOutbox = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: EVERY_THREAD });

/** Keeps an action, and asks to be told when the network is back. */
export async function queueAction(
  api: ApiClient,
  queryClient: QueryClient,
  action: OutboxAction,
  options?: { uncertain?: boolean },
): Promise<OutboxItem> {
  const item = await outboxOf(api).enqueue(action, options);
  setFlag(true);
  void askForSync();
  await refreshOutbox(queryClient);
  return item;
}

/** Sends one item as a mutation; what it changes on screen refetches. */
function deliverAsMutation(
  queryClient: QueryClient,
  item: OutboxItem,
  send: () => Promise<Delivery>,
): Promise<Delivery> {
  return queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationKey: OUTBOX_MUTATION_KEY,
      // The item's key is the mutation's variables: the page shows which items are going.
      mutationFn: (_key: string) => send(),
      // Sent now whatever TanStack thinks of the network: a failure is the outbox's to keep.
      networkMode: 'always',
      onSuccess: async (result) => {
        if (result === 'sent' || result === 'arrived')
          await invalidate(queryClient, sentChanges(item));
      },
      onSettled: () => refreshOutbox(queryClient),
    })
    .execute(item.key);
}

/**
 * Sends what waits for the person logged in now (nothing for a guest). Resolves with how many of
 * their items still wait to be sent (a refused one waits for the person, not the network).
 */
export async function flushOutbox(api: ApiClient, queryClient: QueryClient): Promise<number> {
  const userId = api.session.getState().user?.id;
  if (userId === undefined || isOffline()) return 0;
  const outbox = outboxOf(api);
  await outbox.flush({
    userId,
    run: (send, item) => deliverAsMutation(queryClient, item, send),
  });
  const kept = await outbox.list();
  if (kept.length === 0) setFlag(false);
  return waitingItems(kept, userId).filter((item) => !item.refused).length;
}

/** Retry: sends a refused item again (as a mutation, so a 401 meets the login prompt). */
export async function retryItem(
  api: ApiClient,
  queryClient: QueryClient,
  item: OutboxItem,
): Promise<Delivery> {
  return deliverAsMutation(queryClient, item, () =>
    outboxOf(api).deliver(item.key, { retry: true }),
  );
}

/** Discard: forgets an item. */
export async function discardItem(api: ApiClient, queryClient: QueryClient, key: string) {
  await outboxOf(api).discard(key);
  await refreshOutbox(queryClient);
}
