// The site as `npm run serve` serves it: public pages rendered on the server with their data
// (from `npm run mock-api`), hydrated in the browser. playwright.config.ts starts both.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, hydrated } from './support.ts';

const SERVER_API = 'http://127.0.0.1:4011/api/v1';

const main = (page: Page) => page.getByRole('main');
const replies = (page: Page) => main(page).getByRole('list', { name: 'Replies' });

/** Errors the page logs or throws: a hydration mismatch is one (React reports it as an error). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs a 404 answer to the page's own address (the not-found page) as a failed load.
    const failedLoad = message.text().startsWith('Failed to load resource');
    if (failedLoad && message.location().url === page.url()) return;
    errors.push(failedLoad ? `${message.text()}: ${message.location().url}` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { response, body: await response.text() };
}

const attribute = (body: string, pattern: RegExp) => pattern.exec(body)?.[1];

test.describe('the served site: pages rendered on the server, then hydrated', () => {
  test('a thread page comes whole in the first response: head tags, first post, replies', async ({
    request,
  }) => {
    const { response, body } = await html(request, '/threads/2');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate/);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(body).toMatch(
      /<title>React 19 server components review after one month \| TechForum<\/title>/,
    );
    expect(attribute(body, /<meta property="og:title" content="([^"]*)"/)).toBe(
      'React 19 server components review after one month',
    );
    expect(attribute(body, /<meta property="og:description" content="([^"]*)"/)).toMatch(
      /^Customer support took three days/,
    );
    expect(attribute(body, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(body).toMatch(/<meta property="article:published_time" content="[^"]+"/);
    // Absolute, for link previews and search engines: the site's address (here a localhost Host).
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:4174\/threads\/[^"]+"/);
    expect(body).toMatch(
      /<meta property="og:url" content="http:\/\/127\.0\.0\.1:4174\/threads\/[^"]+"/,
    );
    // The first replies' text, and the data the browser hydrates from, in a script it never runs.
    expect(body).toMatch(/<ul aria-label="Replies"[^>]*>[\s\S]*<article/);
    expect(body).toMatch(
      /<script type="application\/json" id="forum-state" data-site-url="http:\/\/127\.0\.0\.1:4174\/">/,
    );
    expect(body).not.toMatch(/<script>(?!<\/script>)/);
    // Its scripts load once it has painted: no module script in the HTML, only their loader.
    expect(body).not.toMatch(/<script type="module"/);
    expect(body).toMatch(
      /<script defer src="\/assets\/load-after-paint-[0-9a-f]+\.js" data-entry=/,
    );
    // The loader and the page's module are made by the server, compressed, and kept for a year.
    const loader = attribute(body, /<script defer src="([^"]+)"/);
    const pageModule = attribute(body, / data-page="([^"]+)"/);
    for (const [path, text] of [
      [loader, /data-entry|dataset/],
      [pageModule, /^(import "\/assets\/[^"]+\.js";\n)+$/],
    ] as const) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const made = await request.get(path!, { headers: { 'Accept-Encoding': encoding } });
        expect(made.status(), path).toBe(200);
        expect(made.headers()['content-type']).toMatch(/javascript/);
        expect(made.headers()['cache-control']).toContain('immutable');
        expect(made.headers()['content-encoding']).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(await made.text()).toMatch(text);
      }
    }
  });

  test('home lists threads, /Forums its categories; unknown pages are 404, a named redirect is 301', async ({
    request,
  }) => {
    const home = await html(request, '/');
    expect(home.response.status()).toBe(200);
    expect(home.body).toContain('React 19 server components review after one month');
    const forums = await html(request, '/Forums');
    expect(forums.body).toMatch(/PC Building/);
    for (const path of [
      '/threads/999999',
      '/users/999999',
      '/Forum/no-such-board',
      '/no/such/page',
    ])
      expect((await html(request, path)).response.status(), path).toBe(404);
    const moved = await html(request, '/categories/pc-building?page=2');
    expect(moved.response.status()).toBe(301);
    expect(moved.response.headers()['location']).toBe('/Forum/pc-building?page=2');
    // A search comes with its results, kept out of search engines.
    const search = await html(request, '/search?q=laptop');
    expect(search.response.status()).toBe(200);
    expect(search.body).toContain('<meta name="robots" content="noindex" />');
    expect(search.body).toMatch(/Results for “laptop”[\s\S]*<mark[^>]*>laptop<\/mark>/);
    // The guest's account forms are rendered, kept out of search engines.
    const login = await html(request, '/login');
    expect(login.response.status()).toBe(200);
    expect(login.body).toContain('<meta name="robots" content="noindex" />');
    expect(login.body).toMatch(/<h1[^>]*>Log In<\/h1>[\s\S]*<input[^>]*type="password"/);
    // Member-only and staff pages are the shell, kept out of search engines.
    const profile = await html(request, '/UserProfile');
    expect(profile.body).toContain('<meta name="robots" content="noindex" />');
    expect(profile.body).toContain('<div id="root"></div>');
  });

  for (const [path, text] of [
    ['/threads/999999', 'Thread not found.'],
    ['/Forum/no-such-board', 'Category not found'],
    ['/users/999999', 'Member not found'],
  ] as const)
    test(`a guest on ${path} reads "${text}", hydrated with no page error`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const notFound = main(page).getByRole('heading', { name: text }).first();
      await expect(notFound).toBeVisible();
      await hydrated(page);
      // Hydrated, and kept: the page answers (the theme toggle works only once React runs it),
      // and the server's not-found text is still the one on screen.
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(notFound).toBeVisible();
      expect(errors).toEqual([]);
    });

  test('a hostile thread title is text, on the server and after hydration', async ({
    page,
    request,
  }) => {
    const title = '</script><script>alert(1)</script>\u2028 & <!-- x -->';
    const login = await request.post(`${SERVER_API}/auth/login`, {
      data: { email: 'admin@example.com', password: PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const created = await request.post(`${SERVER_API}/threads`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, content: '<p>Escaping check.</p>', category_id: 5 },
    });
    expect(created.ok()).toBe(true);
    const { data } = (await created.json()) as { data: { id: number } };

    const { body } = await html(request, `/threads/${data.id}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');

    const errors = watchErrors(page);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/threads/${data.id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      title.replace('\u2028', ' ').replace(/\s+/g, ' ').trim(),
    );
    // Hydrated: the page answers (the theme toggle works only once React runs it).
    await hydrated(page);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });

  test('template strings in a title, a first post and a reply: one document, each read back as written', async ({
    page,
    request,
  }) => {
    // What String.replace would read as patterns, and the markers a page is assembled around.
    const strings = [
      'was $$500',
      '$` quote',
      '$& amp',
      "$' tail",
      '</head>',
      '<div id="root"></div>',
      '<!-- x',
      '</script>',
    ];
    const text = strings.join(' ');
    const login = await request.post(`${SERVER_API}/auth/login`, {
      data: { email: 'admin@example.com', password: PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const escape = (value: string) =>
      value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const created = await request.post(`${SERVER_API}/threads`, {
      headers,
      data: { title: `Title ${text}`, content: `<p>First ${escape(text)}</p>`, category_id: 5 },
    });
    expect(created.ok()).toBe(true);
    const { data } = (await created.json()) as { data: { id: number } };
    const reply = await request.post(`${SERVER_API}/threads/${data.id}/posts`, {
      headers,
      data: { content: `<p>Reply ${escape(text)}</p>` },
    });
    expect(reply.ok()).toBe(true);

    const { body } = await html(request, `/threads/${data.id}`);
    expect(body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(body.match(/<div id="root">/g)).toHaveLength(1);
    expect(body.match(/<\/html>/g)).toHaveLength(1);
    // Each string as the member wrote it, as text (never a "$500" from "$$500"): the page's text
    // with its tags dropped and the entities React and the sanitiser write decoded.
    const shown = body
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    for (const prefix of ['Title', 'First', 'Reply']) expect(shown).toContain(`${prefix} ${text}`);

    const errors = watchErrors(page);
    await page.goto(`/threads/${data.id}`);
    await hydrated(page);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Title ${text}`);
    await expect(main(page).getByText(`First ${text}`)).toBeVisible();
    await expect(replies(page).getByText(`Reply ${text}`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('after hydration a guest meets the login modal, logs in, likes and replies', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/threads/5');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel('Your reply', { exact: true }).fill('Served, hydrated, posted.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to post your reply' });
    await dialog.getByLabel('Email').fill('user@example.com');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Reply posted successfully!')).toBeVisible();
    await expect(replies(page)).toContainText('Served, hydrated, posted.');
    await page.getByRole('button', { name: /Like this thread/ }).click();
    await expect(page.getByRole('button', { name: /Unlike this thread/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('hydration keeps the page in place', () => {
  test('home, /Forums, a thread, a search and /login keep the server HTML: the same elements, no layout shift, no stylesheet to wait for', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // A rendered page's styles come inline in its HTML (each followed by its link, disabled, so
    // the loader knows it is there): the browser never asks for one of those.
    const inlineStylesheets = () =>
      page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number; serverPage?: Element | null };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The page's content as the server sent it, before any script ran.
      document.addEventListener('DOMContentLoaded', () => {
        w.serverPage = document.querySelector('main')?.firstElementChild;
      });
    });
    // The search page last: the page the browser renders next is opened from its results.
    for (const path of ['/', '/Forums', '/threads/2', '/login', '/search?q=laptop']) {
      const requested = stylesheets.length;
      await page.goto(path);
      // Hydrated, the theme toggle answers (a click before that does nothing).
      await hydrated(page);
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      const { kept, shift } = await page.evaluate(() => {
        const w = window as unknown as { shift: number; serverPage?: Element | null };
        return { kept: Boolean(w.serverPage?.isConnected), shift: w.shift };
      });
      expect(kept, `${path}: the server's page is the one on screen`).toBe(true);
      expect(shift, `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.02);
      const inline = await inlineStylesheets();
      expect(inline.length, `${path}: stylesheets inline`).toBeGreaterThan(0);
      expect(stylesheets.slice(requested).filter((url) => inline.includes(url))).toEqual([]);
    }
    // Nor does a page the browser then renders itself: it loads only the stylesheets it lacks
    // (one that came inline would otherwise be applied twice, out of order).
    const inline = await inlineStylesheets();
    const requested = stylesheets.length;
    await main(page)
      .getByRole('link', { name: /laptop/i })
      .first()
      .click();
    await expect(replies(page)).toBeVisible();
    expect(stylesheets.slice(requested).filter((url) => inline.includes(url))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 2,000-reply thread reads in pages of 20 replies, linked one to the next', async ({
    page,
  }) => {
    await page.goto('/threads/1');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'The Budget PC Build Megathread 2026',
    );
    await expect(replies(page).getByRole('article')).toHaveCount(20);
    const pages = page.getByRole('navigation', { name: 'Reply pages' });
    await expect(pages).toContainText('Page 1 of 100');
    await pages.getByRole('link', { name: 'Later replies' }).click();
    await expect(page).toHaveURL(/\/threads\/1\?page=2$/);
    await expect(pages).toContainText('Page 2 of 100');
    await expect(pages.getByRole('link', { name: 'Earlier replies' })).toBeVisible();
    await expect(replies(page).getByRole('article')).toHaveCount(20);
  });
});
