/**
 * The server's renderer of a public page (used by entry-server.tsx and the tests): the same
 * route table, screens and data hooks as the browser, rendered once, as a guest (the session
 * lives in the browser), over a QueryClient filled first with the data the route table declares
 * for the page. Node only.
 */
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  createApiClient,
  createForumQueryClient,
  createSessionStore,
  isDeviceQuery,
  isApiError,
  type ApiClient,
} from '@forum/api';
import { AppProviders } from '../providers.tsx';
import { pageQueriesOf, queryOptionsOf } from '../pageData.ts';
import { matchRoute, type RouteMatch } from '../pages.ts';
import { pageModule, routes } from '../routes.tsx';
import { AppRoutes, elementRoutes, preloadPage } from '../routing.tsx';
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
  /** The most an API answer may weigh (MAX_API_ANSWER_BYTES by default). */
  maxAnswerBytes?: number;
  /** The site's public address, for the absolute links of the head (og:url, canonical). */
  siteUrl: string;
  /** Told of the queries a render asked for that its route did not declare (see undeclaredQueries). */
  onUndeclared?: (path: string, queries: string[]) => void;
  /** The request said `Save-Data: on`: the page renders with the data saver on (useDataSaver). */
  saveData?: boolean;
  /** The address's route, when the caller has matched it (the server, once per request). */
  match?: RouteMatch;
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

function app(
  path: string,
  api: ApiClient,
  queryClient: QueryClient,
  siteUrl: string,
  saveData = false,
) {
  return (
    <StrictMode>
      <AppProviders api={api} queryClient={queryClient} siteUrl={siteUrl} saveData={saveData}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={table} />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** Loads the module of a matched page (none for a redirect). */
function pageOf({ page }: RouteMatch): Promise<unknown> {
  return page ? preloadPage(pageModule(page.module) as RouteObject['lazy']) : Promise.resolve();
}

/**
 * Fetches what the route table declares for `path`, in parallel (a failure stays in the cache as
 * the query's error, for the page to show and the status to tell), and loads the page's module,
 * so that the one render has everything and nothing suspends.
 */
export async function loadPage(
  path: string,
  api: ApiClient,
  queryClient: QueryClient,
  match?: RouteMatch,
) {
  const { pathname, searchParams } = new URL(path, 'http://site.invalid');
  const matched = match ?? matchRoute(pathname);
  await Promise.all([
    ...pageQueriesOf(matched, searchParams, api).map((query) =>
      queryClient.fetchQuery(queryOptionsOf(query)).catch(() => undefined),
    ),
    // The page's module, named by the table (matching the whole React Router tree again would
    // flatten and rank every route on each render).
    pageOf(matched),
  ]);
}

/**
 * The queries a render asked for that the route table did not declare: any query left in the
 * cache that is still pending and that some hook enabled. A page that fetches during its render
 * what its route did not declare would render its loading state on the server, and fetch again in
 * the browser; renderPublicPages.test fails on it.
 */
export function undeclaredQueries(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      // What only the device knows (reading positions) is never the server's to load.
      if (isDeviceQuery(query.queryKey)) return false;
      // A hook's `enabled`, a boolean or a function of the query (TanStack Query's two forms).
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    })
    .map((query) => query.queryHash);
}

/**
 * The one render's markup. Everything the page needs is loaded first, so nothing should suspend:
 * React's string renderer makes it without encoding to bytes and back (less CPU a page than the
 * streaming renderer, npm run bench:ssr). Where something suspended anyway (the string renderer
 * then leaves a client-rendered boundary, `<!--$!-->`, or throws outside one), React's streaming
 * renderer makes it again and waits for it.
 */
export function renderMarkup(element: ReactElement): Promise<string> {
  try {
    const html = renderToString(element);
    if (!html.includes('<!--$!-->')) return Promise.resolve(html);
  } catch {
    // Suspended outside a boundary, or failed: the streaming renderer tells which.
  }
  return renderStreamed(element);
}

/** The markup from React's streaming renderer, collected once everything is ready. */
function renderStreamed(element: ReactElement): Promise<string> {
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
    const stream = renderToPipeableStream(element, {
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

/** What the browser hydrates from: the page's data, and the not-found page's 404 too. */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || query.state.status === 'error',
  });
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
  const match = options.match ?? matchRoute(new URL(path, 'http://site.invalid').pathname);
  try {
    await loadPage(path, api, queryClient, match);
    const failed = failures(queryClient);
    // The API is down or failing: the browser will try again itself (and show its own states).
    if (failed.some((status) => status !== 404)) return { kind: 'shell', reason: 'api-failed' };
    const { head, html } = splitHead(
      await renderMarkup(app(path, api, queryClient, options.siteUrl, options.saveData)),
    );
    const undeclared = undeclaredQueries(queryClient);
    if (undeclared.length > 0) options.onUndeclared?.(path, undeclared);
    const state = serializeState(dehydratePage(queryClient));
    // The route table's catch-all is the not-found page.
    const unknown = match.page?.module === 'not-found';
    const status = unknown || failed.length > 0 ? 404 : 200;
    return { kind: 'page', status, head, html, state };
  } catch {
    return { kind: 'shell', reason: 'render-failed' };
  } finally {
    queryClient.clear();
  }
}

/**
 * The most an API answer may weigh while a page renders (the 2,000-reply thread is about a
 * tenth of it): a bigger one is a fault of the API, and the page is sent as the shell rather
 * than held in the server's memory.
 */
export const MAX_API_ANSWER_BYTES = 8_000_000;

/** `response`, read whole if it is within `max` bytes; rejects (and stops reading) past that. */
export async function withinSize(response: Response, max: number): Promise<Response> {
  const tooBig = () => new Error(`The API's answer is over ${max} bytes.`);
  if (Number(response.headers.get('Content-Length') ?? 0) > max) {
    void response.body?.cancel().catch(() => undefined);
    throw tooBig();
  }
  if (!response.body) return response;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => undefined);
      throw tooBig();
    }
    chunks.push(value);
  }
  return new Response(new Blob(chunks as BlobPart[]), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * A public page rendered with its data, or the shell when the data takes longer than the
 * budget or the API fails. It never throws and never returns an error's details.
 */
export async function renderPage(path: string, options: RenderOptions): Promise<RenderResult> {
  const budget = options.budgetMs ?? 1500;
  const controller = new AbortController();
  const fetchWithin = async (request: Request) =>
    withinSize(
      await (options.fetch ?? globalThis.fetch)(
        new Request(request, { signal: controller.signal }),
      ),
      options.maxAnswerBytes ?? MAX_API_ANSWER_BYTES,
    );
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
