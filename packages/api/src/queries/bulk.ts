/**
 * Acting on several items at once (approving a selection in Approvals, approving or dismissing
 * selected reports in Moderation), run the same way everywhere:
 *
 * - ONE AFTER THE OTHER. A bulk action is at most one page (10 items), so ten round trips are
 *   short; in exchange the server never sees a burst (the contract answers 429 to too many
 *   requests), two reports on the same content meet it in order, and the outcome lists items in
 *   the order they were shown. A concurrency limit would save a second at best and bring back
 *   both races.
 * - Every item is tried: a failure is recorded with its error and the next item goes on.
 * - What the action changes is invalidated ONCE, after the last item (not once per item, which
 *   would refetch every list and count ten times over).
 */
import type { ApiError } from '../errors.ts';

/** One item that failed, and why. */
export interface BulkFailure<T> {
  item: T;
  error: ApiError;
}

/** What acting on several items came to, in the order the items were given. */
export interface BulkResult<T> {
  succeeded: T[];
  failed: BulkFailure<T>[];
}

/**
 * Runs `call` on each item one after the other, then `settle` once (invalidate what changed),
 * whether the items succeeded or not. Resolves with what succeeded and what failed; rejects
 * only when `settle` does.
 */
export async function runBulk<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  settle?: () => Promise<unknown> | void,
): Promise<BulkResult<T>> {
  const result: BulkResult<T> = { succeeded: [], failed: [] };
  for (const item of items) {
    try {
      await call(item);
      result.succeeded.push(item);
    } catch (error) {
      result.failed.push({ item, error: error as ApiError });
    }
  }
  await settle?.();
  return result;
}
