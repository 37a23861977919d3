// Code in posts on the served site (issue 51): a reply written with a fenced block is highlighted
// in the writer's browser (the code renderer loads for it), and comes highlighted in the server's
// HTML to every reader after, whose browser loads nothing for it. In the `server` project.
import { expect, test } from '@playwright/test';
import { hydrated, logIn } from './support.ts';

const THREAD = { path: '/threads/3' };
/** The browser's code renderer (and highlighter) chunk. */
const CODE_RENDERER = /\/assets\/codeRenderer-[^/]+\.js$/;

test('a reply with a fenced block: highlighted for its writer, and from the server for readers', async ({
  browser,
  page,
}) => {
  const marker = `fence${Date.now()}`;
  await logIn(page, 'user@example.com');
  await page.goto(THREAD.path);
  await hydrated(page);
  await page
    .getByLabel('Your reply', { exact: true })
    .fill(`Try this:\n\`\`\`js\nconst ${marker} = await load('config');\n\`\`\``);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  // The writer's browser highlights the reply it just posted.
  const posted = page.getByRole('article').filter({ hasText: marker });
  await expect(posted.locator('pre code .hljs-keyword').first()).toHaveText('const');
  await expect(posted.getByRole('button', { name: 'Copy code' })).toBeVisible();

  // A guest reads the thread: the server's HTML carries the code highlighted.
  const guest = await browser.newContext();
  const reader = await guest.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  reader.on('request', (request) => scripts.push(request.url()));
  reader.on('pageerror', (error) => errors.push(error.message));
  let html = '';
  await expect(async () => {
    const response = await reader.goto(THREAD.path);
    html = (await response?.text()) ?? '';
    expect(html).toContain(marker);
  }).toPass({ timeout: 20_000 });
  expect(html).toMatch(
    new RegExp(
      `<pre tabindex="0"><code class="language-javascript"><span class="hljs-keyword">const</span> ${marker}`,
    ),
  );
  await hydrated(reader);
  const block = reader.getByRole('article').filter({ hasText: marker });
  await expect(block.getByText('JavaScript', { exact: true })).toBeVisible();
  await expect(block.locator('.hljs-keyword').first()).toHaveText('const');
  // Copy works with what the thread's page already has.
  await guest.grantPermissions(['clipboard-read', 'clipboard-write']);
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(block.getByRole('status')).toHaveText('Code copied');
  expect(scripts.filter((url) => CODE_RENDERER.test(url))).toEqual([]);
  // Hydrated over the server's highlighted HTML without a mismatch.
  expect(errors).toEqual([]);
  await guest.close();
});
