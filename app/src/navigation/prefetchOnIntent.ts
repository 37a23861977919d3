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
import { HOVER_INTENT_MS, appLinkOf } from './linkIntent.ts';

// Saving a page for offline reads the same declarations: its plan comes with them.
provideSavePlan(plan);

/**
 * Listens on the document (capture phase, before React Router's own click handler), so every link
 * of every screen takes part without knowing it: at a click, the next page's declared data and its
 * code start together; a link the pointer rests on (100 ms), that takes focus, or that is touched
 * prefetches both, once (TanStack Query does not fetch again what is fresh; a module loads once).
 * With the data saver on (`saver`), only clicks: nothing is fetched that the reader may not open;
 * `click` is the click that loaded this module, served first. Returns the function that stops.
 */
export function prefetchOnIntent({
  api,
  queryClient,
  routes,
  saver = false,
  click,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  routes: RouteObject[];
  saver?: boolean;
  click?: MouseEvent | undefined;
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
  const clicked = click && appLinkOf(click, origin);
  if (clicked) start(clicked);
  document.addEventListener('click', onClick, { capture: true });
  if (saver) return () => document.removeEventListener('click', onClick, { capture: true });
  document.addEventListener('focusin', onIntent, options);
  document.addEventListener('touchstart', onIntent, options);
  document.addEventListener('pointerover', onPointerOver, options);
  document.addEventListener('pointerout', onPointerOut, options);
  return () => {
    cancelHover();
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('focusin', onIntent, options);
    document.removeEventListener('touchstart', onIntent, options);
    document.removeEventListener('pointerover', onPointerOver, options);
    document.removeEventListener('pointerout', onPointerOut, options);
  };
}
