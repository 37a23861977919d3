// A new version while a page is open (issue 41): after a deploy, the chunks the open page asks
// for next are gone. The page reloads once into the new version and keeps what was typed
// (app/worker/register.js); the same failure again shows the route's error state, not a loop.
// An updated worker takes over at a navigation, never under a page being written (the rule is
// unit-tested in app/worker; a second build here would be too slow).
// In the `server` project (playwright.config.ts), against the served build and its mock API.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

const DRAFT = 'A question typed before the deploy';
const PAGE_LOAD_FAILED = 'This page could not be loaded. Check your connection and retry.';

/** The contact form, hydrated, with a subject typed and its draft saved (400 ms after typing). */
async function typeADraft(page: Page) {
  await page.goto('/ContactUs');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Subject' }).fill(DRAFT);
}

/** Counts the page's document loads from now on. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));
  return loads;
}

/**
 * Records the scripts the page loads; `deploy` then removes every other one (404) while `gone()`
 * is true, as a deploy removes the old build's chunks the page has not asked for yet.
 * Returns how many requests failed.
 */
function recordScripts(page: Page) {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.add(request.url());
  });
  return async function deploy(gone: () => boolean) {
    const before = new Set(loaded);
    const failed = { count: 0 };
    await page.route('**/assets/*.js', async (route) => {
      if (before.has(route.request().url()) || !gone()) return route.fallback();
      failed.count += 1;
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    return failed;
  };
}

/** A link in the footer to a page of its own (its own chunks): the forum's statistics. */
const statisticsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Forum Statistics' });

test.describe('a new version while a page is open', () => {
  // page.route does not see what a service worker answers: these two run without it.
  test.use({ serviceWorkers: 'block' });

  test('a chunk gone after a deploy: the page reloads once into the new version, the draft kept', async ({
    page,
  }) => {
    const deploy = recordScripts(page);
    await typeADraft(page);
    let old = true;
    const failed = await deploy(() => old);
    // The next document is the new version: its scripts are there.
    page.on('request', (request) => {
      if (request.isNavigationRequest()) old = false;
    });
    const loads = countLoads(page);
    await statisticsLink(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/ForumStatistics$/);
    await hydrated(page);
    expect(failed.count).toBeGreaterThan(0);
    expect(loads.count).toBe(1);
    await expect(page.getByText(PAGE_LOAD_FAILED)).toHaveCount(0);

    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(DRAFT);
    expect(loads.count).toBeLessThanOrEqual(2);
  });

  test('the same chunk failing again after the reload shows the error state, not another reload', async ({
    page,
  }) => {
    const deploy = recordScripts(page);
    await typeADraft(page);
    const failed = await deploy(() => true);
    const loads = countLoads(page);
    await statisticsLink(page).click();
    await expect(page.getByText(PAGE_LOAD_FAILED)).toBeVisible();
    expect(failed.count).toBeGreaterThan(0);
    // One reload (the first failure), then the error state: a loop would never show it.
    expect(loads.count).toBe(1);
  });
});

test('typing and moving around the site: the worker in control stays, the page is not reloaded', async ({
  page,
}) => {
  await page.goto('/ContactUs');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await hydrated(page);
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  const before = await controller();
  expect(before).toMatch(/\/sw\.js$/);
  const loads = countLoads(page);
  const subject = page.getByRole('textbox', { name: 'Subject' });
  // Read-only until the page has hydrated (hydrated() sees hydration start): keys typed before
  // then would be refused, and the first letter missing.
  await expect(subject).toBeEditable();
  await subject.pressSequentially('Typing under the worker');
  await statisticsLink(page).click();
  await expect(page).toHaveURL(/\/ForumStatistics$/);
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Typing under the worker',
  );
  expect(await controller()).toBe(before);
  expect(loads.count).toBe(0);
});
