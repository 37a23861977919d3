import { expect, test, type Page } from '@playwright/test';
import { logIn, tabTo } from './support.ts';

const main = (page: Page) => page.getByRole('main');
/** The lazy tab chunk and its first page can take a while on a loaded machine. */
const LOADED = { timeout: 15_000 };
const threadQueue = (page: Page) => main(page).getByRole('list', { name: 'Thread Approvals' });

/** Writes a short thread in a board through /ThreadForm; returns its address from /pending-approval. */
async function writeThread(page: Page, title: string): Promise<string> {
  await page.goto('/ThreadForm');
  await main(page)
    .getByRole('button', { name: /^Category/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Post thread in...' });
  await picker.getByRole('button', { name: /^Hardware/ }).click();
  await picker.getByRole('button', { name: /^PC Building/ }).click();
  await expect(picker).toBeHidden();
  await main(page).getByLabel('Title').fill(title);
  await main(page).getByRole('combobox', { name: 'Content' }).click();
  await page.keyboard.type('Which power supply would you pick for a mid-range build?');
  await main(page).getByRole('button', { name: 'Create Topic' }).click();
  await expect(page).toHaveURL(/\/pending-approval$/);
  const item = main(page)
    .getByRole('list', { name: 'Your pending threads' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item).toContainText('Pending Approval');
  const href = await item.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/threads\//);
  return href!;
}

test.describe('Approvals, in demo mode on the mock backend', () => {
  test('a user writes a thread, a moderator is sent to Moderation, an admin approves it, and a guest reads it', async ({
    page,
  }) => {
    // Three people log in in turn: on a loaded 2-core machine this journey can outlast the
    // default limit, so it gets the slow tests' three times as long.
    test.slow();
    const title = 'PSU para sa mid-range build — 650 W o 750 W?';
    await logIn(page, 'user@example.com');
    const href = await writeThread(page, title);
    await page.getByRole('button', { name: 'Logout' }).click();

    // Administrators approve threads (issue 18.3): a moderator's Approvals tab says so and
    // leads to Moderation instead of a queue.
    await logIn(page, 'moderator@example.com');
    await page.goto('/UserProfile?tab=approvals');
    await expect(
      main(page).getByRole('heading', { name: 'Approvals are decided by administrators' }),
    ).toBeVisible(LOADED);
    await expect(main(page).getByRole('article')).toHaveCount(0);
    await main(page).getByRole('link', { name: 'Go to Moderation' }).click();
    await expect(page).toHaveURL(/tab=moderation/);
    await page.getByRole('button', { name: 'Logout' }).click();

    // The queue is oldest first: the new thread is on the last page (a page past the end lands there).
    await logIn(page, 'admin@example.com');
    await page.goto('/UserProfile?tab=approvals&page=99');
    const card = threadQueue(page).getByRole('article', { name: `Thread: ${title}`, exact: true });
    await expect(card).toBeVisible(LOADED);
    await expect(page).not.toHaveURL(/page=99/);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card.getByText('Juan dela Cruz')).toBeVisible();
    await expect(card.getByText('PC Building')).toBeVisible();
    await card.getByRole('button', { name: `Approve “${title}”` }).click();
    await expect(page.getByText(`Approved “${title}”`)).toBeVisible();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: 'Logout' }).click();

    // A guest now reads it.
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.goto(href);
    await expect(main(page).getByRole('heading', { name: title })).toBeVisible(LOADED);
    await expect(
      main(page).getByText('Which power supply would you pick for a mid-range build?'),
    ).toBeVisible();
  });

  test('keyboard only: an admin approves one thread and asks changes to another', async ({
    page,
  }) => {
    await logIn(page, 'admin@example.com');
    await page.goto('/UserProfile?tab=approvals');
    const cards = threadQueue(page).getByRole('article');
    await expect(cards.first()).toBeVisible(LOADED);
    const first = (await cards.nth(0).getByRole('heading').textContent())!;
    const second = (await cards.nth(1).getByRole('heading').textContent())!;

    // Approve: Tab to the first card's Approve button, then Enter.
    await tabTo(page, page.getByRole('button', { name: `Approve “${first}”` }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Approved “${first}”`)).toBeVisible();
    await expect(
      threadQueue(page).getByRole('article', { name: `Thread: ${first}`, exact: true }),
    ).toBeHidden();

    // Request Changes: the dialog takes focus, Submit waits for a reason, Enter sends it.
    await tabTo(page, page.getByRole('button', { name: `Request changes to “${second}”` }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Request changes to “${second}”` });
    const feedback = dialog.getByRole('textbox', { name: /^Reason\/Feedback/ });
    await expect(feedback).toBeFocused();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.type('Please add the budget and what the build is for.');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await tabTo(page, submit, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Changes requested for “${second}”`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      threadQueue(page).getByRole('article', { name: `Thread: ${second}`, exact: true }),
    ).toBeHidden();
  });
});
