import { expect, test } from '@playwright/test';
import { PHONE } from './support.ts';

test.describe('app shell', () => {
  test('home renders inside the shell with header, main and footer', PHONE, async ({ page }) => {
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

  test('the header navigation reveals links and leads to their pages', PHONE, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const hamburger = banner.getByRole('button', { name: 'Open menu' });
    if (test.info().project.name === 'mobile') {
      // Phones: the hamburger reveals every section's links under the header.
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await hamburger.click();
      const panel = banner.getByRole('navigation', { name: 'Main' });
      await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await panel.getByRole('link', { name: 'Team Introduction' }).click();
      await expect(page).toHaveURL(/\/TeamIntroduction$/);
      await expect(panel).toBeHidden();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    // Wider screens: each top item is a button that reveals its list of links (no menu roles).
    const nav = banner.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About Us', exact: true });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('menu')).toHaveCount(0);
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    const list = nav.getByRole('list', { name: 'About Us' });
    await expect(list.getByRole('link')).toHaveText(['About Us page', 'Team Introduction']);
    // Escape closes it and focus goes back to the button.
    await list.getByRole('link', { name: 'Team Introduction' }).focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(about).toBeFocused();
    // Enter reopens it; choosing a link goes there and closes it.
    await page.keyboard.press('Enter');
    await list.getByRole('link', { name: 'Team Introduction' }).click();
    await expect(page).toHaveURL(/\/TeamIntroduction$/);
    await expect(list).toBeHidden();
    await expect(about).toHaveAttribute('aria-current', 'true');
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
