// Real visits' vitals (docs/performance.md, "Real visits"), on the served site. With
// VITAL_REPORT_URL set (the second served site of playwright.config.ts), a visit loads the
// reporter after the page is on screen and sends its metrics in a beacon to the collector
// this file listens with: the page's pattern in the route table, the metric, its value, its
// rating and the connection, nothing that names the reader or the address. Without it (the usual
// served site), the page names no report address and loads nothing for it.
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { hydrated, submitLogin } from './support.ts';

/** The site with VITAL_REPORT_URL set, and its collector (playwright.config.ts). */
interface VitalsSite {
  site: string;
  collectorPort: number;
  collectorPath: string;
}
const vitalsSite = () => test.info().config.metadata.vitals as VitalsSite;

const VITALS_CHUNK = /\/assets\/reportVitals-[^/]+\.js$/;
const AFTER_PAINT_CHUNK = /\/assets\/prefetchOnIntent-[^/]+\.js$/;
const MEMBER = { email: 'user@example.com' };

interface Beacon {
  path: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

test.describe('with VITAL_REPORT_URL set', () => {
  const beacons: Beacon[] = [];
  let collector: Server;
  test.beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        beacons.push({ path: request.url ?? '', body, headers: request.headers });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) =>
      collector.listen(vitalsSite().collectorPort, '127.0.0.1', resolve),
    );
  });
  test.afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  test('a member’s visit sends its vitals with the page’s route pattern, and nothing personal', async ({
    page,
  }) => {
    const { site, collectorPath } = vitalsSite();
    await page.goto(`${site}/login`);
    await submitLogin(page, MEMBER.email);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const member = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number; name: string },
    );
    const reporter = page.waitForResponse((response) => VITALS_CHUNK.test(response.url()));
    await page.goto(`${site}/Forums`);
    await hydrated(page);
    await reporter;
    // An in-app navigation: a board of the forum index.
    const board = page.locator('main a[href^="/Forum/"]').first();
    const boardName = (await board.textContent()) ?? '';
    await board.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(boardName.trim());
    // Closing the tab hides the page: what web-vitals waits for to give INP and CLS, and what
    // sends the one beacon of the page.
    await page.close({ runBeforeUnload: true });

    // The visit to /Forums, and the one to /login before it (sent as it was left).
    const payloads = () =>
      beacons.flatMap((beacon) => JSON.parse(beacon.body) as Record<string, unknown>[]);
    const metricsOf = (route: string) =>
      payloads()
        .filter((payload) => payload.route === route)
        .map((payload) => payload.metric);
    await expect.poll(() => metricsOf('/Forums')).toEqual(expect.arrayContaining(['CLS', 'LCP']));
    await expect.poll(() => metricsOf('/login')).toEqual(expect.arrayContaining(['CLS', 'LCP']));
    // One beacon for each page left.
    expect(beacons).toHaveLength(2);
    for (const payload of payloads()) {
      // The page the visit began on, by its pattern (the board it went on to counts towards it);
      // INP, LCP or CLS, rounded; nothing else.
      expect(['/login', '/Forums']).toContain(payload.route);
      expect(['INP', 'LCP', 'CLS']).toContain(payload.metric);
      expect(typeof payload.value).toBe('number');
      expect(['good', 'needs-improvement', 'poor']).toContain(payload.rating);
      expect(
        Object.keys(payload).every((key) =>
          ['route', 'metric', 'value', 'rating', 'connection'].includes(key),
        ),
      ).toBe(true);
    }
    for (const beacon of beacons) {
      expect(beacon.path).toBe(collectorPath);
      expect(beacon.body).not.toContain('Forum/');
      expect(beacon.body).not.toContain(MEMBER.email);
      expect(beacon.body).not.toContain(member.name);
      expect(beacon.body).not.toContain(`"id"`);
      expect(beacon.body).not.toContain('http');
      // The site's Referrer-Policy gives another origin the site's origin only, never a path.
      expect(beacon.headers.referer ?? `${site}/`).toBe(`${site}/`);
    }
    expect(member.name).toBeTruthy();
  });
});

test('without VITAL_REPORT_URL, a page names no report address and loads no vitals code', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const afterPaint = page.waitForResponse((response) => AFTER_PAINT_CHUNK.test(response.url()));
  await page.goto('/Forums');
  await hydrated(page);
  // The chunk that would start the vitals has loaded and run, and the page is quiet.
  await afterPaint;
  await page.waitForLoadState('networkidle');
  await expect(page.locator('meta[name="vital-report-url"]')).toHaveCount(0);
  expect(scripts.some((path) => AFTER_PAINT_CHUNK.test(path))).toBe(true);
  expect(scripts.filter((path) => VITALS_CHUNK.test(path))).toEqual([]);
});
