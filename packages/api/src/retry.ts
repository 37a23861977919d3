import { toApiError } from './errors.ts';

export const MAX_QUERY_RETRIES = 3;

/**
 * The longest `Retry-After` (seconds) a GET waits out on its own. A longer wait is the person's
 * call: the page shows the failure with Retry.
 */
export const MAX_RETRY_AFTER = 10;

/**
 * GETs retry at most 3 times, and only when trying again can help: a network failure
 * (status 0), a server error (5xx), or a 429 whose `Retry-After` is short. Never on another 4xx:
 * the answer will not change. Mutations never retry on their own (see createForumQueryClient):
 * a POST sent twice could post twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const { status, retryAfter } = toApiError(error);
  if (status === 429) return (retryAfter ?? 1) <= MAX_RETRY_AFTER;
  return status === 0 || status >= 500;
}

/**
 * How long before the next try: what the server's `Retry-After` says (a 429 or 503), else
 * exponential back-off: 0.5 s, 1 s, 2 s (capped at 8 s).
 */
export function retryDelay(attempt: number, error?: unknown): number {
  if (error !== undefined) {
    const { retryAfter } = toApiError(error);
    if (retryAfter !== undefined) return retryAfter * 1000;
  }
  return Math.min(500 * 2 ** attempt, 8000);
}

/**
 * How long to wait before asking the network again for what waits on it (an outbox that could
 * not send, a page's saved copy still on screen), after `tries` tries that found no network: 5 s,
 * then twice as long each time, at most a minute. The browser's 'online' event is not enough to
 * wait for: a phone on a cell with no data left, or a connection that never dropped as the
 * browser sees it, is online all along.
 */
export function reconnectDelayMs(tries: number): number {
  return Math.min(5_000 * 2 ** tries, 60_000);
}
