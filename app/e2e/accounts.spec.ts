import { expect, test } from '@playwright/test';
import { logIn, submitLogin, PHONE } from './support.ts';

test.describe('accounts, in demo mode on the mock backend', () => {
  test('sign up, open the verification link, log in, log out', PHONE, async ({ page }) => {
    const email = `maria.santos.${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Maria');
    await page.getByLabel('Last Name').fill('Santos');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
    // No mail is sent in demo mode: the demo mailbox shows the link the e-mail would hold.
    await page.getByRole('link', { name: 'Open the verification link' }).click();
    await expect(page).toHaveURL(/\/verify-email\?id=\d+&hash=/);
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login now' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, email, 'secret12');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /Maria Santos/ })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
  });

  test('an unverified account cannot log in', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'unverified@example.com');
    await expect(
      page.getByText('Please verify your email address before logging in.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a guest opening a protected route lands on /login and returns there after login', async ({
    page,
  }) => {
    await page.goto('/UserProfile');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'user@example.com');
    await expect(page).toHaveURL(/\/UserProfile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('a session whose token is revoked is cleared on the next call', async ({ page }) => {
    await logIn(page, 'user@example.com');
    // Revoke the token on the server (as a logout elsewhere would), leaving it in this tab.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/v1/auth/logout', {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
      });
      return response.status;
    });
    expect(status).toBe(200);
    // The tab keeps the token until its next call: the reload's check of the restored session
    // (GET /auth/user: 401), or any call the page makes meanwhile (a fresh-clone run saw one
    // come first, so the token is not asserted here).
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a user opening an admin-only page is sent to /', async ({ page }) => {
    await logIn(page, 'user@example.com');
    await page.goto('/admin/meta-tags');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/categories');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a moderator may open the contact forms but not the admin pages', async ({ page }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto('/admin/contact-forms');
    // A full page load: the session check, then the staff page's chunk.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Forms' })).toBeVisible({
      timeout: 15_000,
    });
    await page.goto('/admin/meta-tags');
    await expect(page).toHaveURL(/\/$/);
  });
});
