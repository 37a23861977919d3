import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

/** The cards of the selected tab of Category Management. */
const list = (page: Page, tab: string) => page.getByRole('group', { name: `Categories (${tab})` });

test.describe('Category Management, in demo mode on the mock backend', () => {
  test('an admin creates, edits and deletes a category; members see it come and go', async ({
    page,
  }) => {
    await logIn(page, 'admin@example.com');
    await page.goto('/UserProfile?tab=categories');
    // The tab's module loads on first visit: as long as its list may take.
    await expect(page.getByRole('heading', { level: 2, name: 'Category Management' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('tab', { name: 'All 36' })).toBeVisible({ timeout: 15_000 });

    // Create: the slug follows the title; Hardware as the parent.
    await page.getByRole('button', { name: 'Create Category' }).click();
    const create = page.getByRole('dialog', { name: 'Create Category' });
    const submit = create.getByRole('button', { name: 'Create', exact: true });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await create.getByRole('textbox', { name: 'Title' }).fill('Smart Home & IoT');
    await expect(create.getByRole('textbox', { name: 'Slug' })).toHaveValue('smart-home-iot');
    await create.getByRole('textbox', { name: 'Description' }).fill('Speakers, lights and hubs.');
    await create.getByRole('combobox', { name: 'Parent Category' }).click();
    await page.getByRole('option', { name: 'Hardware' }).click();
    await expect(create.getByRole('textbox', { name: 'Colour', exact: true })).toHaveValue(
      '#3b82f6',
    );
    await submit.click();
    await expect(page.getByText('Category created').first()).toBeVisible();
    await expect(create).toBeHidden();
    await expect(page.getByRole('tab', { name: 'All 37' })).toBeVisible();

    // The Sub tab (in the address) lists it under Hardware.
    await page.getByRole('tab', { name: 'Sub 29' }).click();
    await expect(page).toHaveURL(/[?&]view=sub/);
    const created = list(page, 'Sub')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'Smart Home & IoT' }),
      });
    await expect(created).toContainText('In Hardware');
    await expect(created).toContainText('smart-home-iot');
    await expect(created).toContainText('Active');

    // Members find it on the forum index.
    await page.goto('/Forums');
    await expect(page.getByRole('link', { name: 'Smart Home & IoT' })).toBeVisible();

    // Edit: a new title and inactive; the slug stays.
    await page.goto('/UserProfile?tab=categories&view=sub');
    await page.getByRole('button', { name: 'Edit Smart Home & IoT' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('Smart Home');
    await expect(edit.getByRole('textbox', { name: 'Slug' })).toHaveValue('smart-home-iot');
    await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Category updated').first()).toBeVisible();
    const edited = list(page, 'Sub')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'Smart Home', exact: true }),
      });
    await expect(edited).toContainText('Inactive');
    await expect(page.getByRole('heading', { name: 'Smart Home & IoT' })).toHaveCount(0);

    // Delete: confirmed, then gone from the list and the counts.
    await page.getByRole('button', { name: 'Delete Smart Home' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Smart Home?' });
    await expect(confirm).toContainText('Every thread in it will be deleted too.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted').first()).toBeVisible();
    await expect(edited).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'All 36' })).toBeVisible();

    await page.goto('/Forums');
    await expect(page.getByRole('heading', { name: 'Hardware', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Smart Home/ })).toHaveCount(0);
  });

  test('/categories is the same screen as a page, with its tab in the address', async ({
    page,
  }) => {
    await logIn(page, 'admin@example.com');
    await page.goto('/categories?view=main');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Category Management' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Main 8' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 15_000 },
    );
    await expect(list(page, 'Main').getByRole('listitem')).toHaveCount(8);
    // A pending proposal is approved and joins the list.
    await page.getByRole('button', { name: 'Approve Crypto & Web3' }).click();
    await expect(page.getByText('Category approved').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Main 9' })).toBeVisible();
    await expect(list(page, 'Main').getByRole('heading', { name: 'Crypto & Web3' })).toBeVisible();
  });
});
