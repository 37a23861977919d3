import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './support.ts';

/** Follows a link of the header's navigation: through the section's dropdown, or the phone menu. */
async function openFromHeader(page: Page, section: string, link: string) {
  const banner = page.getByRole('banner');
  const hamburger = banner.getByRole('button', { name: 'Open menu' });
  if (await hamburger.isVisible()) await hamburger.click();
  else await banner.getByRole('button', { name: section, exact: true }).click();
  await banner
    .getByRole('link', { name: link, exact: true })
    .or(banner.getByRole('menuitem', { name: link, exact: true }))
    .click();
}

/** The thread items of a list named by its heading. */
const threadItems = (page: Page, list: string) =>
  page.getByRole('main').getByRole('list', { name: list }).getByRole('listitem');

test.describe('browsing', () => {
  test(
    'home → Load More → a topic page → page 2 → a thread link, and Back keeps the page',
    PHONE,
    async ({ page }) => {
      await page.goto('/');
      const featured = page.getByRole('region', { name: 'Featured Articles' });
      await expect(featured.getByRole('listitem')).toHaveCount(6);
      await featured.getByRole('button', { name: 'Load More Featured Articles' }).click();
      await expect(featured.getByRole('listitem')).toHaveCount(11);
      // The sidebar is there too: the house ads and the two sidebar lists.
      await expect(page.getByRole('region', { name: 'Advertisements' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Trending Content' }).getByRole('listitem'),
      ).toHaveCount(10);

      await openFromHeader(page, 'Forums', 'Hardware Discussion');
      await expect(page).toHaveURL(/\/HardwareDiscussion$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hardware Discussion' }),
      ).toBeVisible();
      await expect(page.getByText(/^\(\d+ threads\)$/)).toBeVisible();
      await expect(page).toHaveTitle(/Hardware/);
      await expect(threadItems(page, 'Hardware Discussion')).toHaveCount(8);
      const firstOnPage1 = await threadItems(page, 'Hardware Discussion')
        .first()
        .getByRole('link')
        .first()
        .textContent();

      const pager = page.getByRole('navigation', { name: 'Hardware Discussion pages' });
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/HardwareDiscussion\?page=2$/);
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const thread = threadItems(page, 'Hardware Discussion').first().getByRole('link').first();
      await expect(thread).not.toHaveText(firstOnPage1 ?? '');
      const href = await thread.getAttribute('href');
      expect(href).toMatch(/^\/threads\/[^/?#]+$/);

      await thread.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/HardwareDiscussion\?page=2$/);
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  test('trending from the home sidebar: 5 a page, "Page x of y" with Previous and Next', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View all Trending Content' }).click();
    await expect(page).toHaveURL(/\/TrendingContent$/);
    await expect(threadItems(page, 'Trending Content')).toHaveCount(5);
    const pager = page.getByRole('navigation', { name: 'Trending Content pages' });
    await expect(pager).toContainText('Page 1 of 4');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 4');
    await expect(page).toHaveURL(/\/TrendingContent\?page=2$/);
  });

  test('new threads from the home sidebar: /threads?filter=new, paged, keeping the filter', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View all New Topics' }).click();
    await expect(page).toHaveURL(/\/threads\?filter=new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Threads' })).toBeVisible();
    await expect(threadItems(page, 'New Threads')).toHaveCount(8);
    await page
      .getByRole('navigation', { name: 'New Threads pages' })
      .getByRole('link', { name: 'Page 3' })
      .click();
    await expect(page).toHaveURL(/\/threads\?filter=new&page=3$/);
  });

  test('a forum topic page by keyboard alone: its pager and a thread', async ({ page }) => {
    await page.goto('/GamingDiscussion');
    await expect(threadItems(page, 'Gaming Discussion')).toHaveCount(8);
    const page2 = page
      .getByRole('navigation', { name: 'Gaming Discussion pages' })
      .getByRole('link', { name: 'Page 2' });
    await page2.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/GamingDiscussion\?page=2$/);
    const first = threadItems(page, 'Gaming Discussion').first().getByRole('link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/threads\/[^/?#]+$/);
  });
});
