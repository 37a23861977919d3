/**
 * The server's renderer of a public page (used by entry-server.tsx and the tests): the same
 * route table, screens and data hooks as the browser, rendered as a guest (the session lives in
 * the browser) over a QueryClient filled with the page's data from the API. Node only.
 */
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Writable } from 'node:stream';
import { matchRoutes, MemoryRouter } from 'react-router-dom';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  createApiClient,
  createForumQueryClient,
  createSessionStore,
  isApiError,
  type ApiClient,
} from '@forum/api';
import { AppProviders } from '../providers.tsx';
import { routes } from '../routes.tsx';
import { AppRoutes, elementRoutes } from '../routing.tsx';
import { serializeState } from './embedState.ts';

const table = elementRoutes(routes);

export interface RenderOptions {
  /** The API's base URL, absolute (the server's own calls). */
  apiBaseUrl: string;
  /**
   * How long the page's data may take (ms, default 1500). Past it, or when the API fails, the
   * server sends the shell and the browser loads the page as it would without a server.
   */
  budgetMs?: number;
  /** The fetch the API calls go through (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

export type RenderResult =
  | {
      kind: 'page';
      /**
       * 404 when the address is no route's (the not-found page), or the page's thread, category
       * or member does not exist.
       */
      status: 200 | 404;
      /** The head tags the page rendered (title, meta, canonical), for the document's <head>. */
      head: string;
      /** The page's markup, for the document's #root. */
      html: string;
      /** The dehydrated query state as safe JSON (embedState.ts). */
      state: string;
    }
  | { kind: 'shell'; reason: 'slow' | 'api-failed' | 'render-failed' };

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/**
 * The queries a render asks for: every query some hook built with `enabled` on. A query's own
 * options are those of the last hook that named it, and a screen may name one query twice, once
 * enabled (its results) and once not (the same page as counts it does not need), so the query's
 * options alone cannot tell. Returns the record and a function that stops recording.
 */
export function recordWantedQueries(queryClient: QueryClient): {
  waiting: () => Query[];
  stop: () => void;
} {
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  const wanted = new Set<Query>();
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    const enabled = (args[1] as { enabled?: Enabled }).enabled;
    if (typeof enabled === 'function' ? enabled(query as Query) : enabled !== false)
      wanted.add(query as Query);
    return query;
  }) as typeof cache.build;
  return {
    // Asked for, and not fetched yet.
    waiting: () =>
      [...wanted].filter(
        (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle',
      ),
    stop: () => void (cache.build = build),
  };
}

/** A QueryClient for one request: nothing is retried, and an error stays an error on mount. */
export function createServerQueryClient(): QueryClient {
  const queryClient = createForumQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, retryOnMount: false },
  });
  return queryClient;
}

function app(path: string, api: ApiClient, queryClient: QueryClient) {
  return (
    <StrictMode>
      <AppProviders api={api} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={table} />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Renders until the page asks for no more data: each pass waits for the lazy page modules
 * (react-dom/static), then fetches what the render asked for, with the screens' own query
 * options. A thread's page asks for its category once the thread is known, so it takes two.
 */
async function loadData(path: string, api: ApiClient, queryClient: QueryClient): Promise<void> {
  const record = recordWantedQueries(queryClient);
  try {
    for (let pass = 0; pass < 6; pass += 1) {
      const { prelude } = await prerenderToNodeStream(app(path, api, queryClient), {
        onError: () => undefined,
      });
      for await (const chunk of prelude) void chunk;
      const queries = record.waiting();
      if (queries.length === 0) return;
      await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    }
  } finally {
    record.stop();
  }
}

/** The final render with React's streaming renderer, collected: the status and head go first. */
function renderHtml(path: string, api: ApiClient, queryClient: QueryClient): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(app(path, api, queryClient), {
      // Every boundary in place: React otherwise moves a large one (over ~12 kB) out of line
      // and an inline script puts it back, which the site's policy (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

/** React writes the hoisted <title>, <meta> and <link> first: they belong in the <head>. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

export function splitHead(markup: string): { head: string; html: string } {
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}

/** The statuses of the queries that failed. */
function failures(queryClient: QueryClient): number[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query) =>
      query.state.status === 'error'
        ? [isApiError(query.state.error) ? query.state.error.status : 0]
        : [],
    );
}

async function renderWithin(path: string, options: RenderOptions): Promise<RenderResult> {
  const api = createApiClient({
    // A guest: the session token lives in the browser.
    session: createSessionStore(undefined, undefined),
    baseUrl: options.apiBaseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const queryClient = createServerQueryClient();
  try {
    await loadData(path, api, queryClient);
    const failed = failures(queryClient);
    // The API is down or failing: the browser will try again itself (and show its own states).
    if (failed.some((status) => status !== 404)) return { kind: 'shell', reason: 'api-failed' };
    const { head, html } = splitHead(await renderHtml(path, api, queryClient));
    const state = serializeState(
      dehydrate(queryClient, {
        // The not-found page's 404 too, so the browser hydrates the same page.
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' || query.state.status === 'error',
      }),
    );
    // The route table's catch-all is the not-found page.
    const unknown = matchRoutes(routes, path)?.at(-1)?.route.path === '*';
    const status = unknown || failed.length > 0 ? 404 : 200;
    return { kind: 'page', status, head, html, state };
  } catch {
    return { kind: 'shell', reason: 'render-failed' };
  } finally {
    queryClient.clear();
  }
}

/**
 * A public page rendered with its data, or the shell when the data takes longer than the
 * budget or the API fails. It never throws and never returns an error's details.
 */
export async function renderPage(path: string, options: RenderOptions): Promise<RenderResult> {
  const budget = options.budgetMs ?? 1500;
  const controller = new AbortController();
  const fetchWithin = (request: Request) =>
    (options.fetch ?? globalThis.fetch)(new Request(request, { signal: controller.signal }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<RenderResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'shell', reason: 'slow' });
    }, budget);
  });
  try {
    return await Promise.race([renderWithin(path, { ...options, fetch: fetchWithin }), slow]);
  } finally {
    clearTimeout(timer);
  }
}
