// Navigation that starts at the finger, on the served site (`npm run serve`): a link pressed asks
// for its page's data and code before the finger lifts (even when pressed before the listeners'
// chunk has arrived), and the code of the pages linked on screen loads while the page is idle,
// except with the data saver. In the `server` project (playwright.config.ts), against the served
// build and its mock API.
import { expect, test, type Page } from '@playwright/test';
import { PHONE, holdBack, hydrated } from './support.ts';

/** A board's threads, as the board page asks for them. */
const BOARD_DATA = /\/api\/v1\/categories\/[^/]+\/threads/;
/** The chunk of the navigation's listeners and the pages' data declarations. */
const LISTENERS = /\/assets\/prefetchOnIntent-[^/]+\.js$/;
/** The board page's own chunk (the route table's `forum-category` module). */
const BOARD_CODE = /\/assets\/forum-category-[^/]+\.js$/;

/** Resolves once the page has been idle twice (what it does when idle has had its turn). */
const idleTwice = (page: Page) =>
  page.evaluate(async () => {
    for (let turn = 0; turn < 2; turn++)
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }));
  });

/** Puts a finger down on the middle of `selector`'s first match, and returns how to lift it. */
async function fingerDown(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  return () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test(
    'a board pressed before the listeners are there: its code and threads before the finger lifts',
    PHONE,
    async ({ page }) => {
      // The listeners' chunk is held back: the press comes before it, as on a slow phone.
      const release = await holdBack(page, LISTENERS);
      await page.goto('/Forums');
      await hydrated(page);
      const lift = await fingerDown(page, 'main a[href^="/Forum/"]');
      const code = page.waitForRequest(BOARD_CODE);
      const asked = page.waitForRequest(BOARD_DATA);
      release();
      await Promise.all([code, asked]);
      await expect(page).toHaveURL(/\/Forums$/);
      await lift();
      await expect(page).toHaveURL(/\/Forum\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Forum Categories');
    },
  );
});

test('the page a link leaves stays on screen, marked busy, until the next one is there', async ({
  page,
}) => {
  // The board's code is held back, as on a slow network: the list stays, not a blank, with a bar.
  const release = await holdBack(page, BOARD_CODE);
  await page.goto('/Forums');
  await hydrated(page);
  // The listeners' chunk (it puts the mark on) is there.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some(({ name }) => name.includes('prefetchOnIntent')),
  );
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('aria-busy', 'true');
  await page.locator('main a[href^="/Forum/"]').first().click();
  await expect(page).toHaveURL(/\/Forum\/[^/]+$/);
  await expect(html).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Forum Categories' })).toBeVisible();
  const bar = () =>
    page.evaluate(() => getComputedStyle(document.documentElement, '::before').opacity);
  await expect.poll(bar).toBe('1');
  release();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Forum Categories');
  await expect(html).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(bar).toBe('0');
});

test('the code of the pages linked on screen arrives while the page is idle', async ({ page }) => {
  const code = page.waitForRequest(BOARD_CODE);
  await page.goto('/Forums');
  await hydrated(page);
  await code;
});

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('no page is fetched before a click', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (BOARD_CODE.test(request.url()) || BOARD_DATA.test(request.url()))
        fetched.push(request.url());
    });
    await page.goto('/Forums');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.locator('main a[href^="/Forum/"]').first().hover();
    await page.mouse.down();
    await idleTwice(page);
    expect(fetched).toEqual([]);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/Forum\/[^/]+$/);
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
  });
});
