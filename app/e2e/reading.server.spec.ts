// Where the reader left off (issue 52), on the served site: how far a reader got in a long
// thread is kept on the device and offered back after a reload, and a reply posted by someone
// else since is marked under "New since your last visit". In the `server` project.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { holdBack, hydrated, PASSWORD } from './support.ts';

/** The mock API of the served site (playwright.config.ts: servedApiPort). */
const API = 'http://127.0.0.1:4011/api/v1';
/** Seeded thread 1: 2,000 replies, in the windowed list (read only: other journeys count them). */
const LONG = { id: 1, path: '/threads/1' };
/** A thread of a few replies, which journeys post to. */
const THREAD = { id: 2, path: '/threads/2' };

const replies = (page: Page) => page.locator('article[data-ordinal]');

/** The furthest reply on screen now, by its place in the thread. */
const furthestOnScreen = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll<HTMLElement>('article[data-ordinal]')]
        .filter((reply) => {
          const { top, bottom } = reply.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        })
        .map((reply) => Number(reply.dataset.ordinal)),
    ),
  );

/** Scrolls a screen at a time until reply `ordinal` is on screen; the furthest one then. */
async function readDownTo(page: Page, ordinal: number): Promise<number> {
  await page.mouse.move(200, 300);
  while ((await furthestOnScreen(page)) < ordinal) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  return furthestOnScreen(page);
}

/** The furthest reply the guest's visit to thread `threadId` has written to IndexedDB. */
const storedReadOrdinal = (page: Page, threadId: number) =>
  page.evaluate(async (id) => {
    // Opening a database that is not there would create it empty, before the app's upgrade.
    if (!(await indexedDB.databases()).some(({ name }) => name === 'forum-reading')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('forum-reading');
      open.onerror = () => reject(open.error ?? new Error('forum-reading did not open'));
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('positions')) {
          db.close();
          return resolve(0);
        }
        const get = db.transaction('positions').objectStore('positions').get(['guest', id]);
        get.onsuccess = () => {
          db.close();
          resolve((get.result as { lastReadOrdinal?: number } | undefined)?.lastReadOrdinal ?? 0);
        };
        get.onerror = () => reject(get.error ?? new Error('the position did not read'));
      };
    });
  }, threadId);

async function replyAs(request: APIRequestContext, email: string, content: string) {
  const login = await request.post(`${API}/auth/login`, { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const me = (await (
    await request.get(`${API}/auth/user`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data?: { id: number }; id?: number };
  const response = await request.post(`${API}/threads/${THREAD.id}/posts`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { content, author_id: me.data?.id ?? me.id },
  });
  expect(response.ok()).toBe(true);
}

test('a reader who read part of a long thread continues at the same reply after a reload', async ({
  page,
}) => {
  await page.goto(LONG.path);
  await hydrated(page);
  await expect(replies(page).first()).toBeVisible();
  // Read down to about the 30th reply, a screen at a time.
  const read = await readDownTo(page, 30);
  // The visit is written a second after the last reply read (later on a busy machine, where the
  // reading code loads after the thread shows): reload once it is on the device.
  await expect
    .poll(() => storedReadOrdinal(page, LONG.id), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(read - 1);
  await page.reload();
  await hydrated(page);
  const resume = page.getByRole('button', {
    name: /^Continue where you left off \(reply \d+ of 2,0\d\d\)$/,
  });
  await expect(resume).toBeVisible();
  const at = Number(/reply (\d+) of/.exec((await resume.textContent()) ?? '')?.[1]);
  expect(at).toBeGreaterThanOrEqual(read - 1);
  await resume.click();
  await expect(page.locator(`article[data-ordinal="${at}"]`)).toBeFocused();
  await expect(resume).toBeHidden();
});

test('replies read are recorded when the windowed list arrives after the reading tools', async ({
  page,
}) => {
  // A slow phone: the windowed list's code comes after the reading tools have started, so the
  // first replies show as a plain list, then the windowed list takes its place.
  const release = await holdBack(page, /\/assets\/WindowedReplyList-[^/]+\.js$/);
  const tools = page.waitForRequest(/\/assets\/ThreadPosition-[^/]+\.js$/);
  await page.goto(LONG.path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await tools;
  // The visit itself is written once the tools run: they watch the plain list by then.
  await expect.poll(() => storedReadOrdinal(page, LONG.id), { timeout: 15_000 }).toBeGreaterThan(0);
  const windowed = page.waitForResponse(/\/assets\/WindowedReplyList-[^/]+\.js$/);
  release();
  await windowed;
  // Past the plain list's 40 replies: only the windowed list reaches them.
  const read = await readDownTo(page, 50);
  await expect
    .poll(() => storedReadOrdinal(page, LONG.id), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(read - 1);
});

test('a reply posted by another member since the last visit is marked as new', async ({
  page,
  request,
}) => {
  await page.goto(THREAD.path);
  await hydrated(page);
  await expect(replies(page).first()).toBeVisible();
  await page.waitForTimeout(1500);
  const marker = `new since ${Date.now()}`;
  await replyAs(request, 'user@example.com', `<p>${marker}</p>`);
  const fresh = page.locator('article[data-new-since]');
  const mine = page.locator('article[data-ordinal]', { hasText: marker });
  // The served page is cached for a few seconds: until it has the reply, read it again.
  await expect(async () => {
    await page.reload();
    await hydrated(page);
    await expect(mine).toHaveCount(1, { timeout: 2000 });
    await expect(fresh).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(fresh).toHaveAttribute('data-new-since', 'New since your last visit');
  // The first reply since the visit: this one, or one another journey posted meanwhile.
  const ordinal = async (reply: typeof fresh) => Number(await reply.getAttribute('data-ordinal'));
  expect(await ordinal(fresh)).toBeLessThanOrEqual(await ordinal(mine));
});
