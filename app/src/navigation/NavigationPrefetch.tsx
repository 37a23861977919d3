import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@forum/api';
import { preloadPages } from '../routing.tsx';
import { HOVER_INTENT_MS, appLinkOf } from './linkIntent.ts';

/** The pages' data declarations (pageData.ts): their own chunk, loaded once a page is on screen. */
const loadPageData = () => import('../pageData.ts');
type PageDataModule = Awaited<ReturnType<typeof loadPageData>>;

/**
 * Navigation that starts at the click: the next page's declared data (the route table's, in
 * pageData.ts) is asked for at the click, alongside its code, instead of after the code has
 * arrived and the screen has rendered. A link the pointer rests on (100 ms), that takes focus, or
 * that is touched prefetches both, once: TanStack Query does not fetch again what is fresh (its
 * staleTime), and a page's module loads once.
 *
 * It listens on the document (capture phase, before React Router's own click handler), so every
 * link of every screen takes part without knowing it.
 */
export function NavigationPrefetch({ routes }: { routes: RouteObject[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    const origin = window.location.origin;
    let declarations: PageDataModule | undefined;
    const declared = loadPageData().then((module) => (declarations = module));
    const start = (url: URL) => {
      const address = url.pathname + url.search;
      const fetchData = ({ pageQueries, queryOptionsOf }: PageDataModule) => {
        for (const query of pageQueries(address, api))
          void queryClient.prefetchQuery(queryOptionsOf(query));
      };
      // Loaded long before a click as a rule; at a click that comes first, as soon as it is.
      if (declarations) fetchData(declarations);
      else void declared.then(fetchData);
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
    document.addEventListener('click', onClick, { capture: true });
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
  }, [api, queryClient, routes]);
  return null;
}
