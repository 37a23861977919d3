/**
 * The server build's entry (`vite build --ssr`, see scripts/serve.mjs): what app/server/server.mjs
 * calls to render a public page, and the route table it plans each address and links each page's
 * chunks by. Members' HTML is sanitised in a DOM, so the server brings one.
 */
import { JSDOM } from 'jsdom';
import { setUserHtmlWindow } from '@forum/forum-ui/design-system';

export { renderPage, type RenderResult } from './ssr/renderPage.tsx';
export { ROUTES, isRedirect, matchRoute, serverPlan } from './pages.ts';
export { STATE_ELEMENT_ID } from './ssr/embedState.ts';

/** Call once at start: the DOM user HTML is parsed in (its address is the site's, for links). */
export function installServerDom(siteUrl: string): void {
  setUserHtmlWindow(
    new JSDOM('', { url: siteUrl }).window as unknown as Window & typeof globalThis,
  );
}
