/**
 * The server build's entry (`vite build --ssr`, see scripts/serve.mjs): what app/server/server.mjs
 * calls to render a public page, and the route table it plans each address and links each page's
 * chunks by. Members' HTML is sanitised in a DOM, so the server brings one.
 */
import { JSDOM } from 'jsdom';
import { setCodeRenderer, setUserHtmlWindow } from '@forum/forum-ui/design-system/server';
import { renderCode } from '@forum/forum-ui/design-system/code';

export { renderPage, type RenderResult } from './ssr/renderPage.tsx';
export { ROUTES, isRedirect, matchRoute, serverPlan } from './pages.ts';
export { STATE_ELEMENT_ID } from './ssr/embedState.ts';

/**
 * Call once at start: the DOM user HTML is parsed in (its address is the site's, for links), and
 * the code renderer, so a rendered page's code comes boxed and highlighted and the reader's
 * browser loads nothing for it.
 */
export function installServerDom(siteUrl: string): void {
  setUserHtmlWindow(
    new JSDOM('', { url: siteUrl }).window as unknown as Window & typeof globalThis,
  );
  setCodeRenderer(renderCode);
}
