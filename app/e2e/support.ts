import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'password';

/**
 * The journeys that also run at phone width (the 'mobile' project in playwright.config.ts):
 * what members mostly do on a phone, where the layout changes what they do (the header's menu,
 * browsing, replying in a thread, signing up). Every screen's Mobile stories cover its 360 px
 * layout; the other journeys are the same steps at another width.
 */
export const PHONE = { tag: '@phone' };

/**
 * Fills and submits the login form on /login (the page must be there, or on its way: after a
 * link, the page it left stays on screen while the next renders, so only the form's own field is
 * waited for).
 */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/**
 * Makes an API call fail in demo mode, as a server error would. page.route() cannot do it: it
 * does not see requests that a service worker answers, and the demo's mock backend is one. So
 * the failure is put where the app makes its calls, window.fetch, before any page script runs.
 * `path` is the contract's path without the base (e.g. '/admin/stats').
 */
export async function failApiCall(page: Page, method: string, path: string, status = 500) {
  await page.addInitScript(
    ({ method, path, status }) => {
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        // Read the request without constructing another (that would use up a body).
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const verb = init?.method ?? (input instanceof Request ? input.method : 'GET');
        if (verb.toUpperCase() === method.toUpperCase() && url.pathname === `/api/v1${path}`) {
          const body = JSON.stringify({ message: 'Server Error' });
          const headers = { 'Content-Type': 'application/json' };
          return Promise.resolve(new Response(body, { status, headers }));
        }
        return original(input, init);
      };
    },
    { method, path, status },
  );
}

/** Presses Tab until `target` has focus (at most `limit` times): keyboard only, no clicks. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * A page the server rendered (`npm run serve`): waits for React to take it over. Its scripts load
 * once the page has painted, and a click before hydrateRoot runs does nothing (one after it is
 * replayed once its part is hydrated). Hydration may still be running when this returns: a text
 * field stays read-only until it has finished, so a journey that types key by key first waits
 * for the field to be editable (fill() waits for that itself).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Loads the served site until its worker controls the page (it registers once the page has loaded). */
export async function underTheWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await hydrated(page);
}

/** Holds back the requests `url` matches, as a slow network would; returns what lets them go. */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
