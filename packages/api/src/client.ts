import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { normalizeAliases } from './aliases.ts';
import { normalizeError, retryAfterSeconds, type ApiError } from './errors.ts';
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
  readonly retryAfter?: number;
  constructor({ message, status, data, retryAfter }: ApiError) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

/** Names a GET by its schema path and path params (what a hook knows before the call). */
export function etagKey(schemaPath: string, path?: Record<string, unknown>): string {
  return `${schemaPath} ${JSON.stringify(path ?? {})}`;
}

/**
 * The last ETag each GET answered with (by `etagKey`; the latest 100 kept), so a later call can
 * revalidate what it holds, e.g. the new-replies check seeds from the read that rendered the page.
 * Nothing else: the answers themselves live in the query cache.
 */
export interface EtagStore {
  get(key: string): string | undefined;
  set(key: string, etag: string): void;
}

export function createEtagStore(limit = 100): EtagStore {
  const map = new Map<string, string>();
  return {
    get: (key) => map.get(key),
    set(key, etag) {
      map.delete(key);
      map.set(key, etag);
      if (map.size > limit) map.delete(map.keys().next().value!);
    },
  };
}

/**
 * The middleware every call goes through:
 * - the Accept header, and the bearer token when there is a session. No Content-Type of its own:
 *   openapi-fetch sets `application/json` on a JSON body and leaves a multipart body to the
 *   browser (with its boundary), so a call without a body is a CORS "simple" request and a
 *   guest's GET to an API on another origin needs no preflight;
 * - a 401 to a call made with the stored token clears the token and user;
 * - a GET's ETag is kept in `etags`, when one is given;
 * - a network failure becomes an ApiRequestError.
 * Bodies are read once, by openapi-fetch; `withNormalisedBodies` then normalises what it parsed.
 */
export function apiMiddleware(session: SessionStore, etags?: EtagStore): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      const { token } = session.getState();
      // A call made with its own token (the outbox sends as an item's author, the logout as the
      // member leaving) keeps it.
      if (token && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response, schemaPath, params }) {
      // Only the session that made the call ends: a late 401 of another member's token (sent
      // before a logout and a login) leaves the member signed in now alone.
      if (
        response.status === 401 &&
        request.headers.get('Authorization') === `Bearer ${session.getState().token}`
      )
        session.clear();
      const etag = response.headers.get('ETag');
      if (etags && etag && request.method === 'GET' && response.status === 200)
        etags.set(etagKey(schemaPath, params.path), etag);
      return undefined;
    },
    onError({ error }) {
      return new ApiRequestError(normalizeError({ cause: error }));
    },
  };
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * What every call resolves with, from the body openapi-fetch parsed (once: no middleware reads,
 * re-serialises and re-parses it): every failure body becomes {message, status, data} (the one
 * error normaliser), and field aliases in success bodies are normalised.
 */
export function normaliseResult<R extends FetchResult>(result: R): R {
  const { response } = result;
  if (!response.ok) {
    // openapi-fetch hands an empty failure body over as '' (or undefined when Content-Length is 0).
    const data = result.error === '' ? undefined : result.error;
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    return { ...result, error: normalizeError({ status: response.status, data, retryAfter }) };
  }
  if (result.data !== undefined && typeof result.data === 'object')
    return { ...result, data: normalizeAliases(result.data) };
  return result;
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** The client with every call's result passed through `normaliseResult`. */
function withNormalisedBodies(client: Client<paths>): Client<paths> {
  type Call = (...args: unknown[]) => Promise<FetchResult>;
  const calls = client as unknown as Record<string, Call>;
  const wrapped: Record<string, unknown> = { ...client };
  for (const name of [...METHODS, 'request']) {
    const call = calls[name]!;
    wrapped[name] = (...args: unknown[]) => call(...args).then(normaliseResult);
  }
  return wrapped as unknown as Client<paths>;
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
  const raw = createFetchClient<paths>({
    baseUrl,
    fetch: fetch ?? ((request) => globalThis.fetch(request)),
    // No timeout: the spec sets none.
  });
  const etags = createEtagStore();
  raw.use(apiMiddleware(session, etags));
  const client = withNormalisedBodies(raw);
  const hooks = createQueryHooks(client);
  return { client, hooks, session, etags };
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
      retryAfter: apiError.retryAfter,
    });
  }
  return data as T;
}
