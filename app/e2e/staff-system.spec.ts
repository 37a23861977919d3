import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

/** On a narrow screen the profile menu folds into a 'Section: …' button: open it first. */
async function openMenu(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
  const button = page.getByRole('button', { name: /^Section: / });
  if (await button.isVisible()) await button.click();
}

test.describe('the System panel, in demo mode on the mock backend', () => {
  test('an admin opens System from the profile menu and sees health and figures', async ({
    page,
  }) => {
    await logIn(page, 'admin@example.com');
    await page.goto('/UserProfile');
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'My Profile' })
      .getByRole('link', { name: 'System', exact: true })
      .click();
    await expect(page).toHaveURL(/\/UserProfile\?tab=system$/);
    // After a full load the session is confirmed first (slow on a loaded machine).
    await expect(page.getByRole('heading', { level: 2, name: 'System' })).toBeVisible({
      timeout: 15_000,
    });

    const health = page.getByRole('region', { name: 'Health' });
    await expect(health.getByText('Operational')).toBeVisible();
    const checks = health.getByRole('table', { name: 'Health checks' });
    for (const name of ['Database', 'Cache', 'Storage', 'Queue'])
      await expect(checks.getByRole('row', { name: new RegExp(`^${name} OK$`) })).toBeVisible();
    await expect(health.getByText(/^as of /)).toBeVisible();

    const figures = page.getByRole('region', { name: 'Figures' });
    await expect(figures.getByText('1.0.0-mock')).toBeVisible();
    await expect(figures.getByText(/^\d+ days?(, \d+ hours?)?$/)).toBeVisible();
    await expect(figures.getByText(/^as of /)).toBeVisible();

    // Refresh asks again; nothing is marked stale after a good answer.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(page.getByText('Stale', { exact: true })).toHaveCount(0);
  });

  test('a moderator has no System tab, and asking for it shows the dashboard', async ({ page }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto('/UserProfile?tab=system');
    await expect(page).toHaveURL(/\/UserProfile$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await openMenu(page);
    await expect(
      page.getByRole('navigation', { name: 'My Profile' }).getByRole('link', { name: 'System' }),
    ).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Health' })).toHaveCount(0);
  });
});
