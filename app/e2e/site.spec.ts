import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

/**
 * Every Content-Security-Policy violation the page reports (the `securitypolicyviolation`
 * event, from the first script of every document on), and every console error naming the
 * policy, across navigations and reloads.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (
        window as unknown as { reportPolicyViolation: (text: string) => Promise<void> }
      ).reportPolicyViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      seen.push(message.text());
  });
  return seen;
}

test.describe('site: security policy and site files', () => {
  test('the built site sends a strict Content-Security-Policy', async ({ page }) => {
    await page.goto('/');
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  test('demo mode runs under the policy: its worker answers, and nothing is blocked', async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    // Logging in goes through the mock backend's service worker.
    await logIn(page, 'admin@example.com');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/mockServiceWorker\.api\.js$/,
    );
    // A lazy route (its chunk and stylesheet load on navigation), then a reload.
    await page.goto('/AboutUs');
    await expect(page.getByRole('main')).toBeVisible();
    await page.reload();
    // The reloaded page runs (its scripts, styles and the worker) with the session kept.
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    expect(violations).toEqual([]);
    // The watch sees what the policy blocks: an inline script is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.some((v) => /^script-src/.test(v))).toBe(true);
    expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
  });

  test("demo mode's worker stays registered when its last page goes, so a reload finds it", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toMatch(/\/mockServiceWorker\.api\.js$/);
    // Leaving the demo's only page sends MSW's worker its CLIENT_CLOSED message, on which MSW's
    // own worker unregisters itself.
    await page.goto('/robots.txt');
    await page.waitForTimeout(1_000);
    const registered = () =>
      page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
      );
    expect(await registered()).toMatch(/\/mockServiceWorker\.api\.js$/);
    // Back on the demo and reloaded, the page runs on the same worker, with no page error.
    await page.goto('/');
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    expect(await registered()).toMatch(/\/mockServiceWorker\.api\.js$/);
    expect(errors).toEqual([]);
  });

  test('a favicon and a robots.txt are served', async ({ page, request }) => {
    await page.goto('/');
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('type', 'image/svg+xml');
    const favicon = await request.get((await icon.getAttribute('href')) ?? '');
    expect(favicon.status()).toBe(200);
    expect(await favicon.text()).toContain('<svg');
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
  });
});
