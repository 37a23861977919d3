import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient, unwrap } from './client.ts';
import { createSessionStore } from './session.ts';

const BASE = 'http://forum.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const alice = { id: 7, name: 'Alice', email: 'alice@example.com', role: 'user' };

function setup(loggedIn = true) {
  const session = createSessionStore(window.localStorage);
  session.clear();
  if (loggedIn) session.set('secret-token', alice);
  return createApiClient({ session, baseUrl: BASE });
}

describe('the API client', () => {
  it('sends JSON headers and the bearer token, and drops undefined params', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/threads`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
      }),
    );
    const api = setup();
    await unwrap(
      api.client.GET('/threads', {
        params: { query: { sort: 'latest', category: undefined, per_page: 20 } },
      }),
    );
    expect(seen?.headers.get('authorization')).toBe('Bearer secret-token');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    const url = new URL(seen!.url);
    expect(url.searchParams.get('sort')).toBe('latest');
    expect(url.searchParams.get('per_page')).toBe('20');
    expect(url.searchParams.has('category')).toBe(false);
  });

  it('sends no Authorization header for a guest', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/categories`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: [] });
      }),
    );
    await unwrap(setup(false).client.GET('/categories'));
    expect(auth).toBeNull();
  });

  it('clears the stored token and user on any 401', async () => {
    server.use(
      http.get(`${BASE}/auth/user`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const api = setup();
    const error = await unwrap(api.client.GET('/auth/user')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Unauthenticated.', status: 401 });
    expect(api.session.isAuthenticated()).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('normalises a Laravel 422 into {message, status, data}', async () => {
    const body = {
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    };
    server.use(http.post(`${BASE}/contact`, () => HttpResponse.json(body, { status: 422 })));
    const { error, response } = await setup().client.POST('/contact', {
      body: { name: 'A', email: '', subject: 'Hi', message: 'Hello there' },
    });
    expect(response.status).toBe(422);
    expect(error).toEqual({ message: 'The email field is required.', status: 422, data: body });
  });

  it("uses 'An error occurred' when a failure has no message", async () => {
    server.use(
      http.get(
        `${BASE}/system/health`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    const error = await unwrap(setup().client.GET('/system/health')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'An error occurred',
      status: 502,
      data: '<html>Bad gateway</html>',
    });
  });

  it("turns a network failure into status 0 with the client's message", async () => {
    server.use(http.get(`${BASE}/categories`, () => HttpResponse.error()));
    const error = await setup()
      .client.GET('/categories')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, data: undefined });
    expect((error as ApiRequestError).message).not.toBe('');
  });

  it('normalises field aliases in successful bodies', async () => {
    server.use(
      http.get(`${BASE}/threads/id/:id`, () =>
        HttpResponse.json({
          data: {
            id: 5,
            slug: 'gpu',
            title: 'GPU',
            author: { name: 'A' },
            reply_count: 3,
            category: { id: 1, slug: 'hw', name: 'Hardware', parent_id: null },
          },
        }),
      ),
    );
    const body = await unwrap(
      setup().client.GET('/threads/id/{id}', { params: { path: { id: 5 } } }),
    );
    expect(body.data).toMatchObject({ replies_count: 3, category: { title: 'Hardware' } });
  });
});
