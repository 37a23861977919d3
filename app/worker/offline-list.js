/* global caches, document, location, DOMParser, URL */
// The offline page's list of the threads this device can open without a network: the thread
// pages the worker keeps (its 'forum-pages' cache, rules.ts CACHES.pages; thread addresses are
// /threads/… and /thread/…, app/src/pages.ts), each titled by its page's heading. A file of its
// own (scripts/pwa.ts emits and precaches it): the page's policy allows no inline script.
// The Saved page opens offline once something was saved (a save keeps its page too: the
// caches named 'forum-saved:…', @forum/api's saved/), so the link shows only then.
(async () => {
  const section = document.getElementById('saved-threads');
  if (!section || typeof caches === 'undefined') return;
  const savedLink = document.getElementById('saved-link');
  if (savedLink && (await caches.keys()).some((name) => name.startsWith('forum-saved:')))
    savedLink.hidden = false;
  const cache = await caches.open('forum-pages');
  const list = section.querySelector('ul');
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin || !/^\/threads?\/[^/]+$/i.test(url.pathname)) continue;
    const page = await cache.match(request);
    if (!page) continue;
    const saved = new DOMParser().parseFromString(await page.text(), 'text/html');
    const title = saved.querySelector('h1')?.textContent?.trim();
    if (!title) continue;
    const link = document.createElement('a');
    link.href = url.pathname;
    link.textContent = title;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  if (list.children.length > 0) section.hidden = false;
})().catch(() => {});
