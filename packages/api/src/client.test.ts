import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, unwrap } from './client.ts';
import { formDataSerializer } from './queries/shared.ts';
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
  it('sends the Accept header and the bearer token, and drops undefined params', async () => {
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
    // No body, no Content-Type: a GET stays a CORS simple request (no preflight on another origin).
    expect(seen?.headers.get('content-type')).toBeNull();
    const url = new URL(seen!.url);
    expect(url.searchParams.get('sort')).toBe('latest');
    expect(url.searchParams.get('per_page')).toBe('20');
    expect(url.searchParams.has('category')).toBe(false);
  });

  it('sends Content-Type application/json with a JSON body, and none on a bodiless PUT', async () => {
    const seen: { type: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${BASE}/contact`, async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), body: await request.json() });
        return HttpResponse.json({ message: 'Sent.' });
      }),
      http.put(`${BASE}/threads/id/:id/lock`, ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), body: null });
        return HttpResponse.json({ message: 'Locked.' });
      }),
    );
    const api = setup();
    const body = { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello there' };
    await unwrap(api.client.POST('/contact', { body }));
    await unwrap(api.client.PUT('/threads/id/{id}/lock', { params: { path: { id: 3 } } }));
    expect(seen).toEqual([
      { type: 'application/json', body },
      { type: null, body: null },
    ]);
  });

  it("leaves a multipart body's Content-Type (with its boundary) to fetch", async () => {
    let type: string | null = null;
    server.use(
      http.post(`${BASE}/uploads/images`, ({ request }) => {
        type = request.headers.get('content-type');
        return HttpResponse.json({ url: '/a.png' });
      }),
    );
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await setup().client.POST('/uploads/images', {
      // The contract types a binary field as a string; the serializer sends the Blob as multipart.
      body: { image: image as unknown as string },
      bodySerializer: formDataSerializer,
    });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('parses a response body once (no read, re-serialise and parse again)', async () => {
    const text = JSON.stringify({ data: { id: 5, slug: 'gpu', title: 'GPU', reply_count: 3 } });
    server.use(
      http.get(
        `${BASE}/threads/id/:id`,
        () => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const parse = vi.spyOn(JSON, 'parse');
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const body = await unwrap(
        setup().client.GET('/threads/id/{id}', { params: { path: { id: 5 } } }),
      );
      expect(body.data).toMatchObject({ id: 5, replies_count: 3 });
      expect(parse.mock.calls.filter(([arg]) => arg === text)).toHaveLength(1);
      expect(stringify.mock.calls.filter(([arg]) => (arg as { data?: unknown })?.data)).toEqual([]);
    } finally {
      parse.mockRestore();
      stringify.mockRestore();
    }
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

  it("keeps a 429's Retry-After (seconds) on the error, through unwrap too", async () => {
    const tooMany = () =>
      HttpResponse.json(
        { message: 'Too Many Attempts.' },
        { status: 429, headers: { 'Retry-After': '3' } },
      );
    server.use(http.get(`${BASE}/categories`, tooMany));
    const { error } = await setup().client.GET('/categories');
    expect(error).toEqual({
      message: 'Too Many Attempts.',
      status: 429,
      data: { message: 'Too Many Attempts.' },
      retryAfter: 3,
    });
    const thrown = await unwrap(setup().client.GET('/categories')).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ status: 429, retryAfter: 3 });
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
