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
      ['/ContactUs', 'Contact Us', 'Contact | TechForum PH'],
      ['/ContactForm', 'Contact Form', 'Contact | TechForum PH'],
    ];
    for (const [path, heading, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
  });

  test('the contact form: refused when blank, then sent', async ({ page }) => {
    await page.goto('/ContactUs');
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);

    // Refused when blank: each field says so, and focus goes to the first.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('All fields are required.')).toHaveCount(4);
    await expect(page.getByLabel('Name')).toBeFocused();

    // What is typed survives a reload.
    const subject = `Avatar upload ${Date.now()}`;
    await page.getByLabel('Name').fill('Maria Santos');
    await page.getByLabel('Subject').fill(subject);
    await page.waitForFunction(() => sessionStorage.getItem('forum:draft:contact') !== null);
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Maria Santos');
    await expect(page.getByLabel('Subject')).toHaveValue(subject);

    // Then sent.
    await page.getByLabel('Email').fill('maria.santos@example.ph');
    await page.getByLabel('Message').fill('The upload button does nothing on my phone.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toHaveText(
      'Your message has been sent successfully!',
    );
    await expect(page.getByLabel('Subject')).toHaveValue('');

    // The staff see it in their contact list.
    const found = await page.evaluate(async (search) => {
      const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
      const login = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'moderator@example.com', password: 'password' }),
      });
      const { token } = (await login.json()) as { token: string };
      const list = await fetch(`/api/v1/contact-forms?search=${encodeURIComponent(search)}`, {
        headers: { ...json, Authorization: `Bearer ${token}` },
      });
      return ((await list.json()) as { data: { subject: string; status: string }[] }).data;
    }, subject);
    expect(found).toEqual([expect.objectContaining({ subject, status: 'pending' })]);
  });
});
