// @vitest-environment node
/**
 * The public pages render on a server: in Node, with no window, document or storage, each
 * public page of the route table is rendered with react-dom/static (which waits for the lazy
 * page modules) over a QueryClient filled with that page's data from the mock backend, as a
 * guest. Its HTML shows what a reader came for, and nothing threw. Anything that reads a
 * browser global while rendering fails here.
 */
import { JSDOM } from 'jsdom';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, createSessionStore } from '@forum/api';
import { setUserHtmlWindow } from '@forum/forum-ui/design-system/server';
import { PAGED_LISTS } from '@forum/forum-ui/features/browse';
import { db, server } from '../../../mocks/node.ts';
import { AppProviders } from '../providers.tsx';
import { ROUTES, isRedirect } from '../pages.ts';
import { routes } from '../routes.tsx';
import { AppRoutes, elementRoutes } from '../routing.tsx';
import { createServerQueryClient, loadPage, undeclaredQueries } from './renderPage.tsx';

const SITE = 'http://forum.test';
const table = elementRoutes(routes);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Members' HTML is sanitised in a DOM; a server brings its own (see setUserHtmlWindow).
  setUserHtmlWindow(new JSDOM('', { url: `${SITE}/` }).window);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * The page's HTML with its data, as the server makes it: the queries its route declares (the
 * route table) fetched in parallel, then one render. Anything the render asks for that the route
 * did not declare is returned as `undeclared` (every test expects none).
 */
async function renderPage(path: string) {
  db.reset();
  // A guest, as on a server: the session token lives in the browser.
  const api = createApiClient({
    session: createSessionStore(undefined, undefined),
    baseUrl: `${SITE}/api/v1`,
  });
  const queryClient = createServerQueryClient();
  const errors: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  await loadPage(path, api, queryClient);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders api={api} queryClient={queryClient} siteUrl={`${SITE}/`}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={table} />
      </MemoryRouter>
    </AppProviders>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const failedQueries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => query.queryHash);
  const undeclared = undeclaredQueries(queryClient);
  return {
    html,
    text: textOf(html),
    errors,
    consoleErrors,
    failedQueries,
    undeclared,
    queryClient,
  };
}

/** The text a reader sees (tags dropped, the entities React writes decoded). */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The level-1 headings of the page. */
function headings(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!).trim());
}

/** The title of the first thread in a list's answer (its `data` or `threads`, nested or not). */
function firstListedTitle(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    const title = (first as { title?: unknown } | undefined)?.title;
    return typeof title === 'string' ? title : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const field of ['data', 'threads']) {
    const title = firstListedTitle((value as Record<string, unknown>)[field]);
    if (title) return title;
  }
  return undefined;
}

/** The first thread title of every thread list the page fetched. */
function listedTitles(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) =>
      /^\/(threads|categories\/\{slug\}\/threads)$/.test(String(query.queryKey[1])),
    )
    .flatMap((query) => {
      const title = firstListedTitle(query.state.data);
      return title ? [title] : [];
    });
}

async function expectRendered(path: string) {
  const page = await renderPage(path);
  expect(page.errors.map(String)).toEqual([]);
  expect(page.consoleErrors).not.toHaveBeenCalled();
  expect(page.failedQueries).toEqual([]);
  // The page read nothing during its render that its route did not declare.
  expect(page.undeclared).toEqual([]);
  // A part that failed on the server is left for the browser to render (a client boundary).
  expect(page.html).not.toMatch(/<template[^>]*data-(dgst|msg)/);
  // The frame: the header and the page's main landmark.
  expect(page.text).toContain('TechForum');
  expect(page.html).toMatch(/<main[^>]*id="main"/);
  return page;
}

const thread2 = {
  title: 'React 19 server components review after one month',
  slug: 'react-19-server-components-review-after-one-month-2',
  firstPost: 'Customer support took three days to answer my ticket.',
};

// A page's first render loads its lazy modules: seconds on a busy 2-core machine.
describe('public pages rendered in Node, as a guest, with their data', { timeout: 30_000 }, () => {
  it('/ lists the threads of its lists', async () => {
    const { text, queryClient } = await expectRendered('/');
    const titles = listedTitles(queryClient);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    for (const title of titles) expect(text).toContain(title);
  });

  const lists = ROUTES.flatMap((route) =>
    !isRedirect(route) && route.list ? [[`/${route.paths[0]}`, PAGED_LISTS[route.list].title]] : [],
  );
  it.each(lists)('%s shows its title and first thread', async (path, title) => {
    const { html, text, queryClient } = await expectRendered(path);
    expect(headings(html)).toContain(title);
    const [first] = listedTitles(queryClient);
    expect(first).toBeTruthy();
    expect(text).toContain(first);
  });

  it.each(['/Forums', '/Forum'])('%s lists the categories', async (path) => {
    const { text } = await expectRendered(path);
    const top = db.state.categories.filter(
      (c) => c.parent_id === null && c.is_active && c.approval === 'approved',
    );
    expect(top.length).toBeGreaterThan(2);
    for (const category of top) expect(text).toContain(category.title);
  });

  it('/Forum/{slug} shows the category and its threads', async () => {
    const { html, text, queryClient } = await expectRendered('/Forum/community');
    expect(headings(html)).toContain('Community');
    const [first] = listedTitles(queryClient);
    expect(first).toBeTruthy();
    expect(text).toContain(first);
  });

  it.each(['/threads/2', `/threads/${thread2.slug}`, `/thread/${thread2.slug}`])(
    '%s shows the thread title and its first post',
    async (path) => {
      const { html, text } = await expectRendered(path);
      expect(headings(html)).toContain(thread2.title);
      expect(text).toContain(thread2.firstPost);
      // Its replies, written by members, pass through the sanitiser on the server too.
      const reply = db.state.posts.find((post) => post.thread_id === 2 && post.parent_id !== null);
      expect(reply).toBeDefined();
      expect(text).toContain(textOf(reply!.content).trim().slice(0, 40));
    },
  );

  it('/search?q=… shows the results for the query', async () => {
    const { html, text } = await expectRendered('/search?q=laptop');
    expect(headings(html)).toContain('Search');
    expect(text).toContain('Results for “laptop”');
    expect(text).not.toContain('Updating results');
    // The threads it finds, linked, with the query marked in their titles.
    expect(text).toMatch(/Threads \(\d+\)/);
    expect(html).toMatch(
      /<a [^>]*href="\/threads\/[^"]+"[^>]*><span>[^<]*<mark[^>]*>laptop<\/mark>/i,
    );
  });

  it('/users/{id} shows the member', async () => {
    const { html } = await expectRendered('/users/3');
    expect(headings(html)).toContain('Juan dela Cruz');
  });

  it.each([
    ['/AboutUs', 'About Us'],
    ['/Rules', 'Forum Rules'],
    ['/ContactUs', 'Contact Us'],
    ['/ContactForm', 'Contact Form'],
    ['/TeamIntroduction', 'Team Introduction'],
    ['/ForumStatistics', 'Forum Statistics'],
    ['/Shoutbox', 'Shoutbox'],
  ])('%s shows its heading', async (path, heading) => {
    const { html } = await expectRendered(path);
    expect(headings(html)).toContain(heading);
  });

  it.each([
    ['/threads/999999', 'Thread not found.'],
    ['/no-such-page', 'Page not found'],
  ])('%s shows the not-found page', async (path, message) => {
    const page = await renderPage(path);
    expect(page.errors.map(String)).toEqual([]);
    expect(page.text).toContain(message);
  });
});
