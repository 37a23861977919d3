import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useHidePost, usePostModerationPending, useUnhidePost } from './posts.ts';
import { setThreadFields, staffMutation, threadDetail, threadFlags } from './staff.ts';
import { useThread } from './threads.ts';
import {
  THREAD_STAFF_KEYS,
  useLockThread,
  useRejectThread,
  useThreadStaffPending,
} from './threadStaff.ts';
import {
  BASE,
  deferred,
  renderApiHook,
  setupTestServer,
  threadFixture,
} from '../test/queryHarness.tsx';

const server = setupTestServer();

const byId = (id: number) => ({ params: { path: { id } } });

describe('setThreadFields and threadDetail (plain)', () => {
  it('sets fields of a cached thread answer and leaves anything else as it is', () => {
    const answer = { data: { id: 5, is_locked: false, title: 'A' } };
    expect(setThreadFields(answer, { is_locked: true })).toEqual({
      data: { id: 5, is_locked: true, title: 'A' },
    });
    expect(answer.data.is_locked).toBe(false);
    expect(setThreadFields(undefined, { is_locked: true })).toBeUndefined();
    expect(setThreadFields({ meta: 1 }, { is_locked: true })).toEqual({ meta: 1 });
  });

  it("matches the thread's own GETs (by id, or a slug whose body is the thread), not its posts", () => {
    const match = threadDetail(5);
    const query = (queryKey: unknown[], data?: unknown) =>
      ({ queryKey, state: { data } }) as unknown as Parameters<typeof match>[0];
    expect(match(query(['get', '/threads/id/{id}', byId(5)]))).toBe(true);
    expect(match(query(['get', '/threads/id/{id}', byId(6)]))).toBe(false);
    expect(
      match(
        query(['get', '/threads/{id}', { params: { path: { id: 'x' } } }], { data: { id: 5 } }),
      ),
    ).toBe(true);
    expect(match(query(['get', '/threads/{id}/posts', byId(5)]))).toBe(false);
    expect(match(query(['get', '/threads']))).toBe(false);
  });
});

describe('staffMutation', () => {
  it('keys the mutation by its operation, sends the call, and stays pending until the thread has refetched', async () => {
    const refetch = deferred();
    let reads = 0;
    let sent: unknown;
    server.use(
      http.get(`${BASE}/threads/id/:id`, async () => {
        reads += 1;
        if (reads > 1) await refetch.promise;
        return HttpResponse.json({
          data: threadFixture({ status: reads > 1 ? 'rejected' : 'pending' }),
        });
      }),
      http.put(`${BASE}/threads/id/:id/reject`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Thread rejected.', data: threadFixture() });
      }),
    );
    const { result, queryClient } = renderApiHook(() => ({
      thread: useThread(5),
      reject: useRejectThread(),
    }));
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.reject.mutateAsync({ ...byId(5), body: { reason: 'Duplicate' } });
    });
    await waitFor(() => expect(reads).toBe(2));
    expect(sent).toEqual({ reason: 'Duplicate' });
    expect(result.current.reject.isPending).toBe(true);
    expect(queryClient.getMutationCache().getAll()[0]?.options.mutationKey).toEqual(
      THREAD_STAFF_KEYS.reject,
    );
    refetch.resolve();
    await expect(done).resolves.toMatchObject({ message: 'Thread rejected.' });
    // Resolved only once the refetch is in the cache.
    expect(
      (
        queryClient.getQueryData(['get', '/threads/id/{id}', byId(5)]) as {
          data: { status: string };
        }
      ).data.status,
    ).toBe('rejected');
  });

  it('shows an optimistic change at once and puts it back when the call fails, rejecting with the ApiError', async () => {
    const answer = deferred();
    server.use(
      http.get(`${BASE}/threads/id/:id`, () =>
        HttpResponse.json({ data: threadFixture({ is_locked: false }) }),
      ),
      http.put(`${BASE}/threads/id/:id/lock`, async () => {
        await answer.promise;
        return HttpResponse.json({ message: 'Nope.' }, { status: 403 });
      }),
    );
    const { result } = renderApiHook(() => ({ thread: useThread(5), lock: useLockThread() }));
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.lock.mutateAsync(byId(5));
    });
    await waitFor(() => expect(result.current.thread.data?.data.is_locked).toBe(true));
    answer.resolve();
    await expect(done).rejects.toMatchObject({ message: 'Nope.', status: 403 });
    await waitFor(() => expect(result.current.thread.data?.data.is_locked).toBe(false));
  });

  it('makes hooks from a spec: invalidates what the spec names with the hook’s thread id', async () => {
    const useFlagThread = staffMutation({
      key: ['put', '/threads/id/{id}/pin'],
      call: (client, init: { params: { path: { id: number } } }) =>
        client.PUT('/threads/id/{id}/pin', init),
      invalidates: ({ threadId }) => [threadDetail(threadId ?? 0)],
      optimistic: threadFlags({ is_sticky: true }),
    });
    let reads = 0;
    server.use(
      http.get(`${BASE}/threads/id/:id`, () => {
        reads += 1;
        return HttpResponse.json({ data: threadFixture({ is_sticky: reads > 1 }) });
      }),
      http.put(`${BASE}/threads/id/:id/pin`, () => HttpResponse.json({ message: 'Pinned.' })),
    );
    const { result } = renderApiHook(() => ({ thread: useThread(5), pin: useFlagThread(5) }));
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    await act(() => result.current.pin.mutateAsync(byId(5)));
    expect(reads).toBe(2);
    expect(result.current.thread.data?.data.is_sticky).toBe(true);
  });
});

describe('pending staff calls from the mutation cache', () => {
  it('useThreadStaffPending names the action in flight on that thread only', async () => {
    const answer = deferred();
    server.use(
      http.get(`${BASE}/threads/id/:id`, () => HttpResponse.json({ data: threadFixture() })),
      http.put(`${BASE}/threads/id/:id/lock`, async () => {
        await answer.promise;
        return HttpResponse.json({ message: 'Locked.' });
      }),
    );
    const { result } = renderApiHook(() => ({
      lock: useLockThread(),
      here: useThreadStaffPending(5),
      elsewhere: useThreadStaffPending(6),
    }));
    expect(result.current.here).toBeUndefined();
    act(() => result.current.lock.mutate(byId(5)));
    await waitFor(() => expect(result.current.here).toBe('lock'));
    expect(result.current.elsewhere).toBeUndefined();
    answer.resolve();
    await waitFor(() => expect(result.current.here).toBeUndefined());
  });

  it('usePostModerationPending holds the posts whose hide or unhide is in flight', async () => {
    const hide = deferred();
    const unhide = deferred();
    server.use(
      http.put(`${BASE}/posts/:id/hide`, async () => {
        await hide.promise;
        return HttpResponse.json({ message: 'Hidden.', data: { id: 41, thread_id: 5 } });
      }),
      http.put(`${BASE}/posts/:id/unhide`, async () => {
        await unhide.promise;
        return HttpResponse.json({ message: 'Unhidden.', data: { id: 42, thread_id: 5 } });
      }),
    );
    const { result } = renderApiHook(() => ({
      hide: useHidePost(5),
      unhide: useUnhidePost(5),
      pending: usePostModerationPending(),
    }));
    expect([...result.current.pending]).toEqual([]);
    const before = result.current.pending;
    act(() => {
      result.current.hide.mutate({ ...byId(41), body: { reason: 'Spam' } });
      result.current.unhide.mutate(byId(42));
    });
    await waitFor(() => expect([...result.current.pending].sort()).toEqual([41, 42]));
    expect(result.current.pending).not.toBe(before);
    hide.resolve();
    await waitFor(() => expect([...result.current.pending]).toEqual([42]));
    unhide.resolve();
    await waitFor(() => expect([...result.current.pending]).toEqual([]));
  });
});
