// The served site (`npm run serve`) as an installable app that reads offline (issue 41): its
// manifest and icons, and its service worker (app/worker/sw.ts) keeping pages as they are read.
// In the `server` project (playwright.config.ts), against the served build and its mock API.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, underTheWorker } from './support.ts';

const THREAD = { path: '/threads/2', title: 'React 19 server components review after one month' };

/** The notice of a page served from the saved copy: 'Saved copy from 10:42' in the reader's clock. */
const savedCopyNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Saved copy from \d{1,2}:\d{2}/ });

test.describe('the served site as an app', () => {
  test('it is installable: a manifest with its icons, a theme colour per scheme', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    for (const scheme of ['light', 'dark'])
      expect(home).toMatch(
        new RegExp(
          `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="#[0-9a-f]{6}"`,
        ),
      );
    // The worker registers from a file of its own: no inline script.
    expect(home).toMatch(/<script async src="\/assets\/register-worker-[0-9a-f]+\.js"><\/script>/);

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('a thread read before opens offline from its saved copy; one never read, the offline page', async ({
    context,
    page,
  }) => {
    // The worker registers once the page has loaded; from the next load on, it controls the page.
    await underTheWorker(page);

    await page.goto(THREAD.path);
    await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
    await hydrated(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
    // Its scripts came from the worker's cache too: the saved page comes alive.
    await hydrated(page);

    await page.goto('/threads/1');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    // It lists the threads this device keeps, by title; a link opens one, offline.
    const saved = page.getByRole('region', { name: 'Threads you can read offline' });
    await expect(saved.getByRole('link')).toHaveCount(1);
    await saved.getByRole('link', { name: THREAD.title }).click();
    await expect(page).toHaveURL(THREAD.path);
    await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
    await context.setOffline(false);
  });

  test('a saved copy says so, with the time it was saved, and goes when the network returns', async ({
    context,
    page,
  }) => {
    await underTheWorker(page);
    await page.goto(THREAD.path);
    await hydrated(page);
    // Read from the network: no notice.
    await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
    await expect(savedCopyNotice(page)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
    await hydrated(page);
    await expect(savedCopyNotice(page)).toBeVisible();
    // The time it was saved (a few seconds ago), as the reader's clock writes it.
    const times = await page.evaluate(() =>
      [0, 60_000].map((ago) =>
        new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(
          Date.now() - ago,
        ),
      ),
    );
    expect(times.map((time) => `Saved copy from ${time}`)).toContain(
      await savedCopyNotice(page).textContent(),
    );

    // The network returns: the page's data comes again, and the notice goes without a reload.
    // A browser says so with an 'online' event; Chromium 150's emulation does not, on a page it
    // loaded offline (navigator.onLine is true there all along), so the test says it instead.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(savedCopyNotice(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
  });
});
