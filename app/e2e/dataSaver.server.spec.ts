// The data saver on the served site (`npm run serve`, issue 41): with `Save-Data: on`, an image in
// a post is not fetched until its button is pressed, and nothing is prefetched on hover; without
// it, the image loads as before; the reader's own switch in the footer does the same. In the
// `server` project (playwright.config.ts), against the served build and its mock API.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

/** Thread 4 of the mock data: its first post shows the site's logo (mocks/db/seed.ts). */
const THREAD = '/threads/4';
const PICTURE = { path: '/favicon.svg', alt: 'The forum logo, as the poster saw it' };

/** The page's requests for the post's picture, as they happen. */
function pictureRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PICTURE.path && request.resourceType() === 'image')
      seen.push(request.url());
  });
  return seen;
}

/** The page's API requests, as they happen. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) seen.push(request.url());
  });
  return seen;
}

/** The post's picture has arrived and is drawn. */
const loaded = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByRole('img', { name: PICTURE.alt })
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('an image in a post is not requested until its button is pressed', async ({
    page,
    request,
  }) => {
    // The server's page holds it back already: no <img> to fetch before any script runs.
    const response = await request.get(THREAD);
    expect(response.headers()['vary']).toContain('Save-Data');
    const html = await response.text();
    expect(html).not.toMatch(/<img[^>]*favicon\.svg/);
    expect(html).toContain('data-save-data="on"');

    const requested = pictureRequests(page);
    await page.goto(THREAD);
    await hydrated(page);
    await expect(page.getByText(PICTURE.alt)).toBeVisible();
    const button = page.getByRole('button', { name: 'Load image' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Data saver' })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await button.click();
    await loaded(page);
    await expect(page.getByRole('img', { name: PICTURE.alt })).toBeFocused();
    expect(requested).toHaveLength(1);
  });

  test('a link the pointer rests on is not prefetched; a click still opens it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const asked = apiRequests(page);
    const link = page.locator('main a[href^="/threads/"]').first();
    await link.hover();
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });
});

test.describe('without Save-Data', () => {
  test('the image in a post loads as before, with no button', async ({ page }) => {
    const requested = pictureRequests(page);
    await page.goto(THREAD);
    await loaded(page);
    expect(requested).toHaveLength(1);
    await expect(page.getByRole('button', { name: 'Load image' })).toHaveCount(0);
    await hydrated(page);
    await expect(page.getByRole('switch', { name: 'Data saver' })).not.toBeChecked();
  });

  test('the reader switches the saver on in the footer: the pages opened next hold images back', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('switch', { name: 'Data saver' }).check();
    expect(await page.evaluate(() => localStorage.getItem('forum.dataSaver'))).toBe('on');
    const requested = pictureRequests(page);
    // Opened in the page (as a link would), not from the server: see docs/offline.md.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, THREAD);
    const button = page.getByRole('button', { name: 'Load image' });
    await expect(button).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await button.click();
    await loaded(page);
    expect(requested).toHaveLength(1);
  });
});
