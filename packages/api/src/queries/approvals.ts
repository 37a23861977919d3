/**
 * The Approvals tab's side of the three approval queues (GET /threads/pending-approval,
 * /admin/users/pending, /admin/categories/pending; their hooks live in threads.ts and admin.ts):
 *
 * - `toApprovalEntry` reads an `ApprovalItem` once, whatever its type, into the fields the tab
 *   shows (thread details at the top level, user and category details at the top level or under
 *   `content`; the reply count under its aliases);
 * - `useDecideApproval` approves or rejects an item of any type (the calls of threads.ts,
 *   admin.ts and categories.ts), OPTIMISTICALLY:
 *
 *     onMutate   cancel the item's queue and set the item's status (approved / rejected) there;
 *     onError    set it back to what it was (only that item, so decisions in flight together do
 *                not undo each other);
 *     onSettled  invalidate what the decision changes (the queue, counts, lists), like the
 *                per-type hooks do.
 *
 * No operations of its own: it combines those of threads.ts, admin.ts and categories.ts.
 */
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../client.ts';
import { isAdmin } from '../permissions.ts';
import type { ApiError } from '../errors.ts';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import { USER_CHANGES } from './admin.ts';
import { runBulk, type BulkResult } from './bulk.ts';
import { CATEGORY_CHANGES } from './categories.ts';
import { invalidate, pathKey, threadQuery, type InvalidationTarget } from './keys.ts';
import { THREAD_REVIEWED } from './threads.ts';

export type ApprovalItem = components['schemas']['ApprovalItem'];
export type ApprovalType = components['schemas']['ApprovalType'];
export type ApprovalStatus = components['schemas']['ApprovalStatus'];

/** One item of an approval queue as the tab shows it, whatever its type. */
export interface ApprovalEntry {
  /** Unique across the queues: `thread-5`, `user-12`, `category-3`. */
  key: string;
  id: number;
  type: ApprovalType;
  status: ApprovalStatus;
  /** The thread's or category's title, the user's name (what names the item). */
  label: string;
  createdAt: string;
  /** Threads. */
  author?: string | null;
  category?: string | null;
  replyCount?: number;
  /** Users. */
  name?: string | null;
  email?: string | null;
  username?: string | null;
  role?: string | null;
  bio?: string | null;
  /** Categories. */
  slug?: string | null;
  description?: string | null;
  parent?: string | null;
  color?: string | null;
}

/** The key of an item across the queues. */
export function approvalKey(type: ApprovalType, id: number): string {
  return `${type}-${id}`;
}

/** An approval item's status: `status` when sent, else is_approved (approved or pending). */
function statusOf(item: ApprovalItem): ApprovalStatus {
  if (item.status === 'pending' || item.status === 'approved' || item.status === 'rejected')
    return item.status;
  return item.is_approved ? 'approved' : 'pending';
}

/** Reads an approval item once into what the tab shows (aliases resolved here, not in screens). */
export function toApprovalEntry(item: ApprovalItem): ApprovalEntry {
  const c = item.content ?? {};
  const extra = item as ApprovalItem & { replies_count?: number; posts_count?: number };
  const title = item.title ?? c.title ?? null;
  const name = item.name ?? c.name ?? null;
  const label = (item.type === 'user' ? (name ?? item.username ?? c.username) : title) ?? '';
  const base: ApprovalEntry = {
    key: approvalKey(item.type, item.id),
    id: item.id,
    type: item.type,
    status: statusOf(item),
    label: label.trim() || `#${item.id}`,
    createdAt: item.created_at,
  };
  if (item.type === 'thread')
    return {
      ...base,
      author: item.author?.name ?? null,
      category: item.category?.title ?? item.category?.name ?? null,
      replyCount: item.reply_count ?? extra.replies_count ?? extra.posts_count ?? 0,
    };
  if (item.type === 'user')
    return {
      ...base,
      name,
      email: item.email ?? c.email ?? null,
      username: item.username ?? c.username ?? null,
      role: item.role ?? c.role ?? null,
      bio: c.bio ?? null,
    };
  return {
    ...base,
    slug: item.slug ?? c.slug ?? null,
    description: c.description ?? null,
    parent: c.parent ? (c.parent.title ?? c.parent.name ?? null) : null,
    color: c.color ?? null,
  };
}

/**
 * Who decides approvals: administrators (docs/spec/staff-area.md: "A new thread is pending until an
 * admin approves it"; pending thread approvals, pending users and pending categories are all
 * admin-only call groups). Moderators decide reported content (the Moderation tab) instead.
 */
export function mayDecideApprovals(user: { role?: string | null } | null | undefined): boolean {
  return isAdmin(user);
}

/** An approval queue's page as the server sends it. */
export interface ApprovalPage {
  data: ApprovalItem[];
  meta: components['schemas']['PaginationMeta'];
}

/**
 * The queue page with one item's status changed (a new object when the item is there; the same
 * page otherwise). Plain, so the optimistic step and its undo are unit tested.
 */
export function applyApprovalStatus<T extends ApprovalPage | undefined>(
  page: T,
  target: { type: ApprovalType; id: number },
  status: ApprovalStatus,
): T {
  if (!page) return page;
  let changed = false;
  const data = page.data.map((item) => {
    if (item.type !== target.type || item.id !== target.id || statusOf(item) === status)
      return item;
    changed = true;
    return { ...item, status, is_approved: status === 'approved' };
  });
  return changed ? { ...page, data } : page;
}

/** The GET that holds each type's queue. */
export const APPROVAL_QUEUES = {
  thread: '/threads/pending-approval',
  user: '/admin/users/pending',
  category: '/admin/categories/pending',
} as const satisfies Record<ApprovalType, string>;

/** An approve or a reject (the reason is required by the server for a reject). */
export type ApprovalDecision =
  | { type: ApprovalType; id: number; decision: 'approve' }
  | { type: ApprovalType; id: number; decision: 'reject'; reason: string };

/** What a decision invalidates once settled. */
export function approvalChanges(type: ApprovalType, id: number): readonly InvalidationTarget[] {
  if (type === 'thread') return [...THREAD_REVIEWED, threadQuery(id)];
  if (type === 'user') return USER_CHANGES;
  return CATEGORY_CHANGES;
}

type Client = ReturnType<typeof useApi>['client'];

function send(client: Client, d: ApprovalDecision): Promise<unknown> {
  const path = { params: { path: { id: d.id } } };
  if (d.decision === 'approve') {
    if (d.type === 'thread') return unwrap(client.PUT('/threads/id/{id}/approve', path));
    if (d.type === 'user') return unwrap(client.PUT('/admin/users/id/{id}/approve', path));
    return unwrap(client.PUT('/categories/id/{id}/approve', path));
  }
  const init = { ...path, body: { reason: d.reason } };
  if (d.type === 'thread') return unwrap(client.PUT('/threads/id/{id}/reject', init));
  if (d.type === 'user') return unwrap(client.PUT('/admin/users/id/{id}/reject', init));
  return unwrap(client.PUT('/categories/id/{id}/reject', init));
}

/** The mutation keys: one decision, and a selection approved together. */
export const APPROVAL_DECISION_KEY = ['approval-decision'] as const;
export const APPROVAL_BULK_KEY = ['approval-bulk'] as const;

/** What onMutate hands to onError: the status the item had. */
export interface ApprovalSnapshot {
  previous: ApprovalStatus;
}

type QueryClient = ReturnType<typeof useQueryClient>;

/**
 * The optimistic step of a decision: cancel the item's queue, set the item's new status there,
 * and return the status it had (for the undo).
 */
async function markDecided(
  queryClient: QueryClient,
  target: { type: ApprovalType; id: number },
  next: ApprovalStatus,
): Promise<ApprovalStatus> {
  const queryKey = pathKey(APPROVAL_QUEUES[target.type]);
  await queryClient.cancelQueries({ queryKey });
  let previous: ApprovalStatus = 'pending';
  for (const [, page] of queryClient.getQueriesData<ApprovalPage>({ queryKey })) {
    const item = page?.data.find((i) => i.type === target.type && i.id === target.id);
    if (item) previous = statusOf(item);
  }
  queryClient.setQueriesData<ApprovalPage | undefined>({ queryKey }, (page) =>
    applyApprovalStatus(page, target, next),
  );
  return previous;
}

/** The undo of markDecided: only that item, so decisions in flight together keep theirs. */
function unmarkDecided(
  queryClient: QueryClient,
  target: { type: ApprovalType; id: number },
  previous: ApprovalStatus,
): void {
  queryClient.setQueriesData<ApprovalPage | undefined>(
    { queryKey: pathKey(APPROVAL_QUEUES[target.type]) },
    (page) => applyApprovalStatus(page, target, previous),
  );
}

/**
 * Approves or rejects one item of any queue, optimistically (see the module's note). Each call
 * is its own mutation under APPROVAL_DECISION_KEY, so several may run together, and
 * useApprovalDecisionsInFlight reads which ones are running.
 */
export function useDecideApproval() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, ApprovalDecision, ApprovalSnapshot>({
    mutationKey: APPROVAL_DECISION_KEY,
    mutationFn: (decision) => send(client, decision),
    onMutate: async (decision) => ({
      previous: await markDecided(
        queryClient,
        decision,
        decision.decision === 'approve' ? 'approved' : 'rejected',
      ),
    }),
    onError: (_error, decision, snapshot) =>
      unmarkDecided(queryClient, decision, snapshot?.previous ?? 'pending'),
    onSettled: (_data, _error, decision) =>
      invalidate(queryClient, approvalChanges(decision.type, decision.id)),
  });
}

/** The decisions being sent now (the variables of the pending useDecideApproval mutations). */
export function useApprovalDecisionsInFlight(): ApprovalDecision[] {
  return useMutationState({
    filters: { mutationKey: APPROVAL_DECISION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as ApprovalDecision,
  });
}

/** What a selection approved together invalidates: each item's changes, once. */
export function approvalBulkChanges(
  targets: readonly { type: ApprovalType; id: number }[],
): InvalidationTarget[] {
  return [...new Set(targets.flatMap((t) => approvalChanges(t.type, t.id)))];
}

/**
 * Approves a selection (of any queues) with runBulk: one after the other, then one
 * invalidation. Optimistic like one decision: onMutate marks every item Approved, and an item
 * that fails is put back to Pending when it fails (only pending items are selected). Resolves with what succeeded and what failed
 * (the mutation's `data`, until the next selection or `reset`).
 */
export function useApproveMany<T extends { type: ApprovalType; id: number }>() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation<BulkResult<T>, ApiError, readonly T[], ApprovalStatus[]>({
    mutationKey: APPROVAL_BULK_KEY,
    onMutate: async (targets) => {
      const previous: ApprovalStatus[] = [];
      for (const target of targets)
        previous.push(await markDecided(queryClient, target, 'approved'));
      return previous;
    },
    mutationFn: (targets) =>
      runBulk(
        targets,
        (target) =>
          send(client, { type: target.type, id: target.id, decision: 'approve' }).catch(
            (error: unknown) => {
              unmarkDecided(queryClient, target, 'pending');
              throw error;
            },
          ),
        () => invalidate(queryClient, approvalBulkChanges(targets)),
      ),
  });
}
