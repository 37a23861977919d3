import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { normalizeAliases } from './aliases.ts';
import { normalizeError, type ApiError } from './errors.ts';
import type { SessionStore } from './session.ts';
import type { paths } from './schema.gen.ts';

/** `/api/v1` unless VITE_API_BASE_URL was set at build time (a real backend). */
export const DEFAULT_BASE_URL = '/api/v1';

export function configuredBaseUrl(): string {
  const fromEnv = (import.meta as { env?: Record<string, string | undefined> }).env
    ?.VITE_API_BASE_URL;
  return fromEnv && fromEnv.trim() ? fromEnv.replace(/\/+$/, '') : DEFAULT_BASE_URL;
}

/** The error object every failed call rejects with (an Error, so stack traces survive). */
export class ApiRequestError extends Error implements ApiError {
  readonly status: number;
  readonly data: unknown;
  constructor({ message, status, data }: ApiError) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function json(body: unknown, response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The middleware every call goes through:
 * - JSON Content-Type and Accept headers, and the bearer token when there is a session;
 * - any 401 clears the stored token and user;
 * - every failure body becomes {message, status, data} (one error normaliser);
 * - field aliases in success bodies are normalised.
 */
export function apiMiddleware(session: SessionStore): Middleware {
  return {
    onRequest({ request }) {
      if (!(request.body instanceof FormData) && !request.headers.has('Content-Type')) {
        request.headers.set('Content-Type', 'application/json');
      }
      request.headers.set('Accept', 'application/json');
      const { token } = session.getState();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 401) session.clear();
      if (response.status === 204) return response;
      const body = await readBody(response.clone());
      if (!response.ok)
        return json(normalizeError({ status: response.status, data: body }), response);
      if (body !== undefined && typeof body === 'object')
        return json(normalizeAliases(body), response);
      return response;
    },
    onError({ error }) {
      return new ApiRequestError(normalizeError({ cause: error }));
    },
  };
}

/**
 * A per-call middleware that sends the call without the bearer token. Per-call middleware runs
 * after the client's own, which added the token, so it only has to take it off again. For reads
 * that must not depend on who is logged in: the statistics widget reads GET /admin/stats
 * "fetched without authentication" (spec, section 7). Its `id` names it in query keys (a key
 * holds the init, and functions do not survive key hashing).
 */
export const WITHOUT_TOKEN = {
  id: 'without-token',
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
} as const satisfies Middleware & { id: string };

export interface ApiClientOptions {
  session: SessionStore;
  baseUrl?: string;
  /** Defaults to the global fetch at call time (so MSW in Node, started later, still intercepts). */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiFetchClient = Client<paths>;

/** The typed client (openapi-fetch) and its TanStack Query hooks (openapi-react-query). */
export function createApiClient({
  session,
  baseUrl = configuredBaseUrl(),
  fetch,
}: ApiClientOptions) {
  const client = createFetchClient<paths>({
    baseUrl,
    fetch: fetch ?? ((request) => globalThis.fetch(request)),
    // No timeout: the spec sets none.
  });
  client.use(apiMiddleware(session));
  const hooks = createQueryHooks(client);
  return { client, hooks, session };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Unwraps an openapi-fetch result: the data, or a thrown ApiRequestError. For use
 * outside hooks (session confirmation, imperative calls).
 */
export async function unwrap<T>(
  promise: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await promise;
  if (error !== undefined || !response.ok) {
    const apiError = (error ?? {}) as Partial<ApiError>;
    throw new ApiRequestError({
      message: apiError.message ?? normalizeError({ status: response.status }).message,
      status: apiError.status ?? response.status,
      data: apiError.data,
    });
  }
  return data as T;
}
