import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('home renders inside the shell with header, main and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/TechForum/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'TechForum' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'TechForum' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('does not host any files');
  });

  test('the skip link is first in the tab order and moves focus to the content', async ({
    page,
  }) => {
    await page.goto('/');
    // The app renders after the load event: wait for it before pressing keys.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moves to the main content; the URL (the router's location) is left alone.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | TechForum');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the theme toggle switches to dark and is remembered across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
