import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

/** The toast region (errors and successes both land there). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** Picks `option` in the select-only combobox named `name`. */
async function choose(page: Page, name: string | RegExp, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('contact forms and meta tags, in demo mode on the mock backend', () => {
  test('a message sent through /ContactUs is answered and its status changed by a moderator', async ({
    page,
  }) => {
    const subject = `Hindi gumagana ang upload ${Date.now()}`;
    const from = 'Lorna Villanueva';
    await page.goto('/ContactUs');
    await page.getByLabel('Name').fill(from);
    await page.getByLabel('Email').fill('lorna.v@example.ph');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('The upload button does nothing on my phone.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();

    await logIn(page, 'moderator@example.com');
    await page.goto('/admin/contact-forms');
    // After a full load the session is confirmed first (slow on a loaded machine).
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Forms' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('group', { name: 'Pending' })).toBeVisible();

    // The search goes into the address.
    const filters = page.getByRole('search', { name: 'Filter contact forms' });
    await filters.getByRole('searchbox', { name: 'Search contact forms' }).fill(subject);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-forms\?q=/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the message
    const status = page.getByRole('combobox', { name: `Status of "${subject}" from ${from}` });
    await expect(status).toHaveText(/Pending/);

    // Respond: refused while blank, then sent; an answered message is resolved.
    await page.getByRole('button', { name: `Respond to "${subject}" from ${from}` }).click();
    const respond = page.getByRole('dialog', { name: 'Respond to contact form' });
    await respond.getByRole('button', { name: 'Send Response' }).click();
    await expect(respond.getByText('Please enter a response')).toBeVisible();
    await expect(toast(page, 'Please enter a response')).toBeVisible();
    // The spec's message is also a toast: closed so that it covers nothing.
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Close' })
      .click();
    await respond
      .getByRole('textbox', { name: /^Response/ })
      .fill('Salamat! Please update the app to 2.4; the upload works there.');
    await respond.getByRole('button', { name: 'Send Response' }).click();
    await expect(toast(page, 'Response sent successfully')).toBeVisible();
    await expect(respond).toBeHidden();
    await expect(status).toHaveText(/Resolved/);
    await expect(
      page.getByRole('button', { name: `Respond to "${subject}" from ${from}` }),
    ).toHaveCount(0);

    // The row's dropdown changes the status.
    await choose(page, `Status of "${subject}" from ${from}`, 'Closed');
    await expect(toast(page, 'Status updated successfully')).toBeVisible();
    await expect(status).toHaveText(/Closed/);

    // After a reload the search, the status and the response are all still there.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search contact forms' })).toHaveValue(
      subject,
    );
    await expect(status).toHaveText(/Closed/);
    await page.getByRole('button', { name: `View "${subject}" from ${from}` }).click();
    const details = page.getByRole('dialog', { name: subject });
    await expect(details.getByText('Please update the app to 2.4', { exact: false })).toBeVisible();
    await expect(details.getByText(/^Answered by /)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Respond' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The status filter goes into the address too.
    await choose(page, /^Status$/, 'Pending');
    await expect(page).toHaveURL(/status=pending/);
    await expect(page.getByText('No contact forms match these filters.')).toBeVisible();
  });

  test('a meta tag edit shows in the public page head', async ({ page }) => {
    await logIn(page, 'admin@example.com');
    // The About page's head is read (and cached) before the edit.
    await page.goto('/AboutUs');
    await expect(page).toHaveTitle('About | TechForum PH', { timeout: 15_000 });

    await page.goto('/UserProfile?tab=meta_tags');
    await expect(page.getByRole('heading', { level: 2, name: 'Meta Tags' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Edit the meta tags of about' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Meta Tags: about' });
    await expect(dialog.getByRole('textbox', { name: 'Page' })).toHaveAttribute('readonly', '');
    const title = `Tungkol sa Amin ${Date.now()} | TechForum PH`;
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog
      .getByRole('textbox', { name: /^Description/ })
      .fill('Sino kami: ang komunidad ng TechForum PH.');
    // A canonical URL that is not a URL is refused before anything is sent.
    await dialog.getByRole('textbox', { name: 'Canonical URL' }).fill('forum.example.com/about');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Please enter a full URL', { exact: false })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Canonical URL' })
      .fill('https://forum.example.com/about');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Meta tags updated successfully')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'about' })).toBeVisible();

    // Client-side navigation to the page: its head shows the edit (its cached tags were refreshed).
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sino kami: ang komunidad ng TechForum PH.',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://forum.example.com/about',
    );

    // Deactivated, the page goes back to its default head tags.
    await page.goto('/admin/meta-tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Meta Tags' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Deactivate the meta tags of about' }).click();
    await expect(toast(page, 'Meta tags deactivated')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).not.toHaveTitle(title);
  });

  test('meta tags are for admins: a moderator is sent home and has no such tab', async ({
    page,
  }) => {
    await logIn(page, 'moderator@example.com');
    await page.goto('/admin/meta-tags');
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await page.goto('/UserProfile?tab=contact_forms');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Forms' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Meta Tags' })).toHaveCount(0);
  });
});
