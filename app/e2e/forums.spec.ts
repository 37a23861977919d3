import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from './support.ts';

const main = (page: Page) => page.getByRole('main');
const threadList = (page: Page) => main(page).getByRole('list', { name: /^Threads in / });
const categoryPager = (page: Page) =>
  main(page).getByRole('navigation', { name: 'Category pages' });

test.describe('forums, in demo mode on the mock backend', () => {
  test('/Forums → a board → the category pager → Back keeps the page', async ({ page }) => {
    await page.goto('/Forums');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Forum Categories' }),
    ).toBeVisible();
    const hardware = main(page).getByRole('region', { name: 'Hardware', exact: true });
    await hardware.getByRole('link', { name: 'Device & Hardware' }).click();

    await expect(page).toHaveURL(/\/Forum\/device-hardware$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Device & Hardware' }),
    ).toBeVisible();
    await expect(threadList(page).getByRole('listitem')).toHaveCount(15);
    await expect(threadList(page).getByText('Pinned').first()).toBeVisible();

    // Page 2 of the board: its own address and its own threads.
    const firstOnPage1 = await threadList(page).getByRole('listitem').first().textContent();
    await categoryPager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/Forum\/device-hardware\?page=2$/);
    await expect(categoryPager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(threadList(page).getByRole('listitem').first()).not.toHaveText(firstOnPage1!);
    const firstThread = threadList(page).getByRole('listitem').first().getByRole('link').first();
    // Its address, not its text: once opened, the thread is marked Read in the list.
    const address = (await firstThread.getAttribute('href'))!;

    // Into a thread and Back: still page 2, with the same threads.
    await firstThread.click();
    await expect(page).toHaveURL(/\/threads\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/Forum\/device-hardware\?page=2$/);
    await expect(categoryPager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      threadList(page).getByRole('listitem').first().getByRole('link').first(),
    ).toHaveAttribute('href', address);

    // Back once more: page 1; a reload of a page address lands on the same page.
    await page.goBack();
    await expect(page).toHaveURL(/\/Forum\/device-hardware$/);
    await expect(categoryPager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/Forum/device-hardware?page=3');
    await expect(categoryPager(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('/categories/{slug} and /Forum lead to the forum pages', async ({ page }) => {
    await page.goto('/categories/gaming-support');
    await expect(page).toHaveURL(/\/Forum\/gaming-support$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Gaming Support' }),
    ).toBeVisible();
    await page.goBack();
    // The redirect replaced its entry: Back does not bounce into it again.
    await expect(page).not.toHaveURL(/\/categories\//);

    await page.goto('/Forum');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Forum Categories' }),
    ).toBeVisible();
    await page.goto('/Forum/no-such-board');
    await expect(main(page).getByText('The requested category does not exist.')).toBeVisible();
  });

  test("a guest's New Thread on a board leads through login to the form", async ({ page }) => {
    await page.goto('/Forum/gaming-support');
    await main(page).getByRole('link', { name: 'New Thread' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'user@example.com');
    await expect(page).toHaveURL(/\/ThreadForm$/);
  });

  test("an author's name leads to their member page", async ({ page }) => {
    await page.goto('/Forum/device-hardware');
    const author = threadList(page).locator('a[href^="/users/"]').first();
    const name = (await author.textContent())!.trim();
    await author.click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByRole('group', { name: 'Threads' })).toBeVisible();
  });
});
