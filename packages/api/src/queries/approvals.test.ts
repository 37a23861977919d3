import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { usePendingThreads } from './threads.ts';
import {
  applyApprovalStatus,
  mayDecideApprovals,
  toApprovalEntry,
  useApprovalDecisionsInFlight,
  useApproveMany,
  useDecideApproval,
  type ApprovalItem,
  type ApprovalPage,
} from './approvals.ts';
import { BASE, deferred, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();
const CREATED = '2026-11-01T00:00:00Z';

function thread(id: number, extra: Partial<ApprovalItem> = {}): ApprovalItem {
  return {
    id,
    type: 'thread',
    status: 'pending',
    is_approved: false,
    title: `Thread ${id}`,
    author: { id: 3, name: 'Juan' },
    category: { id: 2, slug: 'hardware', title: 'Hardware' },
    reply_count: 4,
    created_at: CREATED,
    ...extra,
  } as ApprovalItem;
}

function page(items: ApprovalItem[]): ApprovalPage {
  return {
    data: items,
    meta: { current_page: 1, last_page: 1, per_page: 10, total: items.length, from: 1, to: 1 },
  };
}

describe('toApprovalEntry', () => {
  it('reads a thread: title, author, category and reply count', () => {
    expect(toApprovalEntry(thread(5))).toMatchObject({
      key: 'thread-5',
      label: 'Thread 5',
      status: 'pending',
      author: 'Juan',
      category: 'Hardware',
      replyCount: 4,
    });
  });

  it('takes a reply count under its aliases, and the category by name', () => {
    const item = {
      ...thread(6, { reply_count: undefined, category: { id: 1, slug: 'x', name: 'Gear' } }),
      replies_count: 9,
    } as ApprovalItem;
    expect(toApprovalEntry(item)).toMatchObject({ replyCount: 9, category: 'Gear' });
  });

  it('reads a user from the top level or from content, with the bio from content', () => {
    const user = {
      id: 12,
      type: 'user',
      status: 'pending',
      is_approved: false,
      created_at: CREATED,
      content: { name: 'Ñiña', email: 'n@example.com', username: 'nina', role: 'user', bio: 'Hi' },
    } as ApprovalItem;
    expect(toApprovalEntry(user)).toMatchObject({
      key: 'user-12',
      label: 'Ñiña',
      name: 'Ñiña',
      email: 'n@example.com',
      username: 'nina',
      role: 'user',
      bio: 'Hi',
    });
  });

  it('reads a category with its parent title and colour; an unnamed item is named by its id', () => {
    const category = {
      id: 3,
      type: 'category',
      status: 'pending',
      is_approved: false,
      created_at: CREATED,
      content: {
        title: 'Drones',
        slug: 'drones',
        description: 'Flying things',
        parent: { id: 1, slug: 'hardware', title: 'Hardware' },
        color: '#10b981',
      },
    } as ApprovalItem;
    expect(toApprovalEntry(category)).toMatchObject({
      label: 'Drones',
      slug: 'drones',
      description: 'Flying things',
      parent: 'Hardware',
      color: '#10b981',
    });
    expect(toApprovalEntry(thread(8, { title: '  ' })).label).toBe('#8');
  });

  it('falls back on is_approved when the status is missing', () => {
    const item = {
      ...thread(1, { is_approved: true }),
      status: undefined,
    } as unknown as ApprovalItem;
    expect(toApprovalEntry(item).status).toBe('approved');
  });
});

describe('applyApprovalStatus', () => {
  it('changes only the item of that type and id, keeping the input', () => {
    const body = page([thread(1), thread(2)]);
    const next = applyApprovalStatus(body, { type: 'thread', id: 2 }, 'approved');
    expect(next.data[1]).toMatchObject({ status: 'approved', is_approved: true });
    expect(next.data[0]).toBe(body.data[0]);
    expect(body.data[1]!.status).toBe('pending');
  });

  it('returns the same page when nothing changes', () => {
    const body = page([thread(1)]);
    expect(applyApprovalStatus(body, { type: 'user', id: 1 }, 'approved')).toBe(body);
    expect(applyApprovalStatus(body, { type: 'thread', id: 1 }, 'pending')).toBe(body);
    expect(applyApprovalStatus(undefined, { type: 'thread', id: 1 }, 'approved')).toBeUndefined();
  });
});

describe('useDecideApproval is optimistic with rollback', () => {
  function serve(answer: Promise<void>, status: number) {
    const sent: Array<{ url: string; body: unknown }> = [];
    let queueCalls = 0;
    server.use(
      http.get(`${BASE}/threads/pending-approval`, () => {
        queueCalls += 1;
        return HttpResponse.json(page([thread(1), thread(2)]));
      }),
      http.put(`${BASE}/threads/id/:id/:action`, async ({ request }) => {
        sent.push({ url: request.url, body: await request.text() });
        await answer;
        return HttpResponse.json({ message: status === 200 ? 'ok' : 'Nope' }, { status });
      }),
    );
    return { sent, queueCalls: () => queueCalls };
  }

  it('approve: the item reads approved at once, and pending again when the server fails', async () => {
    const answer = deferred();
    const { sent } = serve(answer.promise, 500);
    const { result } = renderApiHook(() => ({
      queue: usePendingThreads(1),
      decide: useDecideApproval(),
    }));
    await waitFor(() => expect(result.current.queue.data?.data).toHaveLength(2));
    act(() => result.current.decide.mutate({ type: 'thread', id: 2, decision: 'approve' }));
    await waitFor(() => expect(result.current.queue.data?.data[1]!.status).toBe('approved'));
    expect(result.current.queue.data?.data[0]!.status).toBe('pending');
    answer.resolve();
    await waitFor(() => expect(result.current.decide.isError).toBe(true));
    expect(result.current.decide.error?.status).toBe(500);
    await waitFor(() => expect(result.current.queue.data?.data[1]!.status).toBe('pending'));
    expect(sent[0]!.url).toBe(`${BASE}/threads/id/2/approve`);
  });

  it('reject: sends the reason, reads rejected at once, and refetches the queue after', async () => {
    const answer = deferred();
    const { sent, queueCalls } = serve(answer.promise, 200);
    const { result } = renderApiHook(() => ({
      queue: usePendingThreads(1),
      decide: useDecideApproval(),
    }));
    await waitFor(() => expect(result.current.queue.data?.data).toHaveLength(2));
    act(() =>
      result.current.decide.mutate({
        type: 'thread',
        id: 1,
        decision: 'reject',
        reason: 'Changes requested: add a source',
      }),
    );
    await waitFor(() => expect(result.current.queue.data?.data[0]!.status).toBe('rejected'));
    answer.resolve();
    await waitFor(() => expect(result.current.decide.isSuccess).toBe(true));
    expect(sent[0]).toEqual({
      url: `${BASE}/threads/id/1/reject`,
      body: JSON.stringify({ reason: 'Changes requested: add a source' }),
    });
    expect(queueCalls()).toBe(2);
  });
});

describe('useApproveMany: one after the other, optimistic, one refetch at the end', () => {
  it('marks the selection approved at once, puts a failure back, and refetches the queue once', async () => {
    const answer = deferred();
    const order: string[] = [];
    let queueCalls = 0;
    server.use(
      http.get(`${BASE}/threads/pending-approval`, () => {
        queueCalls += 1;
        return HttpResponse.json(page([thread(1), thread(2), thread(3)]));
      }),
      http.put(`${BASE}/threads/id/:id/approve`, async ({ params }) => {
        order.push(String(params.id));
        await answer.promise;
        return params.id === '2'
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ message: 'ok' });
      }),
    );
    const { result } = renderApiHook(() => ({
      queue: usePendingThreads(1),
      many: useApproveMany<{ type: 'thread'; id: number }>(),
      inFlight: useApprovalDecisionsInFlight(),
    }));
    await waitFor(() => expect(result.current.queue.data?.data).toHaveLength(3));
    act(() =>
      result.current.many.mutate([
        { type: 'thread', id: 1 },
        { type: 'thread', id: 2 },
      ]),
    );
    await waitFor(() =>
      expect(result.current.queue.data?.data.map((i) => i.status)).toEqual([
        'approved',
        'approved',
        'pending',
      ]),
    );
    // One at a time: the second waits for the first.
    expect(order).toEqual(['1']);
    expect(result.current.many.isPending).toBe(true);
    answer.resolve();
    await waitFor(() => expect(result.current.many.isSuccess).toBe(true));
    expect(order).toEqual(['1', '2']);
    expect(result.current.many.data?.succeeded).toEqual([{ type: 'thread', id: 1 }]);
    expect(result.current.many.data?.failed).toMatchObject([
      { item: { type: 'thread', id: 2 }, error: { status: 500 } },
    ]);
    // The first load and one refetch at the end, not one per item.
    expect(queueCalls).toBe(2);
    // A bulk is not a single decision in flight.
    expect(result.current.inFlight).toEqual([]);
  });
});

describe('useApprovalDecisionsInFlight', () => {
  it('lists the decisions being sent, and none once they are answered', async () => {
    const answer = deferred();
    server.use(
      http.get(`${BASE}/threads/pending-approval`, () =>
        HttpResponse.json(page([thread(1), thread(2)])),
      ),
      http.put(`${BASE}/threads/id/:id/:action`, async () => {
        await answer.promise;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { result } = renderApiHook(() => ({
      decide: useDecideApproval(),
      inFlight: useApprovalDecisionsInFlight(),
    }));
    act(() => {
      result.current.decide.mutate({ type: 'thread', id: 1, decision: 'approve' });
      result.current.decide.mutate({ type: 'thread', id: 2, decision: 'reject', reason: 'Spam' });
    });
    await waitFor(() =>
      expect(result.current.inFlight).toEqual([
        { type: 'thread', id: 1, decision: 'approve' },
        { type: 'thread', id: 2, decision: 'reject', reason: 'Spam' },
      ]),
    );
    answer.resolve();
    await waitFor(() => expect(result.current.inFlight).toEqual([]));
  });
});

describe('mayDecideApprovals', () => {
  it('is for administrators only (issue 18.3)', () => {
    expect(mayDecideApprovals({ role: 'admin' })).toBe(true);
    expect(mayDecideApprovals({ role: 'moderator' })).toBe(false);
    expect(mayDecideApprovals({ role: 'user' })).toBe(false);
    expect(mayDecideApprovals(null)).toBe(false);
  });
});
