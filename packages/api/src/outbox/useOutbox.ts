/**
 * The outbox on a page (outbox.ts says what it keeps and why it never sends twice), beside
 * `useThreadOutbox` (outboxQuery.ts, the one part a thread page's first visit carries):
 *
 * - `useOutboxActions()`: keep a reply or a like, Retry, Discard;
 * - `useOutboxSender()`: sends what waits on the next visit, when the network returns (the
 *   `online` event, or the worker's Background Sync message), when the person logs in, and
 *   again on a growing interval after a send that found no network. One sender per API client
 *   however many components ask.
 *
 * The code that touches IndexedDB (runtime.ts, with `idb`) loads when a member's page has
 * something to keep or send.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { useApi } from '../provider.tsx';
import { reconnectDelayMs } from '../retry.ts';
import { isOffline } from '../connection/connection.ts';
import { loadRuntime } from './outboxQuery.ts';
import {
  OUTBOX_FLAG,
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_MUTATION_KEY,
  type OutboxAction,
  type OutboxItem,
} from './outbox.ts';

export type {
  LikeAction,
  OutboxAction,
  OutboxItem,
  OutboxRefusal,
  ReplyAction,
  ReplyItem,
} from './outbox.ts';
export { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG, newestReplyId, refusedForLogin } from './outbox.ts';

/** The keys of the items being sent now (read from the mutation cache). */
export function useOutboxSending(): ReadonlySet<string> {
  const keys = useMutationState({
    filters: { mutationKey: OUTBOX_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
  // The keys are structurally shared: the same array while the same items are going.
  return useMemo(() => new Set(keys), [keys]);
}

export interface OutboxActions {
  /**
   * Keeps an action to send when the network returns; `uncertain` when it was sent and no answer
   * came (it is looked for in the thread before it is sent again).
   */
  queue: (action: OutboxAction, options?: { uncertain?: boolean }) => Promise<OutboxItem>;
  /** Sends a refused item again. */
  retry: (item: OutboxItem) => Promise<unknown>;
  /** Forgets an item. */
  discard: (item: OutboxItem) => Promise<void>;
}

export function useOutboxActions(): OutboxActions {
  const api = useApi();
  const queryClient = useQueryClient();
  const queue = useCallback(
    async (action: OutboxAction, options?: { uncertain?: boolean }) =>
      (await loadRuntime()).queueAction(api, queryClient, action, options),
    [api, queryClient],
  );
  const retry = useCallback(
    async (item: OutboxItem) => (await loadRuntime()).retryItem(api, queryClient, item),
    [api, queryClient],
  );
  const discard = useCallback(
    async (item: OutboxItem) => (await loadRuntime()).discardItem(api, queryClient, item.key),
    [api, queryClient],
  );
  return useMemo(() => ({ queue, retry, discard }), [queue, retry, discard]);
}

/** Whether the device says it keeps something (localStorage, read in handlers and effects). */
function keepsSomething(): boolean {
  try {
    return localStorage.getItem(OUTBOX_FLAG) !== null;
  } catch {
    return true;
  }
}

interface Sender {
  users: number;
  stop: () => void;
}
const senders = new WeakMap<ApiClient, Sender>();

function startSender(api: ApiClient, queryClient: QueryClient): () => void {
  // A send that found no network, though the browser says it is there (a cell with no data
  // left; a page loaded offline hears no 'online' event), tries again on a growing interval.
  let retry: number | undefined;
  let tries = 0;
  let stopped = false;
  const flush = () => {
    window.clearTimeout(retry);
    if (!keepsSomething() || isOffline() || !api.session.getState().user) return;
    void loadRuntime()
      .then((runtime) => runtime.flushOutbox(api, queryClient))
      .then((waiting) => {
        if (stopped) return;
        tries = waiting === 0 ? 0 : tries + 1;
        window.clearTimeout(retry);
        if (waiting > 0) retry = window.setTimeout(flush, reconnectDelayMs(tries - 1));
      });
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_FLUSH_MESSAGE) flush();
  };
  let token = api.session.getState().token;
  const unsubscribe = api.session.subscribe((state) => {
    // A login (a new token) sends what waited for it.
    if (state.token && state.token !== token) flush();
    token = state.token;
  });
  window.addEventListener('online', flush);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  // The next visit: once the page is up.
  const timer = window.setTimeout(flush, 0);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.clearTimeout(retry);
    unsubscribe();
    window.removeEventListener('online', flush);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}

/** Sends what the outbox keeps whenever it can (see the top of this file). */
export function useOutboxSender(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    let sender = senders.get(api);
    if (!sender) {
      sender = { users: 0, stop: startSender(api, queryClient) };
      senders.set(api, sender);
    }
    sender.users += 1;
    const mine = sender;
    return () => {
      mine.users -= 1;
      if (mine.users > 0) return;
      mine.stop();
      senders.delete(api);
    };
  }, [api, queryClient]);
}
