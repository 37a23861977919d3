/**
 * The listeners behind NavigationPrefetch, in the chunk of the pages' data declarations (their own
 * chunk, loaded once a page is on screen: no first visit pays for them).
 */
import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { provideSavePlan, type ApiClient } from '@forum/api';
import { pageQueries, queryOptionsOf } from '../pageData.ts';
import { plan } from '../offline/savePlan.ts';
import { preloadPages } from '../routing.tsx';
import { startVitals } from '../vitals/startVitals.ts';
import { HOVER_INTENT_MS, appLinkOf, markNavigating } from './linkIntent.ts';

// Saving a page for offline reads the same declarations: its plan comes with them.
provideSavePlan(plan);
// Real visits' vitals start here too, after the page is on screen, when the server asks.
startVitals();

/**
 * Listens on the document (capture phase, before React Router's own click handler), so every link
 * of every screen takes part without knowing it: when a link is pressed (pointerdown: a finger
 * down, a mouse button down) or clicked, the next page's declared data and its code start
 * together; a link the pointer rests on (100 ms) or that takes focus prefetches both, once
 * (TanStack Query does not fetch again what is fresh; a module loads once). A tap's page is
 * asked for when the finger touches the link, not when it lifts (the click). With the data
 * saver on (`saver`), only clicks: nothing is fetched that the reader may not open. `early` are
 * the presses and clicks made before this module was there, served first. Returns the function
 * that stops.
 */
export function prefetchOnIntent({
  api,
  queryClient,
  routes,
  saver = false,
  early = [],
}: {
  api: ApiClient;
  queryClient: QueryClient;
  routes: RouteObject[];
  saver?: boolean;
  early?: readonly MouseEvent[];
}): () => void {
  const origin = window.location.origin;
  const start = (url: URL) => {
    for (const query of pageQueries(url.pathname + url.search, api))
      void queryClient.prefetchQuery(queryOptionsOf(query));
    void preloadPages(routes, url.pathname);
  };
  let hover: { link: string; timer: ReturnType<typeof setTimeout> } | undefined;
  const cancelHover = () => {
    if (hover) clearTimeout(hover.timer);
    hover = undefined;
  };
  const onClick = (event: MouseEvent) => {
    const url = appLinkOf(event, origin);
    if (url && !event.defaultPrevented) start(url);
  };
  /** A plain press (a finger, the main button): a tap's click comes only once it lifts. */
  const onPress = (event: PointerEvent) => {
    if (event.isPrimary && event.button === 0) onClick(event);
  };
  const onIntent = (event: Event) => {
    const url = appLinkOf(event, origin);
    if (url) start(url);
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const url = appLinkOf(event, origin);
    if (!url) return cancelHover();
    if (hover?.link === url.href) return;
    cancelHover();
    hover = { link: url.href, timer: setTimeout(() => start(url), HOVER_INTENT_MS) };
  };
  const onPointerOut = (event: PointerEvent) => {
    const to = event.relatedTarget instanceof Element ? event.relatedTarget.closest('a') : null;
    if (!to || to.href !== hover?.link) cancelHover();
  };
  const options = { capture: true, passive: true } as const;
  // After the router's own handler (the bubble phase): a link it followed.
  const onFollowed = (event: MouseEvent) => markNavigating(event, origin);
  for (const event of early) onClick(event);
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('click', onFollowed, { passive: true });
  const stopClicks = () => {
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('click', onFollowed);
  };
  if (saver) return stopClicks;
  const stopWarming = warmLinksInView(routes, origin);
  document.addEventListener('focusin', onIntent, options);
  document.addEventListener('pointerdown', onPress, options);
  document.addEventListener('pointerover', onPointerOver, options);
  document.addEventListener('pointerout', onPointerOut, options);
  return () => {
    stopWarming();
    cancelHover();
    stopClicks();
    document.removeEventListener('focusin', onIntent, options);
    document.removeEventListener('pointerdown', onPress, options);
    document.removeEventListener('pointerover', onPointerOver, options);
    document.removeEventListener('pointerout', onPointerOut, options);
  };
}

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 3_000 })
    : setTimeout(task, 500);

/** How long after a click on the site its next page's links are looked for (ms). */
const RESCAN_AFTER_CLICK_MS = 1_500;

/**
 * The code of the pages whose links are on screen, fetched while the browser is idle (the
 * "moderate" eagerness of Speculation Rules, for code only: a page's data waits for a press or
 * a hover): a tap then waits for its data alone. A page module loads once, however many links
 * lead to it. The page's links are looked for once it is idle, and again after each click (the
 * next page, a list that grew). Not with the data saver (the caller's rule).
 */
function warmLinksInView(routes: RouteObject[], origin: string): () => void {
  const watched = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting || !(target instanceof HTMLAnchorElement)) continue;
      observer.unobserve(target);
      // Offline, a chunk the worker does not keep would fail, and a failed import stays failed
      // for that page until a reload: only with a network.
      if (target.origin === origin)
        whenIdle(() => navigator.onLine && void preloadPages(routes, target.pathname));
    }
  });
  const scan = () => {
    for (const link of document.querySelectorAll('main a[href]'))
      if (!watched.has(link)) {
        watched.add(link);
        observer.observe(link);
      }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = () => {
    clearTimeout(timer);
    timer = setTimeout(() => whenIdle(scan), RESCAN_AFTER_CLICK_MS);
  };
  whenIdle(scan);
  document.addEventListener('click', onClick, { passive: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener('click', onClick);
  };
}
