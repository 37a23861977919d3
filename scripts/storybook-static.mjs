// A static Storybook build (storybook-static/) opened in Chromium: shared by the build check
// (check-storybook-build.mjs) and the visual review (visual-diff.mjs).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves a folder of static files on a free port of 127.0.0.1.
 * @param {string} dir
 * @returns {Promise<{ base: string, close: () => void }>}
 */
export async function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = normalize(
      decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname),
    ).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** Debian's Chromium through Playwright, with the project's quiet flags. */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/**
 * Before any page script (`context.addInitScript(WATCH_PLAY)`): the stories whose play function
 * failed, in `__playFailed`. Storybook catches a play function's exception, shows it in the
 * Interactions panel and still takes the render to 'finished', so without this a failed play
 * passed for rendered (and its screenshot showed a state half-way through).
 */
export const WATCH_PLAY = `(() => {
  const failed = (window.__playFailed = new Set());
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      value.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
        if (newPhase === 'preparing') failed.delete(storyId);
        if (newPhase === 'errored') failed.add(storyId);
      });
    },
  });
})();`;

/**
 * Waits until the entry open in the page has rendered: 'rendered', 'error display', 'play
 * failed' or 'timeout'. The page must have WATCH_PLAY (a story's answer says so otherwise).
 * A story has rendered when Storybook's render of it reached its last phase ('finished': after
 * the play function, the wait for animations and afterEach); a docs page when its content is
 * in the page.
 * @param {import('playwright').Page} page
 * @param {{ id: string, viewMode: 'story' | 'docs', timeout?: number }} options
 */
export async function waitForRender(page, { id, viewMode, timeout = 15_000 }) {
  return page
    .waitForFunction(
      ({ id, mode }) => {
        const body = document.body.classList;
        if (body.contains('sb-show-errordisplay')) return 'error display';
        if (mode === 'docs')
          return body.contains('sb-show-main') &&
            document.querySelector('#storybook-docs .sbdocs-content')
            ? 'rendered'
            : false;
        // Some stories render into a portal (dialogs) or render nothing (a single-page Pager).
        // (`__visualPrevious`: the render a switch of story leaves behind, not yet replaced.)
        const w = /** @type {any} */ (window);
        const render = w.__STORYBOOK_PREVIEW__?.currentRender;
        if (
          !body.contains('sb-show-main') ||
          !render ||
          render === w.__visualPrevious ||
          render.id !== id ||
          render.phase !== 'finished'
        )
          return false;
        // A page without the watch cannot tell a failed play from a finished one: it says so
        // rather than pass every story.
        if (!w.__playFailed) return 'no WATCH_PLAY in this page';
        return w.__playFailed.has(id) ? 'play failed' : 'rendered';
      },
      { id, mode: viewMode },
      { timeout },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timeout');
}
