import { NAVIGATING_ATTRIBUTE } from '@forum/forum-ui/design-system';

/**
 * Which link a browser event is about, if it leads to a page of this site that the app would
 * open itself: same origin, same window, a plain left click, not a download. Plain DOM, no React.
 */
export function appLinkOf(event: Event, origin: string): URL | undefined {
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (event instanceof MouseEvent && event.type === 'click') {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return undefined;
  }
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  return url.origin === origin ? url : undefined;
}

/** How long a pointer rests on a link before its page is prefetched (ms). */
export const HOVER_INTENT_MS = 100;

/**
 * Marks the page a followed link leaves while the next one renders (the design system's
 * NAVIGATING_ATTRIBUTE; AppShell takes it off once the next page is on screen). For a click's
 * bubble phase, after React Router's handler: a click on a link of this site that the router
 * took (it stopped the browser's own navigation and pushed the link's address). Plain DOM.
 */
export function markNavigating(event: MouseEvent, origin: string, doc: Document = document): void {
  const url = appLinkOf(event, origin);
  if (url && event.defaultPrevented && url.href === doc.location.href)
    doc.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, 'true');
}
