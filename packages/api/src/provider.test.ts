import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { confirmSession, createForumQueryClient } from './provider.tsx';
import { createMemoryStorage, createSessionStore } from './session.ts';

const BASE = 'http://forum.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const alice = { id: 7, name: 'Alice', email: 'alice@example.com', role: 'user' };

function restored() {
  const session = createSessionStore(createMemoryStorage());
  session.set('secret-token', alice);
  return createApiClient({ session, baseUrl: BASE });
}

describe('confirmSession', () => {
  it('refreshes the stored user when the server knows the token', async () => {
    server.use(
      http.get(`${BASE}/auth/user`, () =>
        HttpResponse.json({ user: { ...alice, name: 'Alicia' } }),
      ),
    );
    const api = restored();
    expect((await confirmSession(api))?.name).toBe('Alicia');
    expect(api.session.getState().user?.name).toBe('Alicia');
  });

  it('clears the session when the check fails', async () => {
    server.use(http.get(`${BASE}/auth/user`, () => HttpResponse.json({}, { status: 500 })));
    const api = restored();
    expect(await confirmSession(api)).toBeNull();
    expect(api.session.isAuthenticated()).toBe(false);
  });

  it('clears it when the server refuses the token', async () => {
    server.use(http.get(`${BASE}/auth/user`, () => HttpResponse.json({}, { status: 401 })));
    const api = restored();
    expect(await confirmSession(api)).toBeNull();
    expect(api.session.isAuthenticated()).toBe(false);
  });

  it('keeps it when no answer comes (no network, a phone online with no data left)', async () => {
    server.use(http.get(`${BASE}/auth/user`, () => HttpResponse.error()));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      const api = restored();
      expect(await confirmSession(api)).toBeNull();
      expect(api.session.isAuthenticated()).toBe(true);
      expect(api.session.getState().token).toBe('secret-token');
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('createForumQueryClient({ onQueryError })', () => {
  it("calls it once per failed fetch, after the retries, with the query's meta and an ApiError", async () => {
    const onQueryError = vi.fn();
    const client = createForumQueryClient({ onQueryError });
    const meta = { failureToast: 'Failed to load categories' };
    const fetching = client.fetchQuery({
      queryKey: ['categories'],
      queryFn: () => Promise.reject({ message: 'Busy', status: 503, data: { message: 'Busy' } }),
      meta,
      retry: 1,
      retryDelay: 0,
    });
    await expect(fetching).rejects.toBeTruthy();
    expect(onQueryError).toHaveBeenCalledTimes(1);
    expect(onQueryError).toHaveBeenCalledWith(meta, {
      message: 'Busy',
      status: 503,
      data: { message: 'Busy' },
    });
  });

  it('passes undefined meta for a query without one, and an ApiError for a thrown Error', async () => {
    const onQueryError = vi.fn();
    const client = createForumQueryClient({ onQueryError });
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new Error('Failed to fetch')),
        retry: false,
      })
      .catch(() => {});
    expect(onQueryError).toHaveBeenCalledWith(undefined, {
      message: 'Failed to fetch',
      status: 0,
      data: undefined,
    });
  });
});
