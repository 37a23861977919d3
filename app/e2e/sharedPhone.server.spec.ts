// One phone, many members, on the served site: what a member keeps on the device (drafts, recent
// searches, replies waiting to send, saved pages) goes at logout, online or not, and is never
// shown to, restored for or sent as another member. In the `server` project.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, logIn } from './support.ts';

/** The mock API of the served site (playwright.config.ts: servedApiPort). */
const API = 'http://127.0.0.1:4011/api/v1';
const A = 'user@example.com';
const B = 'moderator@example.com';
const THREAD = { id: 2, path: '/threads/2' };

/** Everything of the site's this browser profile keeps, read in the page. */
function deviceState(page: Page) {
  return page.evaluate(async () => {
    const items = (storage: Storage) =>
      Object.keys(storage).filter(
        (key) => key === 'token' || key === 'user' || key.startsWith('forum'),
      );
    const outbox = await new Promise<number>((resolve) => {
      const open = indexedDB.open('forum-outbox', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'key' });
      open.onsuccess = () => {
        const count = open.result.transaction('items').objectStore('items').count();
        count.onsuccess = () => {
          resolve(count.result);
          open.result.close();
        };
      };
      open.onerror = () => resolve(-1);
    });
    const saved: string[] = [];
    for (const name of await caches.keys())
      if (name !== 'forum-assets' && !name.startsWith('workbox-precache'))
        for (const request of await (await caches.open(name)).keys()) saved.push(request.url);
    return {
      local: items(localStorage).filter((key) => key !== 'forum.theme'),
      session: items(sessionStorage),
      outbox,
      saved,
    };
  });
}

/** The served site under its worker, so pages and API reads are saved as they are read. */
async function underTheWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Ends a member's session on the server, as an expired token would (the page still has it). */
async function expireOnServer(request: APIRequestContext, bearer: string) {
  const response = await request.post(`${API}/auth/logout`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  expect(response.ok()).toBe(true);
}

interface Post {
  content?: string;
  author_id?: number | null;
  replies?: Post[];
}

async function repliesWith(request: APIRequestContext, text: string): Promise<Post[]> {
  const response = await request.get(`${API}/threads/id/${THREAD.id}`);
  const { data } = (await response.json()) as { data: { posts?: Post[] } };
  const all = (posts: Post[] = []): Post[] => posts.flatMap((post) => [post, ...all(post.replies)]);
  return all(data.posts).filter((post) => post.content?.includes(text));
}

test('a logout offline logs out: after a reload nothing of the member is on the device', async ({
  context,
  page,
  request,
}) => {
  await underTheWorker(page);
  // A busy phone: from now on no page idles before the network goes, so none fetches the rest
  // of logout ahead (app/src/notifications/bell.ts). The worker's precache has it (scripts/pwa.ts).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await logIn(page, A);
  const tokenOfA = (await token(page))!;
  // What a member leaves on the device: a search, a thread read, a reply draft, a reply waiting.
  await page.goto('/search?q=laptop');
  await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
  await page.goto(THREAD.path);
  await hydrated(page);
  const field = page.getByLabel('Your reply', { exact: true });
  await field.fill('A draft of mine');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article', { name: /Your reply, waiting to send/ })).toBeVisible();
  await field.fill('Another draft, not sent');
  await expect.poll(async () => (await deviceState(page)).session.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(() => deviceState(page))
    .toEqual({ local: [], session: [], outbox: 0, saved: [] });

  // The network returns while the page is open: the server hears of the logout, and the old
  // token no longer works (a page closed before then drops it: the token is nowhere on the
  // device; logout.ts). Before the reload, which would otherwise race the 'online' event.
  await context.setOffline(false);
  await expect
    .poll(async () =>
      (
        await request.get(`${API}/auth/user`, { headers: { Authorization: `Bearer ${tokenOfA}` } })
      ).status(),
    )
    .toBe(401);

  // The next person opens the site: a guest, with nothing of the member's.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const after = await deviceState(page);
  expect(after.local).toEqual([]);
  expect(after.outbox).toBe(0);
  expect(after.saved.filter((url) => /search|laptop|verify-email/.test(url))).toEqual([]);
  expect(await repliesWith(request, 'A draft of mine')).toEqual([]);
});

test("B, on A's phone after A's session ran out: none of A's drafts or waiting replies reach B, nothing is posted as B", async ({
  context,
  page,
  request,
}) => {
  const text = `Written by A on the bus ${Date.now()}`;
  await underTheWorker(page);
  await logIn(page, A);
  const tokenOfA = (await token(page))!;
  await page.goto(THREAD.path);
  await hydrated(page);
  const field = page.getByLabel('Your reply', { exact: true });
  // The reply box's parts have loaded (a part not yet on the device cannot load offline).
  await expect(field).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await field.fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article', { name: /Your reply, waiting to send/ })).toBeVisible();
  await field.fill('A half-written draft of A');
  await expect.poll(async () => (await deviceState(page)).session.length).toBeGreaterThan(0);
  // A's session runs out on the server while the phone is offline; the network comes back.
  await expireOnServer(request, tokenOfA);
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });

  // B logs in on the same tab and opens the same thread.
  await page.goto('/login');
  await page.getByLabel('Email').fill(B);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto(THREAD.path);
  await hydrated(page);
  await expect(page.getByLabel('Your reply', { exact: true })).toHaveValue('');
  await expect(page.getByText(text)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await repliesWith(request, text)).toEqual([]);
});

test("a Settings save that met a 401, then another member's login: that member's account is unchanged", async ({
  page,
  request,
}) => {
  await logIn(page, A);
  const tokenOfA = (await token(page))!;
  await page.goto('/UserProfile?tab=settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name').fill('Name typed by A');
  // A's session runs out before the save.
  await expireOnServer(request, tokenOfA);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(B);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const tokenOfB = (await token(page))!;
  await page.goto('/UserProfile?tab=settings');
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const me = await request.get(`${API}/auth/user`, {
    headers: { Authorization: `Bearer ${tokenOfB}` },
  });
  const { user } = (await me.json()) as { user: { name: string; email: string } };
  expect(user.email).toBe(B);
  expect(user.name).not.toBe('Name typed by A');
  await expect(page.getByText('Name typed by A')).toHaveCount(0);
});
