import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { confirmSession } from './provider.tsx';
import { createMemoryStorage, createSessionStore } from './session.ts';

const BASE = 'http://forum.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.dispatchEvent(new Event('pageshow'));
});
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

  it('clears it when the server cannot be reached', async () => {
    server.use(http.get(`${BASE}/auth/user`, () => HttpResponse.error()));
    const api = restored();
    expect(await confirmSession(api)).toBeNull();
    expect(api.session.isAuthenticated()).toBe(false);
  });

  it('keeps it when the call is cut off because the page is being left (a reload)', async () => {
    server.use(
      http.get(`${BASE}/auth/user`, () => {
        window.dispatchEvent(new Event('pagehide'));
        return HttpResponse.error();
      }),
    );
    const api = restored();
    expect(await confirmSession(api)).toBeNull();
    expect(api.session.isAuthenticated()).toBe(true);
    expect(api.session.getState().token).toBe('secret-token');
  });
});
