// Saved for offline (issue 52, part 3; docs/offline.md "Saved for offline"): a board saved from
// its page opens offline from the Saved page, and the data saver keeps pictures out of a save.
// In the `server` project (playwright.config.ts), against the served build and its mock API.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, underTheWorker } from './support.ts';

/** Thread 4 of the mock data shows the site's logo in its first post (mocks/db/seed.ts). */
const PICTURE_THREAD = '/threads/4';
const PICTURE = '/favicon.svg';

/** The fetches of the post's picture a save makes, as they happen. */
function pictureFetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PICTURE && request.resourceType() === 'fetch')
      seen.push(request.url());
  });
  return seen;
}

/** Saves the thread on screen and waits for it to say so. */
async function saveThread(page: Page) {
  // The button comes with the reading tools, after the page: a click before their part has
  // hydrated is not seen, so it is pressed until the save starts.
  await expect(async () => {
    await page.getByRole('button', { name: /^(Save for offline|Saving\.\.\.)$/ }).click();
    await expect(
      page.getByRole('button', { name: /^(Update saved copy|Saving\.\.\.)$/ }),
    ).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Update saved copy' })).toBeVisible();
  await expect(page.getByText(/^Saved .* · [\d.]+ (kB|MB)$/)).toBeVisible();
}

test.describe('saved for offline', () => {
  test('a board saved from its page opens offline, from the Saved page', async ({
    context,
    page,
  }) => {
    await underTheWorker(page);
    // The board of thread 4, found from the thread's category link.
    await page.goto(PICTURE_THREAD);
    await hydrated(page);
    const board = await page.locator('article a[href^="/Forum/"]').first().getAttribute('href');
    expect(board).toMatch(/^\/Forum\//);
    await page.goto(board!);
    await hydrated(page);
    await page.getByRole('link', { name: 'Save this board' }).click();

    const panel = page.getByRole('region', { name: /^Save this board: / });
    const start = panel.getByRole('button', { name: /^Save \d+ threads?$/ });
    await expect(panel.getByRole('status')).toHaveText(/About [\d.]+ (kB|MB) for \d+ threads?\./);
    const count = Number((await start.textContent())?.match(/\d+/)?.[0]);
    await start.click();
    await expect(
      panel.getByText(`${count} ${count === 1 ? 'thread' : 'threads'} saved for offline.`),
    ).toBeVisible({ timeout: 60_000 });

    const saved = page.getByRole('region', { name: 'Saved threads and boards' });
    await expect(saved.getByRole('listitem')).toHaveCount(count + 1);
    // A thread of the board this page never opened: its title and address, from the list.
    const links = saved.getByRole('link');
    const thread = (await links.all()).at(-1)!;
    const title = (await thread.textContent())!;
    const path = (await thread.getAttribute('href'))!;
    expect(path).toMatch(/^\/threads\//);

    await context.setOffline(true);
    // The Saved page opens offline (a save keeps it too), and lists what is kept.
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved for offline' })).toBeVisible();
    await hydrated(page);
    await expect(
      page.getByText('You are offline. Everything here opens without a connection.'),
    ).toBeVisible();
    // Opened by its link (the thread's API read, answered from the saved copy)...
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // ...and as a page of its own (its saved document), which comes alive from saved files.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await hydrated(page);
    await context.setOffline(false);
  });

  test('with the data saver on, a save takes no picture; with it off, it does', async ({
    browser,
  }) => {
    for (const saver of ['on', 'off'] as const) {
      const context = await browser.newContext();
      await context.addInitScript((choice) => {
        window.localStorage.setItem('forum.dataSaver', choice);
      }, saver);
      const page = await context.newPage();
      const fetched = pictureFetches(page);
      await page.goto(PICTURE_THREAD);
      await hydrated(page);
      await saveThread(page);
      if (saver === 'on') expect(fetched, 'pictures fetched with the data saver on').toEqual([]);
      else expect(fetched.length, 'the picture fetched with the data saver off').toBeGreaterThan(0);
      await context.close();
    }
  });
  test("a saved thread keeps the windowed list's code, which a long thread needs offline", async ({
    page,
  }) => {
    const windowed: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/WindowedReplyList-[^/]+\.js$/.test(request.url()))
        windowed.push(request.url());
    });
    await underTheWorker(page);
    // A short thread renders every reply: its page never needs the windowed list.
    await page.goto(PICTURE_THREAD);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(windowed).toEqual([]);
    await saveThread(page);
    // A thread saved today may hold hundreds of replies when it is next saved or opened.
    expect(windowed.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(async (url) => (await caches.match(url)) !== undefined, windowed[0]!),
      )
      .toBe(true);
  });
});
