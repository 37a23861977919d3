#!/usr/bin/env node
// `npm run bench:search`: the header search's suggestions in Chromium, on the demo build (the
// mock backend in its service worker). Types a 20-character query into the header search with
// a human rhythm (seeded, so every run types the same way: 90-220 ms between keys, longer after
// a space, one pause to think) and prints:
// - the autocomplete requests sent (and how many were aborted as stale), beside the pauses of
//   300 ms or more in the typing (the most requests the rule allows is one per pause, plus the
//   end of typing);
// - the suggestion lists shown, and how many of them were stale: a list is stale when what it
//   shows is the answer for a text other than the one in the field at that moment (target 0).
// Figures only, no assertions. `--no-build` reuses the last build.
import { chromium } from 'playwright';
import { serveDemo } from './bench/demo.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const QUERY = 'mechanical keyboard '; // 20 characters; a title of the demo data begins with them
const DEBOUNCE_MS = 300;

/** The delay before each key: a seeded human rhythm. */
function rhythm(text, seed = 42) {
  let state = seed;
  const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
  const between = (min, max) => Math.round(min + random() * (max - min));
  const thinkAt = Math.floor(text.length / 2) + 1;
  return Array.from(text, (_, i) => {
    if (i === 0) return 0;
    if (i === thinkAt) return between(600, 900); // a pause to think
    if (text[i - 1] === ' ') return between(250, 420); // after a word
    return between(90, 220);
  });
}

const { server, base } = await serveDemo('forum-bench-search');

/**
 * Runs in the page before its scripts. Wraps fetch to note every autocomplete request (its
 * query, whether it was aborted, the labels it answered), and watches the page for suggestion
 * lists: each time a list shows new items, it notes them with the field's text at that moment.
 */
function instrument() {
  const bench = { requests: [], lists: [] };
  window.__bench = bench;
  const originalFetch = window.fetch.bind(window);
  const labelOf = (item) => (typeof item === 'string' ? item : (item.title ?? item.name ?? ''));
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/search/autocomplete')) return originalFetch(input, init);
    const entry = { q: url.searchParams.get('q'), aborted: false, labels: null };
    bench.requests.push(entry);
    request.signal.addEventListener('abort', () => {
      entry.aborted = true;
    });
    return originalFetch(input, init).then(async (response) => {
      try {
        const body = await response.clone().json();
        entry.labels = (Array.isArray(body) ? body : (body.data ?? [])).map(labelOf);
      } catch {
        entry.labels = [];
      }
      return response;
    });
  };
  let last = '';
  const observe = () => {
    const list = document.querySelector('[role="listbox"][aria-label="Suggestions"]');
    const visible = list && !list.closest('[inert]') && list.getClientRects().length > 0;
    const options = visible ? [...list.querySelectorAll('[role="option"]')] : [];
    if (options.length === 0) {
      last = '';
      return;
    }
    // Each option reads 'Kind: label'; the label follows the kind's name.
    const labels = options.map((option) => {
      const text = option.textContent ?? '';
      return text.slice(text.indexOf(': ') + 2);
    });
    const signature = labels.join('\n');
    if (signature === last) return;
    last = signature;
    const field = document.querySelector(
      '[role="banner"] [role="combobox"], header [role="combobox"]',
    );
    bench.lists.push({ labels, typed: field?.value ?? '', at: performance.now() });
  };
  new MutationObserver(observe).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.addInitScript(instrument);
  let networkRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/search/autocomplete')) networkRequests += 1;
  });
  await page.goto(base);
  const banner = page.getByRole('banner');
  await banner.getByRole('searchbox', { name: 'Search' }).click();
  const field = banner.getByRole('combobox', { name: 'Search' });
  await field.waitFor();

  const delays = rhythm(QUERY);
  for (const [i, char] of Array.from(QUERY).entries()) {
    if (delays[i] > 0) await page.waitForTimeout(delays[i]);
    await page.keyboard.type(char);
  }
  // Let the last answer arrive and show.
  await page.waitForTimeout(1500);
  const { requests, lists } = await page.evaluate(() => window.__bench);

  const pauses = delays.filter((ms, i) => ms >= DEBOUNCE_MS && i >= 2).length;
  const aborted = requests.filter((r) => r.aborted).length;
  const same = (a, b) => a.length === b.length && a.every((label, i) => label === b[i]);
  const stale = lists.filter((list) => {
    const typed = list.typed.trim();
    const answers = requests.filter((r) => r.labels && same(r.labels, list.labels));
    return !answers.some((r) => r.q === typed);
  }).length;
  const sorted = [...delays.slice(1)].sort((a, b) => a - b);

  console.log(
    `typed "${QUERY}" (${QUERY.length} characters) in Chromium ${browser.version()}: ` +
      `${sorted[0]}-${sorted.at(-1)} ms between keys (median ${sorted[Math.floor(sorted.length / 2)]} ms), ` +
      `${pauses} pause(s) of ${DEBOUNCE_MS} ms or more after the second character`,
  );
  console.log(
    `autocomplete requests: ${requests.length} (${aborted} aborted as stale; ${networkRequests} seen by the browser): ` +
      requests.map((r) => `"${r.q}"${r.aborted ? ' (aborted)' : ''}`).join(', '),
  );
  console.log(`suggestion lists shown: ${lists.length}`);
  console.log(`stale result lists shown: ${stale}`);
} finally {
  await browser.close();
  await server.close();
}
