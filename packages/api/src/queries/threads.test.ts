import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors.ts';
import {
  homeListParams,
  threadLookup,
  useThread,
  useThreadReplyCount,
  useThreads,
  withoutBodies,
} from './threads.ts';
import { BASE, renderApiHook, setupTestServer, threadFixture } from '../test/queryHarness.tsx';

const server = setupTestServer();

describe('threadLookup', () => {
  it('reads numbers and digit strings as ids, anything else as a slug', () => {
    expect(threadLookup(5)).toEqual({ kind: 'id', id: 5 });
    expect(threadLookup('42')).toEqual({ kind: 'id', id: 42 });
    expect(threadLookup('best-budget-gpus')).toEqual({ kind: 'slug', slug: 'best-budget-gpus' });
    expect(threadLookup('')).toBeUndefined();
    expect(threadLookup(undefined)).toBeUndefined();
    expect(threadLookup(0)).toBeUndefined();
  });

  it('home lists ask for 20', () => {
    expect(homeListParams('featured')).toEqual({ featured: true, per_page: 20 });
    expect(homeListParams('popular')).toEqual({ sort: 'popular', per_page: 20 });
  });
});

describe('thread lists', () => {
  const listed = () => {
    const { posts: _posts, ...thread } = threadFixture();
    return { ...thread, first_post_id: 40, first_post: { id: 40, content: '<p>Which one?</p>' } };
  };
  const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1, from: 1, to: 1 };

  it("keep each thread without its first post's body", () => {
    const page = { data: [listed()], meta };
    const [thread] = withoutBodies(page as never).data;
    expect(thread).not.toHaveProperty('content');
    expect(thread).not.toHaveProperty('first_post');
    expect(thread).toMatchObject({
      id: 5,
      title: 'Best budget GPUs',
      first_post_id: 40,
      views: 10,
    });
  });

  it('cache the page without the bodies (what a server-rendered page embeds)', async () => {
    server.use(http.get(`${BASE}/threads`, () => HttpResponse.json({ data: [listed()], meta })));
    const { result, queryClient } = renderApiHook(() => useThreads({ sort: 'latest' }), {
      loggedIn: false,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [cached] = queryClient.getQueryCache().getAll();
    const data = cached?.state.data as { data: object[]; meta: object };
    expect(data.meta).toEqual(meta);
    expect(JSON.stringify(data)).not.toContain('Which one?');
    expect(data.data[0]).toMatchObject({ slug: 'best-budget-gpus', replies_count: 1 });
  });
});

describe('useThread', () => {
  it('reads an id with /threads/id/{id} and a slug with /threads/{id}', async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${BASE}/threads/id/:id`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: threadFixture() });
      }),
      http.get(`${BASE}/threads/:slug`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: threadFixture() });
      }),
    );
    const { result } = renderApiHook(() => [useThread('5'), useThread('best-budget-gpus')]);
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(paths.sort()).toEqual(['/api/v1/threads/best-budget-gpus', '/api/v1/threads/id/5']);
  });

  it('fails with an ApiError carrying the server message (and no retry on a 4xx)', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/threads/id/:id`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Thread not found.' }, { status: 404 });
      }),
    );
    const { result } = renderApiHook(() => useThread(999));
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(isApiError(error)).toBe(true);
    expect(error).toEqual({
      message: 'Thread not found.',
      status: 404,
      data: { message: 'Thread not found.' },
    });
    expect(error?.message).toBe('Thread not found.');
    expect(calls).toBe(1);
  });
});

describe('useThreadReplyCount', () => {
  it('starts from the count shown without a request, then checks the server on its interval', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/threads/id/:id`, () => {
        calls += 1;
        return HttpResponse.json({ data: threadFixture({ replies_count: 7 }) });
      }),
    );
    const { result } = renderApiHook(() => useThreadReplyCount(5, 4, 50));
    expect(result.current.data).toBe(4);
    expect(calls).toBe(0);
    await waitFor(() => expect(result.current.data).toBe(7));
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('revalidates with the ETag it holds, and keeps its count on a 304', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/threads/id/:id`, ({ request }) => {
        const held = request.headers.get('if-none-match');
        sent.push(held);
        const headers = { ETag: 'W/"v7"' };
        if (held === 'W/"v7"') return new HttpResponse(null, { status: 304, headers });
        return HttpResponse.json({ data: threadFixture({ replies_count: 7 }) }, { headers });
      }),
    );
    const { result, queryClient } = renderApiHook(() => useThreadReplyCount(5, 4, 50));
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(3));
    expect(sent.slice(0, 3)).toEqual([null, 'W/"v7"', 'W/"v7"']);
    expect(result.current.data).toBe(7);
    expect(result.current.isError).toBe(false);
    expect(queryClient.getQueryData(['thread-reply-count', 5])).toEqual({
      count: 7,
      etag: 'W/"v7"',
    });
  });

  it('starts from the ETag of the read that rendered the page, so the first check is a 304', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/threads/id/:id`, ({ request }) => {
        const held = request.headers.get('if-none-match');
        sent.push(held);
        const headers = { ETag: '"v4"' };
        if (held === '"v4"') return new HttpResponse(null, { status: 304, headers });
        return HttpResponse.json({ data: threadFixture({ replies_count: 4 }) }, { headers });
      }),
    );
    const page = renderApiHook(() => useThread(5));
    await waitFor(() => expect(page.result.current.isSuccess).toBe(true));
    expect(sent).toEqual([null]);
    const check = renderApiHook(() => useThreadReplyCount(5, 4, 50), { share: page });
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(3));
    expect(sent.slice(1, 3)).toEqual(['"v4"', '"v4"']);
    expect(check.result.current.data).toBe(4);
  });

  /** Answers every check with 7 replies; returns how many checks were made so far. */
  const countChecks = () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/threads/id/:id`, () => {
        calls += 1;
        return HttpResponse.json({ data: threadFixture({ replies_count: 7 }) });
      }),
    );
    return () => calls;
  };

  it('checks nothing while the page is hidden', async () => {
    const calls = countChecks();
    focusManager.setFocused(false);
    try {
      const { result } = renderApiHook(() => useThreadReplyCount(5, 4, 50));
      // Six intervals pass hidden.
      await new Promise((done) => setTimeout(done, 300));
      expect(calls()).toBe(0);
      expect(result.current.data).toBe(4);
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  it('checks as soon as the page is shown again after an interval hidden, not at the next tick', async () => {
    const calls = countChecks();
    focusManager.setFocused(false);
    try {
      // A minute's interval: its next tick is a minute away, in real time.
      const { result } = renderApiHook(() => useThreadReplyCount(5, 4, 60_000));
      // The tab stays hidden for longer than the interval (the clock moves; no tick runs).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect(calls()).toBe(0);
      focusManager.setFocused(true);
      await waitFor(() => expect(result.current.data).toBe(7));
      expect(calls()).toBe(1);
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  it('without an ETag from the server, every check is a plain read', async () => {
    const sent: (string | null)[] = [];
    let count = 4;
    server.use(
      http.get(`${BASE}/threads/id/:id`, ({ request }) => {
        sent.push(request.headers.get('if-none-match'));
        count += 1;
        return HttpResponse.json({ data: threadFixture({ replies_count: count }) });
      }),
    );
    const { result } = renderApiHook(() => useThreadReplyCount(5, 4, 50));
    await waitFor(() => expect(result.current.data).toBeGreaterThanOrEqual(7));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.every((held) => held === null)).toBe(true);
  });
});
