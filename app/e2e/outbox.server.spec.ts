// The outbox on the served site (issue 41): a reply written without a network is kept on the
// device, survives a reload while offline, and is stored exactly once when the network returns,
// counted on the server (the mock API the served site talks to). In the `server` project.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, logIn } from './support.ts';

const THREAD = {
  id: 2,
  path: '/threads/2',
  title: 'React 19 server components review after one month',
};
/** The mock API of the served site (playwright.config.ts: servedApiPort). */
const API = 'http://127.0.0.1:4011/api/v1';

interface Post {
  content?: string;
  replies?: Post[];
}

/** How many replies of the thread, at any level, the server stores with `text` in them. */
async function storedWith(request: APIRequestContext, text: string): Promise<number> {
  const response = await request.get(`${API}/threads/id/${THREAD.id}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { posts?: Post[] } };
  const all = (posts: Post[] = []): Post[] => posts.flatMap((post) => [post, ...all(post.replies)]);
  return all(data.posts).filter((post) => post.content?.includes(text)).length;
}

test('a reply written offline survives a reload and is stored exactly once after reconnecting', async ({
  context,
  page,
  request,
}) => {
  const text = `Sent from the train ${Date.now()}`;
  // The worker controls the site from the second load: the thread's page is then kept as read.
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await logIn(page, 'user@example.com');
  await page.goto(THREAD.path);
  await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const field = page.getByLabel('Your reply', { exact: true });
  await expect(field).toBeVisible();

  await context.setOffline(true);
  await field.fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const waiting = page.getByRole('article', { name: /Your reply, waiting to send/ });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('status')).toHaveText('Waiting to send');
  await expect(waiting.getByText(text)).toBeVisible();
  await expect(field).toHaveValue('');

  // Reloaded while still offline: the saved page, and the reply still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: THREAD.title })).toBeVisible();
  await hydrated(page);
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText(text)).toBeVisible();
  expect(await storedWith(request, text)).toBe(0);

  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Replies' }).getByText(text)).toBeVisible();
  expect(await storedWith(request, text)).toBe(1);

  // Another reload and another reconnect send nothing more.
  await page.reload();
  await hydrated(page);
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('article', { name: /Your reply/ })).toHaveCount(0);
  expect(await storedWith(request, text)).toBe(1);
});

test.describe('an answer that never came', () => {
  // page.route sees the page's own requests (no worker in between for this one).
  test.use({ serviceWorkers: 'block' });

  test('a reply the server stored without answering is found in the thread, not sent again', async ({
    page,
    request,
  }) => {
    const text = `Lost answer ${Date.now()}`;
    await logIn(page, 'user@example.com');
    await page.goto(THREAD.path);
    await hydrated(page);
    // The reply reaches the server, which stores it; its answer is lost on the way back.
    await page.route(`${API}/threads/${THREAD.id}/posts`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('Your reply', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const waiting = page.getByRole('article', { name: /Your reply, waiting to send/ });
    await expect(waiting).toBeVisible();
    expect(await storedWith(request, text)).toBe(1);
    await page.unroute(`${API}/threads/${THREAD.id}/posts`);

    // The next visit sends what waits: the thread is read first, the reply is there.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Replies' }).getByText(text)).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await storedWith(request, text)).toBe(1);
  });
});
