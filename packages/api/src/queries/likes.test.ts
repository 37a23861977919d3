import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../errors.ts';
import {
  applyLike,
  holdsLikeTarget,
  useTogglePostLike,
  useTogglePostLikes,
  useToggleThreadLike,
} from './likes.ts';
import { useThread } from './threads.ts';
import {
  BASE,
  deferred,
  pageMeta,
  renderApiHook,
  setupTestServer,
  threadFixture,
} from '../test/queryHarness.tsx';

const server = setupTestServer();

describe('applyLike (the count arithmetic)', () => {
  it('toggles a thread: +1 and liked, then -1 and not liked', () => {
    const body = { data: threadFixture() };
    const liked = applyLike(body, { kind: 'thread', id: 5 });
    expect(liked.data).toMatchObject({ likes_count: 4, is_liked: true });
    const unliked = applyLike(liked, { kind: 'thread', id: 5 });
    expect(unliked.data).toMatchObject({ likes_count: 3, is_liked: false });
    expect(body.data.likes_count).toBe(3); // the input is never changed
  });

  it('changes only the target in a list, and keeps the identity of everything else', () => {
    const other = threadFixture({ id: 6, slug: 'other', likes_count: 9 });
    const page = { data: [other, threadFixture()], meta: pageMeta };
    const next = applyLike(page, { kind: 'thread', id: 5 });
    expect(next.data[1]).toMatchObject({ id: 5, likes_count: 4 });
    expect(next.data[0]).toBe(other);
    expect(next.meta).toBe(page.meta);
  });

  it('finds a post at any depth (nested replies of a thread) and never a thread with the same id', () => {
    const body = { data: threadFixture({ id: 41, slug: 'same-id-as-the-post' }) };
    const next = applyLike(body, { kind: 'post', id: 41 });
    expect(next.data.likes_count).toBe(3);
    expect(next.data.posts[0]!.replies[0]).toMatchObject({
      id: 41,
      likes_count: 1,
      is_liked: true,
    });
    expect(next.data.posts[0]!.likes_count).toBe(1);
  });

  it('returns a body without the target as is', () => {
    const body = { data: [threadFixture({ id: 8, slug: 'eight' })], meta: pageMeta };
    expect(applyLike(body, { kind: 'thread', id: 5 })).toBe(body);
    expect(applyLike(undefined, { kind: 'thread', id: 5 })).toBeUndefined();
    expect(holdsLikeTarget(body, { kind: 'thread', id: 5 })).toBe(false);
    expect(holdsLikeTarget(body, { kind: 'thread', id: 8 })).toBe(true);
  });

  it('like and unlike go one way only, and a count never drops below zero', () => {
    const liked = { data: threadFixture({ is_liked: true }) };
    expect(applyLike(liked, { kind: 'thread', id: 5 }, 'like')).toBe(liked);
    expect(applyLike(liked, { kind: 'thread', id: 5 }, 'unlike').data).toMatchObject({
      likes_count: 2,
      is_liked: false,
    });
    const odd = { data: threadFixture({ is_liked: true, likes_count: 0 }) };
    expect(applyLike(odd, { kind: 'thread', id: 5 }).data.likes_count).toBe(0);
  });

  it('treats a missing flag as not liked, and follows a `liked` flag when that is what the cache has', () => {
    const post = { id: 3, thread_id: 1, parent_id: null, likes_count: 2, liked: true };
    expect(applyLike(post, { kind: 'post', id: 3 })).toEqual({
      ...post,
      likes_count: 1,
      liked: false,
    });
    const bare = { id: 3, thread_id: 1, parent_id: null, likes_count: 2 };
    expect(applyLike(bare, { kind: 'post', id: 3 })).toEqual({
      ...bare,
      likes_count: 3,
      is_liked: true,
    });
  });

  it("writes the server's answer exactly", () => {
    const body = { data: threadFixture() };
    const next = applyLike(body, { kind: 'thread', id: 5 }, { liked: true, likes_count: 12 });
    expect(next.data).toMatchObject({ likes_count: 12, is_liked: true });
  });
});

describe('useToggleThreadLike (optimistic)', () => {
  const threadKey = ['get', '/threads/id/{id}', { params: { path: { id: 5 } } }];
  const listKey = ['get', '/threads', { params: { query: { sort: 'latest', per_page: 20 } } }];

  function likesOf(queryClient: { getQueryData: (key: unknown[]) => unknown }) {
    const thread = queryClient.getQueryData(threadKey) as {
      data: { likes_count: number; is_liked?: boolean };
    };
    const list = queryClient.getQueryData(listKey) as { data: Array<{ likes_count: number }> };
    return {
      thread: thread.data.likes_count,
      liked: thread.data.is_liked,
      list: list.data[0]!.likes_count,
    };
  }

  it('shows the new count before the server answers, and rolls back on a 500', async () => {
    const answer = deferred();
    const refetchGate = deferred();
    let threadCalls = 0;
    let likeCalls = 0;
    server.use(
      http.get(`${BASE}/threads/id/:id`, async () => {
        threadCalls += 1;
        if (threadCalls > 1) await refetchGate.promise;
        return HttpResponse.json({ data: threadFixture() });
      }),
      http.post(`${BASE}/likes/threads/:id`, async () => {
        likeCalls += 1;
        await answer.promise;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { result, queryClient } = renderApiHook(() => ({
      thread: useThread(5),
      like: useToggleThreadLike(5),
    }));
    queryClient.setQueryData(listKey, { data: [threadFixture()], meta: pageMeta });
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));

    // Before.
    expect(likesOf(queryClient)).toEqual({ thread: 3, liked: false, list: 3 });

    // During: the request is held by the server; the count has already moved everywhere.
    act(() => result.current.like.mutate());
    await waitFor(() => expect(likeCalls).toBe(1));
    expect(likesOf(queryClient)).toEqual({ thread: 4, liked: true, list: 4 });
    expect(result.current.thread.data?.data.likes_count).toBe(4);

    // A second click while in flight is ignored.
    act(() => result.current.like.mutate());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(likeCalls).toBe(1);

    // After: the 500 puts the snapshots back at once, while the invalidation's refetch is still held.
    answer.resolve();
    await waitFor(() => expect(likesOf(queryClient)).toEqual({ thread: 3, liked: false, list: 3 }));
    await waitFor(() => expect(threadCalls).toBe(2));
    expect(result.current.thread.isFetching).toBe(true);

    // onSettled invalidated the thread: once its refetch lands, the mutation reports the ApiError.
    refetchGate.resolve();
    await waitFor(() => expect(result.current.like.isError).toBe(true));
    expect(isApiError(result.current.like.error)).toBe(true);
    expect(result.current.like.error).toMatchObject({ message: 'Server Error', status: 500 });
    expect(result.current.thread.isFetching).toBe(false);
    expect(likesOf(queryClient).thread).toBe(3);
  });

  it("keeps the server's count after a success", async () => {
    let serverCount = 3;
    server.use(
      http.get(`${BASE}/threads/id/:id`, () =>
        HttpResponse.json({
          data: threadFixture({ likes_count: serverCount, is_liked: serverCount > 3 }),
        }),
      ),
      http.post(`${BASE}/likes/threads/:id`, () => {
        serverCount = 10;
        return HttpResponse.json({ message: 'Thread liked', liked: true, likes_count: 10 });
      }),
    );
    const { result, queryClient } = renderApiHook(() => ({
      thread: useThread(5),
      like: useToggleThreadLike(5),
    }));
    queryClient.setQueryData(listKey, { data: [threadFixture()], meta: pageMeta });
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    await act(() => result.current.like.mutateAsync());
    expect(likesOf(queryClient)).toEqual({ thread: 10, liked: true, list: 10 });
  });
});

describe('useTogglePostLike (optimistic)', () => {
  it('moves the count of a nested reply inside the cached thread, and rolls back on failure', async () => {
    const answer = deferred();
    server.use(
      http.get(`${BASE}/threads/id/:id`, () => HttpResponse.json({ data: threadFixture() })),
      http.post(`${BASE}/likes/posts/:id`, async () => {
        await answer.promise;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { result } = renderApiHook(() => ({
      thread: useThread(5),
      like: useTogglePostLike(41, 5),
    }));
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    const reply = () => result.current.thread.data?.data.posts?.[0]?.replies?.[0];
    expect(reply()?.likes_count).toBe(0);

    act(() => result.current.like.mutate());
    await waitFor(() => expect(reply()).toMatchObject({ likes_count: 1, is_liked: true }));

    answer.resolve();
    await waitFor(() => expect(result.current.like.isError).toBe(true));
    expect(reply()?.likes_count).toBe(0);
  });
});

describe('useTogglePostLikes (many posts, one hook)', () => {
  it('blocks a post while its like is in flight, lets others through, and rolls back a failure', async () => {
    const answer = deferred();
    let calls = 0;
    server.use(
      http.get(`${BASE}/threads/id/:id`, () => HttpResponse.json({ data: threadFixture() })),
      http.post(`${BASE}/likes/posts/:id`, async () => {
        calls += 1;
        await answer.promise;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { result } = renderApiHook(() => ({
      thread: useThread(5),
      likes: useTogglePostLikes(5),
    }));
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    const reply = () => result.current.thread.data?.data.posts?.[0]?.replies?.[0];

    let first: Promise<unknown> | undefined;
    act(() => {
      first = result.current.likes.toggle(41).catch((error: unknown) => error);
    });
    await waitFor(() => expect(reply()).toMatchObject({ likes_count: 1, is_liked: true }));
    expect(result.current.likes.pending.has(41)).toBe(true);
    // A second click on the same post while it is in flight does nothing.
    await act(async () => {
      await expect(result.current.likes.toggle(41)).resolves.toBeUndefined();
    });
    expect(calls).toBe(1);

    answer.resolve();
    const error = await first;
    expect(isApiError(error) && error.status).toBe(500);
    await waitFor(() => expect(result.current.likes.pending.size).toBe(0));
    expect(reply()?.likes_count).toBe(0);
  });
});
