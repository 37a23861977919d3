import { expect, test, type Page } from '@playwright/test';
import { logIn, submitLogin } from './support.ts';

/** On small screens the section list folds behind a button: open it. */
async function openMenu(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
  const button = page.getByRole('button', { name: /^Section: / });
  if (await button.isVisible()) await button.click();
}

test.describe('the profile area, in demo mode on the mock backend', () => {
  test('a user edits their name and avatar, changes the password, and logs in with the new one', async ({
    page,
  }) => {
    await logIn(page, 'user@example.com');
    await page.goto('/UserProfile?tab=settings');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Juan Santos');
    await page.getByLabel('Profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      // A 1×1 PNG.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
    await expect(profile.getByText('Juan Santos')).toBeVisible();
    // The header follows the saved name.
    await expect(page.getByRole('link', { name: /Juan Santos/ }).first()).toBeVisible();

    const password = page.getByRole('region', { name: 'Change Password' });
    await password.getByLabel(/^Current Password/).fill('password');
    await password.getByLabel(/^New Password/).fill('newsecret1');
    await password.getByLabel(/^Confirm New Password/).fill('newsecret1');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully!').first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    await submitLogin(page, 'user@example.com', 'password');
    await expect(page.getByText(/credentials|incorrect|invalid/i).first()).toBeVisible();
    await page.goto('/login');
    await submitLogin(page, 'user@example.com', 'newsecret1');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the tab is in the address and survives a reload and Back', async ({ page }) => {
    await logIn(page, 'user@example.com');
    await page.goto('/UserProfile');
    const menu = page.getByRole('navigation', { name: 'My Profile' });
    await openMenu(page);
    await menu.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/UserProfile\?tab=activity$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
    await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  });

  test('a moderator sees the moderator cards and menu; an admin the admin ones', async ({
    browser,
  }) => {
    const moderator = await (await browser.newContext()).newPage();
    await logIn(moderator, 'moderator@example.com');
    await moderator.goto('/UserProfile');
    const modMenu = moderator.getByRole('navigation', { name: 'My Profile' });
    await openMenu(moderator);
    for (const name of [
      'Dashboard',
      'Settings',
      'Activity',
      'Moderation',
      'Approvals',
      'Contact Forms',
    ])
      await expect(modMenu.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['User Management', 'Category Management', 'Meta Tags'])
      await expect(modMenu.getByRole('link', { name })).toHaveCount(0);
    const modCards = moderator.getByRole('region', { name: 'Moderation' });
    await expect(modCards.getByText('Reported Content')).toBeVisible();
    await expect(modCards.getByText('Pending Reviews')).toBeVisible();
    await expect(modCards.getByText('Moderated Today')).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, 'admin@example.com');
    await admin.goto('/UserProfile');
    const adminMenu = admin.getByRole('navigation', { name: 'My Profile' });
    await openMenu(admin);
    await expect(adminMenu.getByRole('link', { name: 'User Management' })).toBeVisible();
    await expect(adminMenu.getByRole('link', { name: 'Meta Tags' })).toBeVisible();
    const site = admin.getByRole('region', { name: 'Site overview' });
    await expect(site.getByText('Total Users')).toBeVisible();
    await expect(site.getByText('Pending Approvals')).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Your activity' })).toHaveCount(0);
  });
});

/**
 * Calls the demo's mock backend from the page (its service worker answers), as another
 * browser would: logs in `email` and returns the token.
 */
async function tokenFor(page: Page, email: string): Promise<string> {
  return page.evaluate(async (email) => {
    const response = await fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password: 'password' }),
    });
    return ((await response.json()) as { token: string }).token;
  }, email);
}

test.describe('notifications and the saved theme, in demo mode on the mock backend', () => {
  test('a reply by someone else raises the bell count within a minute; mark all read clears it', async ({
    page,
  }) => {
    // The page's clock, so the 60 s refresh can be moved on rather than waited for.
    await page.clock.install();
    await logIn(page, 'user@example.com');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 13 unread');

    // Another member replies to one of this member's threads (through the API, from the page).
    const userToken = await tokenFor(page, 'user@example.com');
    const moderatorToken = await tokenFor(page, 'moderator@example.com');
    const thread = await page.evaluate(
      async ({ userToken, moderatorToken }) => {
        const call = async (path: string, token: string, init: RequestInit = {}) => {
          const response = await fetch(`/api/v1${path}`, {
            ...init,
            headers: {
              'Content-Type': 'application/json',
              Accept: 'application/json',
              Authorization: `Bearer ${token}`,
            },
          });
          if (!response.ok) throw new Error(`${path}: ${response.status}`);
          return response.json();
        };
        const { user } = await call('/auth/user', userToken);
        const activity = await call(`/users/${user.id}/activity`, userToken);
        const own = activity.threads.data.find(
          (t: { is_locked: boolean; is_approved: boolean }) => !t.is_locked && t.is_approved,
        );
        await call(`/threads/${own.id}/posts`, moderatorToken, {
          method: 'POST',
          body: JSON.stringify({ content: '<p>Try a clean boot first.</p>' }),
        });
        return own.title as string;
      },
      { userToken, moderatorToken },
    );

    // The count is refreshed every 60 s while the page is visible.
    await page.clock.fastForward(61_000);
    await expect(bell).toHaveAccessibleName('Notifications, 14 unread');

    await bell.click();
    const panel = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
    const newest = panel.getByRole('listitem').first();
    await expect(newest).toContainText(thread);
    await expect(newest.getByRole('link')).toHaveAttribute('href', /^\/threads\/.+#post-\d+$/);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(panel.getByText('All caught up.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    // The server kept it.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications',
    );
  });

  test('the saved theme is applied after logging in and on a restored session', async ({
    page,
  }) => {
    const theme = page.locator('html');
    // The seeded member saved the dark theme.
    await logIn(page, 'user@example.com');
    await expect(theme).toHaveAttribute('data-theme', 'dark');

    await page.goto('/UserProfile?tab=settings');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Light' }).click();
    await preferences.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences saved').first()).toBeVisible();
    await expect(theme).toHaveAttribute('data-theme', 'light');

    // Logged out, the header's switch makes it dark; logging in again brings the saved theme.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(theme).toHaveAttribute('data-theme', 'dark');
    await logIn(page, 'user@example.com');
    await expect(theme).toHaveAttribute('data-theme', 'light');

    // The switch again, then a reload: the restored session applies the saved theme.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(theme).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(theme).toHaveAttribute('data-theme', 'light');
  });
});
