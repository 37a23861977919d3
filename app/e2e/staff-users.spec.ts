import { expect, test, type Page } from '@playwright/test';
import { logIn, PASSWORD, tabTo } from './support.ts';

/** The User Management tab, narrowed by the search box's parameter to the users matching `search`. */
const USERS = (search: string) => `/UserProfile?tab=users&search=${encodeURIComponent(search)}`;

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Users' }).getByRole('article', { name });

/** The lazy tab chunk and its first page can take a while on a loaded machine. */
const LOADED = { timeout: 15_000 };

test.describe('User Management, in demo mode on the mock backend', () => {
  // Moderators moderate from a member's page (User Management is admin-only).
  test('a moderator warns and suspends a user, who then cannot post', async ({ page }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto('/users/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Juan dela Cruz' })).toBeVisible(
      LOADED,
    );
    await page.getByRole('button', { name: 'Moderate' }).click();
    // The dialog's code loads on this first opening.
    const dialog = page.getByRole('dialog', { name: 'Moderate Juan dela Cruz' });
    await expect(dialog.getByText('No warnings yet.')).toBeVisible(LOADED);

    const warn = dialog.getByRole('form', { name: 'Warn user' });
    await expect(warn.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Content violation');
    await warn.getByRole('button', { name: 'Warn User' }).click();
    await expect(page.getByText('User warned successfully')).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: 'Warnings' }).getByText('Content violation'),
    ).toBeVisible();
    // The history beside the warnings has it too, newest first.
    await expect(
      dialog.getByRole('list', { name: 'Moderation history' }).getByRole('listitem').first(),
    ).toContainText('Warned Juan dela Cruz');

    const suspend = dialog.getByRole('form', { name: 'Suspend user' });
    await suspend.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '1 week' }).click();
    await suspend.getByRole('textbox', { name: /^Reason/ }).fill('Repeated off-topic posts');
    await suspend.getByRole('button', { name: 'Suspend User' }).click();
    await expect(page.getByText('User suspended successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Moderate' })).toBeFocused();

    // Juan tries to reply. The reply's own login dialog signs him in without a reload (a reload
    // would re-check the session, which the server refuses during a suspension).
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/threads/5');
    await page.getByLabel('Your reply', { exact: true }).fill('Trying to post while suspended');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in to post your reply' });
    await login.getByLabel('Email').fill('user@example.com');
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    // The server refuses the reply with its reason, which the page shows.
    await expect(page.getByText(/Your account is suspended until/).first()).toBeVisible();
    await expect(page.getByText('Reply posted successfully!')).toHaveCount(0);
  });

  test('a moderator opens Moderate on a member and sees their history, newest first', async ({
    page,
  }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto('/users/6');
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Suspended' })).toBeVisible(
      LOADED,
    );
    await page.getByRole('button', { name: 'Moderate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Moderate Sam Suspended' });
    const history = dialog.getByRole('list', { name: 'Moderation history' });
    await expect(history).toBeVisible(LOADED);
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText('Suspended Sam Suspended for 1 month');
    await expect(latest).toContainText('Reason: Repeated harassment');
    await expect(latest).toContainText('by Mona Moderator');
    await expect(history.getByText('Warned Sam Suspended')).toHaveCount(2);
    // The warnings sit beside it.
    await expect(dialog.getByRole('list', { name: 'Warnings' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an admin changes a role, bans and unbans, and cannot act on their own card', async ({
    page,
  }) => {
    await logIn(page, 'admin@example.com');
    await page.goto(USERS('user@example.com'));
    const juan = card(page, 'Juan dela Cruz');

    // Manage: Update Role waits for another role.
    await juan.getByRole('button', { name: 'Manage' }).click(LOADED);
    const manage = page.getByRole('dialog', { name: 'Manage Juan dela Cruz' });
    const update = manage.getByRole('button', { name: 'Update Role' });
    await expect(update).toHaveAttribute('aria-disabled', 'true');
    await manage.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await expect(update).not.toHaveAttribute('aria-disabled', 'true');
    await update.click();
    await expect(page.getByText('User role updated successfully')).toBeVisible();
    await expect(manage).toBeHidden();
    await expect(juan.getByText('Moderator', { exact: true })).toBeVisible();
    // All three role buttons are on the card; the current role's says so and cannot be used.
    const makeModerator = juan.getByRole('button', { name: 'Make Moderator' });
    await expect(makeModerator).toHaveAccessibleDescription('Current role');
    await expect(makeModerator).toHaveAttribute('aria-disabled', 'true');
    await expect(juan.getByRole('button', { name: 'Make Admin' })).toBeVisible();
    // The direct button puts it back.
    await juan.getByRole('button', { name: 'Make User' }).click();
    await expect(juan.getByRole('button', { name: 'Make Moderator' })).toBeVisible();
    await expect(juan.getByRole('button', { name: 'Make User' })).toHaveAccessibleDescription(
      'Current role',
    );
    await expect(makeModerator).not.toHaveAttribute('aria-disabled', 'true');

    // Ban (confirmed), then the Banned tab lists them; Unban gives the account back.
    await juan.getByRole('button', { name: 'Ban', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Ban Juan dela Cruz?' })
      .getByRole('button', { name: 'Ban', exact: true })
      .click();
    await expect(page.getByText('User banned successfully')).toBeVisible();
    await expect(juan.getByText('Banned', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /^Banned/ }).click();
    await expect(page).toHaveURL(/filter=banned/);
    await expect(page).toHaveURL(/search=user%40example\.com|search=user@example\.com/);
    await juan.getByRole('button', { name: 'Unban' }).click();
    await expect(page.getByText('User unbanned successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();

    // One's own card: no Manage, no Moderate, no direct buttons.
    await page.goto(USERS('admin@example.com'));
    const own = card(page, 'Ada Admin');
    await expect(own.getByText('You', { exact: true })).toBeVisible(LOADED);
    await expect(own.getByRole('button')).toHaveCount(0);
  });

  test('keyboard only: an admin finds a user and bans them', async ({ page }) => {
    await logIn(page, 'admin@example.com');
    await page.goto('/UserProfile?tab=users');
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await expect(search).toBeVisible(LOADED);
    await tabTo(page, search);
    await page.keyboard.type('user@example.com');
    await expect(page).toHaveURL(/search=user/);
    const juan = card(page, 'Juan dela Cruz');
    await expect(page.getByRole('list', { name: 'Users' }).getByRole('article')).toHaveCount(1);

    await tabTo(page, juan.getByRole('button', { name: 'Ban', exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Ban Juan dela Cruz?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Ban', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('User banned successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    // Focus is back on the same button, which now offers Unban.
    await expect(juan.getByRole('button', { name: 'Unban' })).toBeFocused();
  });
});
