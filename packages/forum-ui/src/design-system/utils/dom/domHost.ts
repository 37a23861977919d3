/**
 * The DOM that user content is parsed in: the browser's window, or, where there is none (a
 * server rendering pages), the one the server supplies with setDomHost (for example
 * `new JSDOM('', { url: siteOrigin }).window`). The sanitiser and htmlToText both read it.
 */
let serverWindow: (Window & typeof globalThis) | undefined;

export function setDomHost(host: Window & typeof globalThis): void {
  serverWindow = host;
}

/** The window to parse user content in, or undefined on a server that supplied none. */
export function domHost(): (Window & typeof globalThis) | undefined {
  return typeof window === 'undefined' ? serverWindow : window;
}
