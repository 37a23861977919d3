/**
 * Test helpers for the query hooks (used only by *.test.ts files): an MSW server in Node, and
 * renderHook with ApiProvider around a real client, a fresh session and a fresh QueryClient.
 */
import type { ReactNode } from 'react';
import { renderHook, type RenderHookResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '../client.ts';
import { ApiProvider, createForumQueryClient, oneCachePerMember } from '../provider.tsx';
import { createSessionStore, type SessionUser } from '../session.ts';
import type { QueryClient } from '@tanstack/react-query';

export const BASE = 'http://forum.test/api/v1';

export const alice: SessionUser = {
  id: 7,
  name: 'Alice',
  email: 'alice@example.com',
  role: 'user',
};

/** An MSW server for one test file: every unhandled request fails the test. */
export function setupTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface HookHarness<Result, Props> extends RenderHookResult<Result, Props> {
  api: ApiClient;
  queryClient: QueryClient;
}

/** renderHook inside ApiProvider, with the product's QueryClient defaults and a fresh cache. */
export function renderApiHook<Result, Props>(
  hook: (props: Props) => Result,
  {
    loggedIn = true,
    initialProps,
    share,
  }: {
    loggedIn?: boolean;
    initialProps?: Props;
    /** Another harness whose client and cache this one uses (a second hook on the same page). */
    share?: Pick<HookHarness<unknown, never>, 'api' | 'queryClient'>;
  } = {},
): HookHarness<Result, Props> {
  const session = share?.api.session ?? createSessionStore(window.localStorage);
  if (!share) session.clear();
  if (loggedIn && !share) session.set('secret-token', alice);
  const api = share?.api ?? createApiClient({ session, baseUrl: BASE });
  const queryClient = share?.queryClient ?? createForumQueryClient();
  // As the app's client: its cache is one member's (createForumQueryClient with a session).
  if (!share) oneCachePerMember(queryClient, session);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider api={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  const view = renderHook(hook, { wrapper, initialProps });
  return Object.assign(view, { api, queryClient });
}

/** A promise to resolve later (to hold a response while asserting the in-between state). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A thread as GET /threads/id/{id} answers it (with one post and a nested reply). */
export function threadFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    slug: 'best-budget-gpus',
    title: 'Best budget GPUs',
    content: '<p>Which one?</p>',
    created_at: '2024-05-01T10:00:00Z',
    is_featured: false,
    is_sticky: false,
    is_approved: true,
    status: 'approved',
    author: { id: 2, name: 'Bob' },
    category: { id: 1, slug: 'device-hardware', title: 'Hardware' },
    replies_count: 1,
    likes_count: 3,
    views: 10,
    is_liked: false,
    posts: [
      {
        id: 40,
        content: '<p>Which one?</p>',
        parent_id: null,
        thread_id: 5,
        author: { id: 2, name: 'Bob' },
        created_at: '2024-05-01T10:00:00Z',
        likes_count: 1,
        is_liked: false,
        replies: [
          {
            id: 41,
            content: '<p>@Bob the cheap one</p>',
            parent_id: 40,
            thread_id: 5,
            author: { id: 7, name: 'Alice' },
            created_at: '2024-05-01T11:00:00Z',
            likes_count: 0,
            replies: [],
          },
        ],
      },
    ],
    ...overrides,
  };
}

export const pageMeta = { current_page: 1, last_page: 1, per_page: 20, total: 1, from: 1, to: 1 };
