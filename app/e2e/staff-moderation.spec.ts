import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support.ts';

/** On small screens the profile's section list folds behind a button: open it. */
async function openMenu(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
  const button = page.getByRole('button', { name: /^Section: / });
  if (await button.isVisible()) await button.click();
}

/** The pending count on the Reported Content tab ('Reported Content 18'), once it is shown. */
async function pendingCount(tab: Locator): Promise<number> {
  await expect(tab).toHaveAccessibleName(/^Reported Content \d+$/);
  const name = (await tab.textContent()) ?? '';
  return Number(/(\d+)\s*$/.exec(name)?.[1]);
}

/** The first pending report's card on the page. */
const firstPending = (page: Page) =>
  page
    .getByRole('article', { name: /^Report #\d+$/ })
    .filter({ has: page.getByRole('button', { name: 'Dismiss Report' }) })
    .first();

test.describe('the Moderation tab, in demo mode on the mock backend', () => {
  // Each journey makes several round trips and a reload, which on a loaded 2-core machine come
  // close to the default limit, so these get twice the time.
  test.describe.configure({ timeout: 60_000 });

  test('a moderator dismisses a report and approves another; the pending count drops and the history shows it', async ({
    page,
  }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto('/UserProfile');
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'My Profile' })
      .getByRole('link', { name: 'Moderation' })
      .click();
    await expect(page).toHaveURL(/\/UserProfile\?tab=moderation$/);
    // The tab's screen is its own chunk: allow for it to load on a busy machine.
    await expect(page.getByRole('heading', { level: 2, name: 'Moderation' })).toBeVisible({
      timeout: 15_000,
    });

    const tab = page.getByRole('tab', { name: /^Reported Content/ });
    const before = await pendingCount(tab);
    expect(before).toBeGreaterThan(1);

    // Dismiss the first pending report.
    const dismissed = firstPending(page);
    const dismissedName = (await dismissed.getAttribute('aria-label'))!;
    await dismissed.getByRole('button', { name: 'Dismiss Report' }).click();
    await expect(page.getByText('Content dismissed successfully').first()).toBeVisible();
    const card = page.getByRole('article', { name: dismissedName, exact: true });
    await expect(card).toContainText('Status: Dismissed');
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect.poll(() => pendingCount(tab)).toBeLessThan(before);
    const afterDismiss = await pendingCount(tab);

    // Approve the next one.
    const approved = firstPending(page);
    const approvedName = (await approved.getAttribute('aria-label'))!;
    await approved.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Content approved successfully').first()).toBeVisible();
    await expect(page.getByRole('article', { name: approvedName, exact: true })).toContainText(
      'Status: Dismissed',
    );
    await expect.poll(() => pendingCount(tab)).toBeLessThan(afterDismiss);

    // Both decisions are in the history, newest first, by this moderator.
    await page.getByRole('tab', { name: 'Moderation History' }).click();
    await expect(page).toHaveURL(/view=history/);
    const log = page.getByRole('list', { name: 'Moderation log' });
    const entries = log.getByRole('article');
    await expect(entries.first()).toContainText('Moderator: Mona Moderator');
    await expect(entries.nth(1)).toContainText('Moderator: Mona Moderator');
    await expect(entries.first().getByText('Approve', { exact: true })).toBeVisible();

    // The sub-tab survives a reload (the stored session is confirmed first, which can take
    // several seconds on a loaded machine).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Moderation History' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 15_000 },
    );
  });

  test('a moderator deletes reported content with a reason, by keyboard, and approves two reports together', async ({
    page,
  }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto('/UserProfile?tab=moderation&status=pending');
    await expect(page.getByRole('list', { name: 'Reported content' })).toBeVisible({
      timeout: 15_000,
    });
    const target = firstPending(page);
    const name = (await target.getAttribute('aria-label'))!;
    await target.getByRole('button', { name: 'Delete Content' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete content' });
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
    await page.keyboard.type('Spam link to a shop');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete Content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Content deleted successfully').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    // Only pending reports are listed: the decided one has gone from the list.
    await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);

    // Beyond the spec: select two pending reports and approve them together.
    const boxes = page.getByRole('checkbox', { name: /^Select report #\d+$/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const bar = page.getByRole('group', { name: 'Selected reports' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Approve selected' }).click();
    await expect(page.getByText('2 approved', { exact: true }).first()).toBeVisible();
    await expect(bar).toBeHidden();
  });
});
