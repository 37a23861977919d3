import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useReplyToPost, useReplyToThread, useThreadPosts } from './posts.ts';
import { useThread, useThreads } from './threads.ts';
import {
  BASE,
  pageMeta,
  renderApiHook,
  setupTestServer,
  threadFixture,
} from '../test/queryHarness.tsx';

const server = setupTestServer();

const newPost = {
  id: 50,
  content: '<p>Thanks</p>',
  parent_id: null,
  thread_id: 5,
  author: { id: 7, name: 'Alice' },
  created_at: '2024-05-02T09:00:00Z',
  likes_count: 0,
};

function countCalls() {
  const calls = { thread: 0, posts: 0, otherThread: 0, list: 0 };
  server.use(
    http.get(`${BASE}/threads/id/:id`, ({ params }) => {
      if (params.id === '5') calls.thread += 1;
      else calls.otherThread += 1;
      return HttpResponse.json({
        data: threadFixture({ id: Number(params.id), slug: `thread-${String(params.id)}` }),
      });
    }),
    http.get(`${BASE}/threads/:id/posts`, () => {
      calls.posts += 1;
      return HttpResponse.json({ data: [], meta: pageMeta });
    }),
    http.get(`${BASE}/threads`, () => {
      calls.list += 1;
      return HttpResponse.json({ data: [threadFixture()], meta: pageMeta });
    }),
  );
  return calls;
}

describe('replies refetch their thread', () => {
  it('POST /threads/{id}/posts refetches the thread and its posts, and no other thread', async () => {
    const calls = countCalls();
    server.use(
      http.post(`${BASE}/threads/:id/posts`, () =>
        HttpResponse.json(
          { message: 'Reply posted successfully.', data: newPost },
          { status: 201 },
        ),
      ),
    );
    const { result } = renderApiHook(() => ({
      thread: useThread(5),
      posts: useThreadPosts(5),
      other: useThread(6),
      list: useThreads({ sort: 'latest', per_page: 20 }),
      reply: useReplyToThread(),
    }));
    await waitFor(() =>
      expect(
        result.current.thread.isSuccess &&
          result.current.posts.isSuccess &&
          result.current.other.isSuccess,
      ).toBe(true),
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(calls).toEqual({ thread: 1, posts: 1, otherThread: 1, list: 1 });

    await act(() =>
      result.current.reply.mutateAsync({
        params: { path: { id: 5 } },
        body: { content: 'Thanks', thread_id: 5, author_id: 7 },
      }),
    );
    // The mutation resolves once what is on screen has refetched.
    expect(calls).toEqual({ thread: 2, posts: 2, otherThread: 1, list: 2 });
  });

  it("POST /posts/{id}/reply refetches the thread named by the answer's thread_id (read by slug too)", async () => {
    const calls = countCalls();
    let slugCalls = 0;
    server.use(
      http.get(`${BASE}/threads/:slug`, () => {
        slugCalls += 1;
        return HttpResponse.json({ data: threadFixture() });
      }),
      http.post(`${BASE}/posts/:id/reply`, () =>
        HttpResponse.json(
          { message: 'Reply posted successfully.', data: { ...newPost, parent_id: 40 } },
          { status: 201 },
        ),
      ),
    );
    const { result } = renderApiHook(() => ({
      byId: useThread('5'),
      bySlug: useThread('best-budget-gpus'),
      reply: useReplyToPost(),
    }));
    await waitFor(() =>
      expect(result.current.byId.isSuccess && result.current.bySlug.isSuccess).toBe(true),
    );
    expect([calls.thread, slugCalls]).toEqual([1, 1]);

    await act(() =>
      result.current.reply.mutateAsync({
        params: { path: { id: 40 } },
        body: { content: '@Bob thanks', parent_id: 40 },
      }),
    );
    expect([calls.thread, slugCalls]).toEqual([2, 2]);
  });
});
