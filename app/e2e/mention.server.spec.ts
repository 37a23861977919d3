// Mentions on the served site (issue 51): a member picked from the reply box's list with the
// keyboard alone is a link to their page in the posted reply, for its writer and, from the
// server's HTML, for every reader after. In the `server` project.
import { expect, test } from '@playwright/test';
import { hydrated, logIn } from './support.ts';

const THREAD = { path: '/threads/4' };

test('a mention picked with the keyboard links to the member', async ({ browser, page }) => {
  const marker = `mention${Date.now()}`;
  await logIn(page, 'user@example.com');
  await page.goto(THREAD.path);
  await hydrated(page);
  const field = page.getByLabel('Your reply', { exact: true });
  // Read-only until the page has hydrated: keys typed before then would be refused.
  await expect(field).toBeEditable();
  await field.focus();
  await page.keyboard.type(`${marker} thanks @Mark M`);
  const list = page.getByRole('listbox', { name: 'Members to mention' });
  await expect(list.getByRole('option', { name: '@Mark Mendoza' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(`${marker} thanks @Mark Mendoza `);
  await page.keyboard.type('for the fix');
  await page.keyboard.press('Control+Enter');

  const posted = page.getByRole('article').filter({ hasText: marker });
  const link = posted.getByRole('link', { name: '@Mark Mendoza' });
  await expect(link).toHaveAttribute('href', /^\/users\/\d+$/);
  const href = await link.getAttribute('href');

  // A guest reads it from the server's HTML: the mention is a link there too.
  const guest = await browser.newContext();
  const reader = await guest.newPage();
  await expect(async () => {
    const response = await reader.goto(THREAD.path);
    expect(await response?.text()).toContain(marker);
  }).toPass({ timeout: 20_000 });
  const html = await (await reader.request.get(THREAD.path)).text();
  expect(html).toContain(`<a href="${href}">@Mark Mendoza</a> for the fix`);
  await reader
    .getByRole('article')
    .filter({ hasText: marker })
    .getByRole('link', { name: '@Mark Mendoza' })
    .click();
  await expect(reader).toHaveURL(new RegExp(`${href}$`));
  await expect(reader.getByRole('heading', { level: 1, name: /Mark Mendoza/ })).toBeVisible();
  await guest.close();
});
