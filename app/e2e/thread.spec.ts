import { expect, test, type Page } from '@playwright/test';
import { logIn, PASSWORD, PHONE } from './support.ts';

/** Seeded thread 5: four replies, one of them nested (Ana Torres answers Mark Mendoza). */
const THREAD = '/threads/5';
/** Seeded thread 1 (2,000 replies); reply 1922 is 5 deep, behind 'Show N more replies'. */
const DEEP_REPLY = 1922;

const replies = (page: Page) => page.getByRole('list', { name: 'Replies' });
const reply = (page: Page, name: RegExp) => replies(page).getByRole('article', { name });
const composer = (page: Page) => page.getByLabel('Your reply', { exact: true });
/** Every POST that creates a reply (to the thread or to a post), with its JSON body. */
function replyPosts(page: Page) {
  const posts: { url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/v1\/(threads\/\d+\/posts|posts\/\d+\/reply)$/.test(request.url())
    )
      posts.push({ url: request.url(), body: request.postDataJSON() });
  });
  return posts;
}

test.describe('the thread page, in demo mode on the mock backend', () => {
  // Liking a thread and a reply, and taking the likes back: folded into chaos.spec.ts (its
  // member's path likes this thread under chaos, then the rest once chaos stops).
  test(
    'a member replies to a nested reply, and the reply appears under it',
    PHONE,
    async ({ page }) => {
      await logIn(page, 'user@example.com');
      await page.goto(THREAD);
      const nested = reply(page, /Reply by Ana Torres, level 2/);
      await nested.getByRole('button', { name: 'Reply to Ana Torres' }).click();
      await expect(composer(page)).toHaveValue('@Ana Torres ');
      await expect(composer(page)).toBeFocused();
      await composer(page).pressSequentially('Agreed, the second option is better.');
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(page.getByText('Reply posted successfully!')).toBeVisible();

      const posted = reply(page, /Reply by Juan dela Cruz, level 3/);
      await expect(posted).toContainText('@Ana Torres Agreed, the second option is better.');
      await expect(posted).toContainText('in reply to Ana Torres');
      // It sits right under the reply it answers.
      const items = replies(page).getByRole('listitem');
      const texts = await items.allTextContents();
      const parentAt = texts.findIndex(
        (text) => text.includes('Ana Torres') && !text.includes('Agreed'),
      );
      expect(texts[parentAt + 1]).toContain('Agreed, the second option is better.');
      await expect(page.getByRole('heading', { level: 2, name: '5 Replies' })).toBeVisible();
    },
  );

  test(
    // As a moderator: logging in gives the page its staff layer (mounting the composer again),
    // and the waiting reply must survive that. A member's login is the served-site journey's.
    'a guest types a reply, logs in as a moderator through the modal, and the reply is posted once',
    PHONE,
    async ({ page }) => {
      const posts = replyPosts(page);
      const typed = 'Guest here: <b>not bold</b> & "quoted"\n\nSecond paragraph 🙂';
      await page.goto(THREAD);
      await composer(page).fill(typed);
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in to post your reply' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Resend verification email?' })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Sign up' })).toBeVisible();
      await dialog.getByLabel('Email').fill('moderator@example.com');
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log In' }).click();

      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('You can now post your reply!')).toBeVisible();
      await expect(page.getByText('Reply posted successfully!')).toBeVisible({ timeout: 10_000 });
      const posted = reply(page, /Reply by Mona Moderator/);
      await expect(posted).toContainText('Guest here: <b>not bold</b> & "quoted"');
      await expect(posted).toContainText('Second paragraph 🙂');

      // Exactly one POST, its content the typed text escaped and wrapped per paragraph.
      await page.waitForTimeout(2500);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toMatchObject({
        content:
          '<p>Guest here: &lt;b&gt;not bold&lt;/b&gt; &amp; &quot;quoted&quot;</p><p>Second paragraph 🙂</p>',
        thread_id: 5,
      });
      await expect(composer(page)).toHaveValue('');
    },
  );

  test('a deep link to a reply in the 2,000-reply thread lands on it', async ({ page }) => {
    await page.goto(`/threads/1#post-${DEEP_REPLY}`);
    const target = page.locator(`#post-${DEEP_REPLY}`);
    await expect(target).toBeFocused({ timeout: 15_000 });
    await expect(target).toBeInViewport();
    await expect(target).toHaveAttribute('aria-label', /Reply by Leo Flores, level 5/);
    // Windowed: far fewer replies in the page than the thread has.
    expect(await page.locator('article[id^="post-"]').count()).toBeLessThan(100);
  });

  test('a moderator locks a thread, and a member can then no longer reply', async ({ page }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto(THREAD);
    await page
      .getByRole('group', { name: 'Moderation' })
      .getByRole('button', { name: 'Lock', exact: true })
      .click();
    await expect(page.getByText('This thread is locked')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();

    await logIn(page, 'user@example.com');
    await page.goto(THREAD);
    await expect(page.getByText('This thread is locked')).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    await expect(replies(page).getByRole('button', { name: /^Reply to/ })).toHaveCount(0);
  });

  test('a reload in the middle of typing keeps the draft', async ({ page }) => {
    await logIn(page, 'user@example.com');
    await page.goto(THREAD);
    await composer(page).pressSequentially('Half-written thought about Android 17');
    await expect(page.getByText('Draft saved')).toBeVisible();
    await page.reload();
    await expect(composer(page)).toHaveValue('Half-written thought about Android 17');
  });
});
