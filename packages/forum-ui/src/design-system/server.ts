/**
 * The design system's entry for a server that renders it (`@forum/forum-ui/design-system/server`):
 * what the one user-HTML renderer needs there and a browser has of itself. Set once, at the
 * server's start (app/src/entry-server.tsx); nothing in a browser imports it.
 * - `setUserHtmlWindow`: the DOM the sanitiser works in (a browser's own window, a server's
 *   JSDOM), with the site's address for telling its own links apart.
 * - `setCodeRenderer`: the highlighter that turns a post's code into highlighted HTML, so that a
 *   reader gets it done (components/UserHtml/codeRenderer.ts, `@forum/forum-ui/design-system/code`).
 */
export { setUserHtmlWindow } from './components/UserHtml/sanitize.ts';
export { setCodeRenderer } from './components/UserHtml/codeRendering.ts';
