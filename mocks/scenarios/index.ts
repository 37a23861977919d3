/**
 * One-line per-story overrides, e.g.
 * `parameters: { msw: { handlers: [scenarios.serverError('get', '/threads')] } }`.
 */
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { paths } from '@forum/api';
import { API_BASE } from '../handlers/support/http.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
type Path = keyof paths & string;
const url = (path: Path) => API_BASE + path.replace(/\{([^}]+)\}/g, ':$1');
const emptyMeta = { current_page: 1, last_page: 1, per_page: 15, total: 0, from: null, to: null };
const page = { data: [], meta: emptyMeta };

/** An empty answer of the right shape for lists, groups and the few special bodies. */
function emptyBody(path: Path): unknown {
  if (path === '/search' || path === '/search/advanced')
    return {
      query: '',
      type: 'all',
      results: { threads: page, posts: page, users: page, categories: page },
    };
  if (path === '/users/{id}/activity') return { threads: page, posts: page, recent_activity: page };
  if (path === '/notifications') return { ...page, unread_count: 0 };
  if (path === '/categories/{slug}/threads' || path === '/categories/id/{id}/threads')
    return { category: null, threads: page };
  if (
    [
      '/categories',
      '/threads/my-pending',
      '/admin/meta-tags',
      '/moderator/users/{id}/warnings',
      '/search/autocomplete',
    ].includes(path)
  )
    return { data: [] };
  return page;
}

export const scenarios = {
  empty: (method: Method, path: Path): HttpHandler =>
    http[method](url(path), () => HttpResponse.json(emptyBody(path) as never)),
  /** A 500; with `once`, only the first call fails (the next, e.g. a Retry, is answered). */
  serverError: (method: Method, path: Path, { once = false } = {}): HttpHandler =>
    http[method](url(path), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), {
      once,
    }),
  /** Delays the request, then lets the stateful handler answer (or hangs forever with ms = 'infinite'). */
  slow: (method: Method, path: Path, ms: number | 'infinite' = 2000): HttpHandler =>
    http[method](url(path), async () => {
      await delay(ms);
      return undefined;
    }),
  unauthenticated: (method: Method, path: Path): HttpHandler =>
    http[method](url(path), () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    ),
  forbidden: (method: Method, path: Path, message = 'This action is unauthorized.'): HttpHandler =>
    http[method](url(path), () => HttpResponse.json({ message }, { status: 403 })),
  notFound: (method: Method, path: Path, message = 'Resource not found.'): HttpHandler =>
    http[method](url(path), () => HttpResponse.json({ message }, { status: 404 })),
  validation: (method: Method, path: Path, errors: Record<string, string[]>): HttpHandler => {
    const messages = Object.values(errors).flat();
    const message =
      messages.length > 1
        ? `${messages[0]} (and ${messages.length - 1} more error${messages.length > 2 ? 's' : ''})`
        : (messages[0] ?? 'The given data was invalid.');
    return http[method](url(path), () => HttpResponse.json({ message, errors }, { status: 422 }));
  },
};
