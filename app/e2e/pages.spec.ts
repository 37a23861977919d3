import { expect, test } from '@playwright/test';
import { failApiCall } from './support.ts';

test.describe('static and community pages, in demo mode on the mock backend', () => {
  test('the statistics page with the call failing', async ({ page }) => {
    await failApiCall(page, 'get', '/admin/stats');
    await page.goto('/ForumStatistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Forum Statistics' })).toBeVisible();
    // The fixed fallback numbers, marked approximate, with a calm note rather than an error.
    const note = page.getByRole('status').filter({ hasText: 'Approximate figures' });
    await expect(note).toContainText('could not be loaded just now');
    await expect(page.getByRole('group', { name: 'Threads' })).toContainText('1,200');
    await expect(page.getByRole('group', { name: 'Posts' })).toContainText('8,500');
    await expect(page.getByRole('group', { name: 'Members' })).toContainText('3,400');
    await expect(page.getByText('Approximate', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The rest of the page still works: its head tags came from the statistics page key.
    await expect(page).toHaveTitle(/Statistics/i);
  });

  test('each page has its head tags from its page key', async ({ page }) => {
    // The demo seed has one record per key, titled '<Key> | TechForum PH'.
    const pages: [path: string, heading: string, title: string][] = [
      ['/Rules', 'Forum Rules', 'Forum | TechForum PH'],
      ['/AboutUs', 'About Us', 'About | TechForum PH'],
      ['/TeamIntroduction', 'Team Introduction', 'Team | TechForum PH'],
      ['/ForumStatistics', 'Forum Statistics', 'Statistics | TechForum PH'],
      ['/Shoutbox', 'Shoutbox', 'Shoutbox | TechForum PH'],
    ];
    for (const [path, heading, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
  });
});
