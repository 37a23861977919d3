#!/usr/bin/env node
// `npm run bench:navigation [-- --no-build]`: how soon a click in the served site (npm run serve)
// asks for the next page's data and shows it, in Debian's Chromium. From /Forums, a click on a
// board and a click on a thread, each five times on a fresh page, without and with a 300 ms hover
// on the link first. Times are the browser's own (performance.now()): from the click to the start
// of the page's data request (negative: it started before the click, on the hover), and from the
// click to the page's heading on screen. A third row per link is a phone's: a tap (touch, 390 px)
// with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), timed from the finger down
// (pointerdown) rather than the click, which a tap sends only once the finger lifts.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startServedSite } from './bench/servedSite.mjs';

const RUNS = 5;
const clicks = [
  { name: 'a board', link: 'main a[href^="/Forum/"]', data: /\/categories\/[^/]+\/threads/ },
  { name: 'a thread', link: 'main a[href^="/threads/"]', data: /\/threads\/(id\/)?[^/?]+(\?|$)/ },
];

/**
 * In the page: the click's (or the finger's: `start`) time, and when the next page's <h1> shows
 * text other than `from`.
 */
const watch = (start) => {
  const state = (window.__nav = { clickAt: null, contentAt: null });
  document.addEventListener(start, () => (state.clickAt ??= performance.now()), { capture: true });
  const from = document.querySelector('main h1')?.textContent;
  new MutationObserver(() => {
    const heading = document.querySelector('main h1')?.textContent;
    if (state.clickAt !== null && state.contentAt === null && heading && heading !== from)
      state.contentAt = performance.now();
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;

const { site, stop } = await startServedSite({
  apiPort: 4013,
  port: 4177,
  build: !process.argv.includes('--no-build'),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  console.log(
    `\nNavigation in the served site (${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()}, ${RUNS} runs each, median [min–max]):\n`,
  );
  console.log(
    '| click from /Forums | hover first | data asked for after the click | content on screen after the click |',
  );
  console.log('| --- | --- | --- | --- |');
  const ways = [
    { hover: false, phone: false },
    { hover: true, phone: false },
    { hover: false, phone: true },
  ];
  for (const click of clicks)
    for (const { hover, phone } of ways) {
      const asked = [];
      const shown = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext(
          phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {},
        );
        const page = await context.newPage();
        if (phone)
          await (
            await context.newCDPSession(page)
          ).send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${site}/Forums`);
        // Hydrated: React has taken the page over (its scripts load once it has painted).
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        );
        // Past the start-up overlay (the spec's 1.5 s), when the page is out of reach.
        await page.waitForFunction(() => document.querySelector('#root > [aria-busy]') === null);
        await page.evaluate(watch, phone ? 'pointerdown' : 'click');
        const link = page.locator(click.link).nth(run);
        if (hover) {
          await link.hover();
          await page.waitForTimeout(300);
        }
        if (phone) await link.tap();
        else await link.click();
        await page.waitForFunction(() => window.__nav.contentAt !== null, null, {
          timeout: 15_000,
        });
        const { clickAt, contentAt, requests } = await page.evaluate((source) => {
          const pattern = new RegExp(source);
          return {
            ...window.__nav,
            requests: performance
              .getEntriesByType('resource')
              .filter(
                (entry) =>
                  entry.name.includes('/api/v1/') && pattern.test(new URL(entry.name).pathname),
              )
              .map((entry) => entry.startTime),
          };
        }, click.data.source);
        if (requests.length) asked.push(Math.min(...requests) - clickAt);
        shown.push(contentAt - clickAt);
        await context.close();
      }
      const range = (values) =>
        values.length
          ? `${ms(median(values))} [${ms(Math.min(...values))}–${ms(Math.max(...values))}]`
          : 'no request (served from the cache)';
      console.log(
        `| ${click.name} | ${phone ? 'no (a tap, 4× CPU, from the finger down)' : hover ? '300 ms' : 'no'} | ${range(asked)} | ${range(shown)} |`,
      );
    }
} finally {
  await browser.close();
  stop();
}
