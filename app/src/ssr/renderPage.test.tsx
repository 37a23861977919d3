// @vitest-environment node
/**
 * The production renderer (renderPage.tsx), as app/server/server.mjs calls it: a page with its
 * status, head tags and embedded data; the not-found page as a 404; the shell when the API is
 * slow or failing, never an error's details.
 */
import { JSDOM } from 'jsdom';
import { lazy, Suspense } from 'react';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUserHtmlWindow } from '@forum/forum-ui/design-system/server';
import { scenarios } from '@forum/mocks';
import { db, server } from '../../../mocks/node.ts';
import {
  createServerQueryClient,
  withinSize,
  renderMarkup,
  renderPage,
  undeclaredQueries,
} from './renderPage.tsx';

const SITE = 'http://forum.test';
const apiBaseUrl = `${SITE}/api/v1`;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setUserHtmlWindow(
    new JSDOM('', { url: `${SITE}/` }).window as unknown as Window & typeof globalThis,
  );
});
afterEach(() => {
  server.resetHandlers();
  db.reset();
});
afterAll(() => server.close());

// Rendering loads the lazy page modules: seconds on a busy 2-core machine.
describe('renderPage', { timeout: 30_000 }, () => {
  it('renders a thread with its head tags first and its data as safe JSON', async () => {
    const thread = db.state.threads.find((t) => t.id === 2)!;
    thread.title = '</script><script>alert(1)</script>\u2028 & co';
    const result = await renderPage('/threads/2', {
      apiBaseUrl,
      budgetMs: 20_000,
      siteUrl: `${SITE}/`,
    });
    if (result.kind !== 'page')
      throw new Error(`expected a page, got the shell (${result.reason})`);
    expect(result.status).toBe(200);
    expect(result.head).toMatch(/^<title>/);
    expect(result.head).toContain(
      '<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(result.head).toContain('<meta property="og:type" content="article"/>');
    expect(result.html).toMatch(/^<!--\$-->|^<div/);
    expect(result.html).not.toContain('<script>alert(1)');
    // No inline script at all: the site's policy would block it (script-src 'self').
    expect(result.html).not.toMatch(/<script\b/);
    expect(result.state).not.toMatch(/[<>&\u2028\u2029]/);
    const state = JSON.parse(result.state) as {
      queries: { queryHash: string; state: { data: unknown } }[];
    };
    const threadQuery = state.queries.find((query) => query.queryHash.includes('/threads/id/{id}'));
    expect(JSON.stringify(threadQuery?.state.data)).toContain('alert(1)');
  });

  it('answers 404 for a thread that does not exist, with the not-found state embedded', async () => {
    const result = await renderPage('/threads/999999', {
      apiBaseUrl,
      budgetMs: 20_000,
      siteUrl: `${SITE}/`,
    });
    expect(result.kind === 'page' && result.status).toBe(404);
  });

  it('answers 404 for an address no route knows, with the not-found page', async () => {
    const result = await renderPage('/no/such/page', {
      apiBaseUrl,
      budgetMs: 20_000,
      siteUrl: `${SITE}/`,
    });
    expect(result.kind === 'page' && result.status).toBe(404);
    expect(result.kind === 'page' && result.head).toContain('Page not found');
  });

  it('sends the shell when the API answers slower than the budget', async () => {
    server.use(scenarios.slow('get', '/threads/id/{id}', 'infinite'));
    const started = Date.now();
    const result = await renderPage('/threads/2', {
      apiBaseUrl,
      budgetMs: 300,
      siteUrl: `${SITE}/`,
    });
    expect(result).toEqual({ kind: 'shell', reason: 'slow' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends the shell when an API answer is over the size it may be, and renders within it', async () => {
    expect(
      await renderPage('/threads/2', {
        apiBaseUrl,
        budgetMs: 20_000,
        siteUrl: `${SITE}/`,
        maxAnswerBytes: 1_000,
      }),
    ).toEqual({ kind: 'shell', reason: 'api-failed' });
    const whole = await renderPage('/threads/2', {
      apiBaseUrl,
      budgetMs: 20_000,
      siteUrl: `${SITE}/`,
      maxAnswerBytes: 2_000_000,
    });
    expect(whole.kind).toBe('page');
  });

  it('reads an answer whole within its size, and stops past it', async () => {
    const body = 'x'.repeat(5_000);
    expect(await (await withinSize(new Response(body), 5_000)).text()).toBe(body);
    await expect(withinSize(new Response(body), 4_999)).rejects.toThrow(/over 4999 bytes/);
    const declared = new Response('small', { headers: { 'Content-Length': '9000000' } });
    await expect(withinSize(declared, 8_000_000)).rejects.toThrow(/over/);
  });

  it('sends the shell when the API fails', async () => {
    server.use(scenarios.serverError('get', '/threads/id/{id}'));
    expect(
      await renderPage('/threads/2', { apiBaseUrl, budgetMs: 20_000, siteUrl: `${SITE}/` }),
    ).toEqual({
      kind: 'shell',
      reason: 'api-failed',
    });
  });
});

describe('undeclaredQueries', () => {
  it('names a query a render asked for that nothing fetched first, and not one it did', async () => {
    const queryClient = createServerQueryClient();
    await queryClient.fetchQuery({ queryKey: ['declared'], queryFn: () => 'data' });
    // What a hook does during a server render for a query no route declared: its observer puts
    // the query in the cache, pending, and nothing fetches it (a server render subscribes nothing).
    new QueryObserver(queryClient, { queryKey: ['undeclared'], queryFn: () => 1 });
    // A hook that asks for nothing yet (enabled as a function of the query, TanStack's other form).
    new QueryObserver(queryClient, {
      queryKey: ['waiting'],
      queryFn: () => 1,
      enabled: () => false,
    });
    expect(undeclaredQueries(queryClient)).toEqual(['["undeclared"]']);
  });
});

describe('renderMarkup', () => {
  // A module not loaded yet: what would suspend if loadPage had not loaded a page's code first.
  const later = () =>
    lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { default: () => <p>Loaded later</p> };
    });

  it('makes the markup in one pass when nothing suspends', async () => {
    expect(await renderMarkup(<main>Ready</main>)).toBe('<main>Ready</main>');
  });

  it('waits for what suspended inside a boundary, instead of sending its fallback', async () => {
    const Later = later();
    const html = await renderMarkup(
      <Suspense fallback={<p>Loading</p>}>
        <Later />
      </Suspense>,
    );
    expect(html).toContain('<p>Loaded later</p>');
    expect(html).not.toContain('Loading');
  });

  it('waits for what suspended outside any boundary', async () => {
    const Later = later();
    expect(await renderMarkup(<Later />)).toContain('<p>Loaded later</p>');
  });
});
