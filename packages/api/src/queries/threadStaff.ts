/**
 * The thread staff calls (approve, reject, lock, unlock, pin, unpin, move). A module apart from
 * threads.ts, which every reading page loads: these load with the staff tools that use them.
 */
import { pathPrefix, threadQuery, type InvalidationTarget, type Operation } from './keys.ts';
import { staffMutation, threadFlags, usePendingStaffCalls } from './staff.ts';
import { THREAD_MODERATED, THREAD_REVIEWED } from './threads.ts';

export const operations = [
  ['put', '/threads/id/{id}/approve'],
  ['put', '/threads/id/{id}/reject'],
  ['put', '/threads/id/{id}/lock'],
  ['put', '/threads/id/{id}/unlock'],
  ['put', '/threads/id/{id}/pin'],
  ['put', '/threads/id/{id}/unpin'],
  ['put', '/threads/id/{id}/move'],
] as const satisfies readonly Operation[];

/** The thread staff calls by action; each operation is its hook's mutation key. */
export const THREAD_STAFF_KEYS = {
  approve: ['put', '/threads/id/{id}/approve'],
  reject: ['put', '/threads/id/{id}/reject'],
  lock: ['put', '/threads/id/{id}/lock'],
  unlock: ['put', '/threads/id/{id}/unlock'],
  pin: ['put', '/threads/id/{id}/pin'],
  unpin: ['put', '/threads/id/{id}/unpin'],
  move: ['put', '/threads/id/{id}/move'],
} as const satisfies Record<string, Operation>;

export type ThreadStaffAction = keyof typeof THREAD_STAFF_KEYS;

/** The staff action in flight on a thread, if any (read from the mutation cache by key). */
export function useThreadStaffPending(threadId: number): ThreadStaffAction | undefined {
  return usePendingStaffCalls(THREAD_STAFF_KEYS).find(({ id }) => id === threadId)?.action;
}

type ById = { params: { path: { id: number } } };
type WithReason = ById & { body: { reason: string } };
type ToCategory = ById & { body: { category_id: number } };

/** What a thread staff call invalidates: `targets`, plus the thread itself. */
const andThread =
  (targets: readonly InvalidationTarget[]) =>
  ({ variables }: { variables: ById }) => [...targets, threadQuery(variables.params.path.id)];

/** PUT /threads/id/{id}/approve: pending lists, counts, thread lists and my-pending follow. */
export const useApproveThread = staffMutation({
  key: THREAD_STAFF_KEYS.approve,
  call: (client, init: ById) => client.PUT('/threads/id/{id}/approve', init),
  invalidates: andThread(THREAD_REVIEWED),
});

/** PUT /threads/id/{id}/reject (reason). Also sent for "request changes" ('Changes requested: ...'). */
export const useRejectThread = staffMutation({
  key: THREAD_STAFF_KEYS.reject,
  call: (client, init: WithReason) => client.PUT('/threads/id/{id}/reject', init),
  invalidates: andThread(THREAD_REVIEWED),
});

/** PUT /threads/id/{id}/lock: the thread shows locked at once (back as it was on failure). */
export const useLockThread = staffMutation({
  key: THREAD_STAFF_KEYS.lock,
  call: (client, init: ById) => client.PUT('/threads/id/{id}/lock', init),
  invalidates: andThread(THREAD_MODERATED),
  optimistic: threadFlags({ is_locked: true }),
});

/** PUT /threads/id/{id}/unlock: the thread shows unlocked at once (back as it was on failure). */
export const useUnlockThread = staffMutation({
  key: THREAD_STAFF_KEYS.unlock,
  call: (client, init: ById) => client.PUT('/threads/id/{id}/unlock', init),
  invalidates: andThread(THREAD_MODERATED),
  optimistic: threadFlags({ is_locked: false }),
});

/** PUT /threads/id/{id}/pin: the thread shows pinned at once (back as it was on failure). */
export const usePinThread = staffMutation({
  key: THREAD_STAFF_KEYS.pin,
  call: (client, init: ById) => client.PUT('/threads/id/{id}/pin', init),
  invalidates: andThread(THREAD_MODERATED),
  optimistic: threadFlags({ is_sticky: true }),
});

/** PUT /threads/id/{id}/unpin: the thread shows unpinned at once (back as it was on failure). */
export const useUnpinThread = staffMutation({
  key: THREAD_STAFF_KEYS.unpin,
  call: (client, init: ById) => client.PUT('/threads/id/{id}/unpin', init),
  invalidates: andThread(THREAD_MODERATED),
  optimistic: threadFlags({ is_sticky: false }),
});

/** PUT /threads/id/{id}/move (category_id): the thread, thread lists and every category view follow. */
export const useMoveThread = staffMutation({
  key: THREAD_STAFF_KEYS.move,
  call: (client, init: ToCategory) => client.PUT('/threads/id/{id}/move', init),
  invalidates: andThread([...THREAD_MODERATED, pathPrefix('/categories')]),
});
