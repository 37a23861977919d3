// The production server of `npm run serve`: public pages rendered with their data (React's
// streaming renderer over the same screens as the browser), every other page as the shell,
// static files from the client build. It keeps no state between requests, so any number of
// them can run behind a load balancer or CDN (README: "Serving the site").
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sirv from 'sirv';
import { createPageCache } from './pageCache.mjs';

/** A guest's rendered page: a CDN may keep it a minute, and serve it stale while it refreshes. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** The shell: the browser renders it, and it is the same for everyone. */
export const SHELL_CACHE = 'public, max-age=0, s-maxage=300';
/** A page whose data did not come in time: nobody should keep it. */
export const FALLBACK_CACHE = 'no-store';

/** The path of a hashed asset the server makes itself: `/assets/{name}-{hash of its source}.js`. */
const madeAssetPath = (name, source) =>
  `/assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;

/** The loader a rendered page names instead of its module scripts (loadAfterPaint.js). */
const LOADER_SOURCE = readFileSync(join(import.meta.dirname, 'loadAfterPaint.js'), 'utf8');
export const LOADER_PATH = madeAssetPath('load-after-paint', LOADER_SOURCE);

/**
 * A page's module: it imports the route's chunks, so the browser fetches them side by side as
 * soon as it has this one, through its own module loader. (A `<link rel="modulepreload">` added
 * from a script costs main-thread time each, and a search page names many chunks.)
 * Undefined when the route has none.
 */
export function pageModule(chunks) {
  if (!chunks.length) return undefined;
  const source = chunks.map((href) => `import ${JSON.stringify(href)};\n`).join('');
  return { path: madeAssetPath('page', source), source };
}

/**
 * The tag of a rendered page that loads its scripts once it has painted: the entry module and
 * the page's module, which the shell instead names in its <head> to load at once.
 */
export function afterPaintLoader(entrySrc, pagePath) {
  return `<script defer src="${LOADER_PATH}" data-entry="${entrySrc}"${pagePath ? ` data-page="${pagePath}"` : ''}></script>`;
}

/**
 * The head of a route's pages after its inline styles: the shell names its chunks to load at
 * once (it paints nothing until they run); a rendered page is read before any script runs, so it
 * names them through the loader, or, for a build without an entry module, preloads them.
 */
export function routeScripts(entrySrc, chunks) {
  const preloads = chunks
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return {
    shell: preloads,
    page: entrySrc ? afterPaintLoader(entrySrc, pageModule(chunks)?.path) : preloads,
  };
}

/** Sent with every answer: another site learns the origin a link was followed from, no path. */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Whether a request asks to save data (the `Save-Data: on` client hint). */
export const savesData = (header = '') => /^\s*on\s*(;|$)/i.test(header);

/**
 * The encoding to answer with, as the request's Accept-Encoding allows (RFC 9110 §12.5.3, its
 * q-values read): the one it weighs highest of Brotli and gzip, Brotli on a tie; none when it
 * accepts neither (`br;q=0`, or not named and no `*`).
 */
export function encodingFor(acceptEncoding = '') {
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? Math.min(1, weight) : 0);
  }
  const weightOf = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * The address with its path made plain: runs of slashes (`/.//evil.com`, `//x`) as one, so no
 * page names an address another host could be read from. Undefined when it is plain already.
 */
export function plainPath(pathname) {
  const plain = pathname.replace(/\/{2,}/g, '/');
  return plain === pathname ? undefined : plain;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed for `encoding` (Brotli at `quality`: 11 for the made scripts, once; 5 per
 * page), in libuv's thread pool: the event loop goes on answering other requests meanwhile.
 * @returns {Promise<Buffer>}
 */
function compress(body, encoding, quality) {
  if (encoding === 'br')
    return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  return gzipAsync(body, { level: quality > 6 ? 9 : 6 });
}

/**
 * The template cut once into the parts a page is put between: the head before and after its
 * <title>, the body up to #root, and the rest. A page is then assembled by joining strings, so
 * nothing a member wrote is ever read as a pattern (`String.replace` reads `$&`, `` $` ``, `$'` and
 * `$$` in a replacement string) or searched for a marker (a post that contains `</head>` or
 * `<div id="root"></div>` stays where React put it).
 */
export function templateParts(template) {
  const cut = (text, marker) => {
    const at = text.indexOf(marker);
    if (at < 0) throw new Error(`The page template has no ${marker}`);
    return [text.slice(0, at), text.slice(at + marker.length)];
  };
  const [head, afterHead] = cut(template, '</head>');
  const title = /<title>[\s\S]*?<\/title>/.exec(head);
  const [bodyStart, afterRoot] = cut(afterHead, '<div id="root"></div>');
  const [bodyEnd, end] = cut(afterRoot, '</body>');
  return {
    headStart: title ? head.slice(0, title.index) : head,
    title: title ? title[0] : '',
    headEnd: title ? head.slice(title.index + title[0].length) : '',
    bodyStart,
    bodyEnd,
    end,
  };
}

/**
 * The document around a rendered page, or the shell (noindex for pages that are not rendered).
 * `template`: the page template, or its templateParts (cut once at start). `saveData`: the page
 * was rendered for a request that said `Save-Data: on`, and says so to the browser beside its
 * data, which hydrates with the data saver on.
 */
export function documentFor(
  template,
  { head = '', html = '', state, siteUrl, saveData = false, noindex = false },
) {
  const parts = typeof template === 'string' ? templateParts(template) : template;
  return [
    parts.headStart,
    head ? '' : parts.title,
    parts.headEnd,
    noindex ? '<meta name="robots" content="noindex" />' : '',
    head,
    '</head>',
    parts.bodyStart,
    '<div id="root">',
    html,
    '</div>',
    parts.bodyEnd,
    state === undefined
      ? ''
      : `<script type="application/json" id="forum-state"${siteUrl ? ` data-site-url="${escapeAttribute(siteUrl)}"` : ''}${saveData ? ' data-save-data="on"' : ''}>${state}</script>`,
    '</body>',
    parts.end,
  ].join('');
}

/** `value` safe inside a double-quoted attribute. */
const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * The site's address for a request: SITE_URL when set; without it, the request's own host, but
 * only a local one (a Host header is the client's to write: a page kept in the cache must never
 * name an address someone sent), else `fallback`.
 */
export function siteUrlFor(configured, hostHeader, fallback) {
  if (configured) return configured;
  return hostHeader && LOCAL_HOST.test(hostHeader) ? `http://${hostHeader}/` : fallback;
}

/**
 * The build's Content-Security-Policy (its <meta>, scripts/csp.ts), sent as a header instead,
 * with what only a header can say (frame-ancestors) and one addition: `style-src-attr
 * 'unsafe-inline'`. A page the server renders carries React's style attributes as HTML (a reply's
 * depth, a category's colour), which the browser otherwise only sets through the CSSOM, which the
 * policy does not restrict. Scripts stay 'self' only; <style> elements and stylesheets too; user
 * HTML never has style attributes (the sanitiser removes them).
 */
function policyOf(template) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>\s*/.exec(template);
  if (!meta) return { policy: undefined, template };
  return {
    policy: `${meta[1]}; style-src-attr 'unsafe-inline'; frame-ancestors 'none'`,
    template: template.replace(meta[0], ''),
  };
}

/** The meta tag that tells a page where to send its vitals (app/src/vitals/startVitals.ts). */
export const VITAL_REPORT_META = 'vital-report-url';

/**
 * Where real visits send their vitals (VITAL_REPORT_URL), read at start: unset or empty, none
 * (the default: pages then load nothing for it); an absolute http(s) address, or a path on this
 * site; anything else stops the server, rather than serve pages whose beacons the policy blocks.
 * Returns the address and the origin the policy's connect-src must add (none for this site's).
 */
export function vitalReportConfig(value) {
  const address = value?.trim();
  if (!address) return undefined;
  // A path on this site; `//host` and `/\host` are another host's, which browsers read so.
  if (/^\/(?![/\\])/.test(address)) return { url: address };
  let parsed;
  try {
    parsed = new URL(address);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password)
    throw new Error(
      `VITAL_REPORT_URL must be an http(s) address or a path on this site (/…), not ${JSON.stringify(address)}.`,
    );
  return { url: parsed.href, origin: parsed.origin };
}

/** `policy` with `source` added to its connect-src (where a page may send its beacons). */
export function allowConnect(policy, source) {
  if (!policy || !source) return policy;
  return policy.replace(
    /(^|; )connect-src ([^;]*)/,
    (_, start, list) => `${start}connect-src ${list} ${source}`,
  );
}

/** `template` with the vital report's meta tag at the end of its head (none without a report). */
export function withVitalReport(template, report) {
  if (!report) return template;
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('The page template has no </head>');
  const tag = `<meta name="${VITAL_REPORT_META}" content="${escapeAttribute(report.url)}" />`;
  return `${template.slice(0, at)}${tag}${template.slice(at)}`;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * A page's stylesheets written into its <head>, in their order: each as a <style> with its
 * rules, followed by its <link> with a type no browser styles with (INLINE_COPY_TYPE), which is
 * neither fetched nor applied (HTML: a link whose type is not a supported styling language is not
 * fetched; Chromium 150's preload scanner fetches a `disabled` one all the same), and `disabled`
 * besides. The page paints from the first response, with no stylesheet request in the way (on a
 * slow phone network, small stylesheets queued behind the scripts hold the first paint back:
 * `npm run bench:lighthouse`); the link tells Vite's loader, which looks for a
 * `rel="stylesheet"` link by its address, on a later navigation, that the sheet is in the page,
 * so it is not fetched and applied a second time. Returns the HTML and the `'sha256-…'` sources
 * the policy allows those <style> elements by. A sheet that cannot be read, or that could close
 * its <style> early, stays a plain link.
 */
/** The type of a stylesheet's link whose rules came inline: a type no browser fetches. */
export const INLINE_COPY_TYPE = 'text/x-inline-copy';

export function inlineStylesheets(hrefs, readSheet) {
  let html = '';
  const hashes = [];
  for (const href of hrefs) {
    const css = readSheet(href);
    if (css === undefined || /<\/style/i.test(css)) {
      html += `<link rel="stylesheet" crossorigin href="${href}">`;
      continue;
    }
    html += `<style>${css}</style><link rel="stylesheet" type="${INLINE_COPY_TYPE}" crossorigin href="${href}" disabled>`;
    hashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  }
  return { html, hashes };
}

/** `policy` with `sources` added to its style-src (for the <style> elements of one page). */
export function allowStyles(policy, sources) {
  if (!policy || !sources.length) return policy;
  return policy.replace(
    /(^|; )style-src ([^;]*)/,
    (_, start, list) => `${start}style-src ${list} ${sources.join(' ')}`,
  );
}

/**
 * Starts the server. `clientDir`: the client build (index.html, assets); `serverEntry`: the SSR
 * build's entry-server.js; `apiBaseUrl`: the API the server fetches pages' data from.
 */
export async function startServer({
  clientDir,
  serverEntry,
  apiBaseUrl,
  port = 4173,
  host = '0.0.0.0',
  budgetMs = 1500,
  siteUrl,
  cacheSeconds = 5,
  maxRenders = 16,
  routeAssets = {},
  vitalReport,
  log = console.log,
}) {
  const fallbackSiteUrl = `http://localhost:${port}/`;
  if (!siteUrl)
    log(
      `SITE_URL is not set: pages name their absolute address (og:url, canonical) from a localhost request's Host, else ${fallbackSiteUrl}. Set SITE_URL to the site's public address in production.`,
    );
  const pageCache = createPageCache({ freshMs: cacheSeconds * 1000, maxRenders });
  const root = resolve(clientDir);
  const built = policyOf(readFileSync(join(root, 'index.html'), 'utf8'));
  // Real visits' beacons may go to the vital report's origin, and only when it is set.
  const policy = allowConnect(built.policy, vitalReport?.origin);
  // Every page is sent with the build's security policy: a build without one is not served.
  if (!policy)
    throw new Error(
      `${join(root, 'index.html')} has no Content-Security-Policy <meta> (scripts/csp.ts writes it at build): refusing to serve pages without a policy.`,
    );
  // The entry's stylesheets leave the template: each page writes them, with its own, inline.
  const entryCss = [...built.template.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const template = withVitalReport(built.template.replace(STYLESHEET_LINK, ''), vitalReport);
  const entryLinks = entryCss.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  // A rendered page names its entry through the loader (afterPaintLoader), not in the template.
  const entrySrc = ENTRY_SCRIPT.exec(template)?.[1];
  /**
   * The scripts the server makes, by path: the loader and every route's page module, made at
   * start from the build alone, so each server behind a balancer answers any page's.
   */
  const madeScripts = new Map([[LOADER_PATH, LOADER_SOURCE]]);
  for (const { js = [] } of entrySrc ? Object.values(routeAssets) : []) {
    const module = pageModule(js);
    if (module) madeScripts.set(module.path, module.source);
  }
  const shellParts = templateParts(template);
  const pageParts = templateParts(entrySrc ? template.replace(ENTRY_SCRIPT, '') : template);
  const entry = await import(pathToFileURL(resolve(serverEntry)).href);

  /**
   * The build's files: sirv, with the Brotli and gzip copies scripts/serve.mjs writes beside each
   * (content negotiation, ETags and 304s, ranges, types, no path outside the build). The template
   * is never a file to send: `/` and `/index.html` are pages.
   */
  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    // Only a file's exact name: `/index` is a page, never the template.
    extensions: [],
    setHeaders: (res, pathname) => {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : // The service worker is checked on every visit (a CDN must not keep an old one).
            pathname === '/sw.js'
            ? 'no-cache'
            : 'public, max-age=3600',
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', REFERRER_POLICY);
    },
  });
  /** A file of the build's to send as it is: never the template, however its name is spelt. */
  const isFileAddress = (pathname) => {
    let name;
    try {
      name = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return name !== '/' && !name.endsWith('/') && !/^\/+index(\.html?)?$/i.test(name);
  };
  /** The made scripts, compressed once each (they do not change while the server runs). */
  const compressedScripts = new Map();
  const compressedScript = (path, encoding) => {
    const key = `${encoding}:${path}`;
    if (!compressedScripts.has(key))
      compressedScripts.set(key, compress(Buffer.from(madeScripts.get(path)), encoding, 11));
    return compressedScripts.get(key);
  };
  /** A page's answer in `encoding`: its status, headers and (compressed) body. */
  const answerOf = async (encoding, status, headers, body) => {
    const compressed =
      body && encoding ? await compress(Buffer.from(body), encoding, 5) : undefined;
    return {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': REFERRER_POLICY,
        // A rendered page differs with Save-Data (the data saver), so a CDN keeps both.
        Vary: 'Accept-Encoding, Save-Data',
        ...(policy ? { 'Content-Security-Policy': policy } : {}),
        ...(compressed ? { 'Content-Encoding': encoding } : {}),
        ...headers,
      },
      body: compressed ?? body,
    };
  };
  const write = (req, res, { status, headers, body }, extra = {}) => {
    res.writeHead(status, { ...headers, ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const send = async (req, res, status, headers, body) =>
    write(
      req,
      res,
      await answerOf(encodingFor(req.headers['accept-encoding']), status, headers, body),
    );

  /**
   * Per route: its stylesheets inline (the entry's, then its page's), its scripts (routeScripts),
   * and the policy that allows those <style> elements. Made once per route.
   */
  const headOfRoute = new Map();
  /** A stylesheet of the build, by the address the manifest gives it. */
  const readSheet = (href) => {
    const file = normalize(join(root, href));
    return file.startsWith(root) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const routeHead = (match) => {
    const route = match.route.module ?? '';
    if (!headOfRoute.has(route)) {
      const { css = [], js = [] } = routeAssets[route] ?? {};
      const styles = inlineStylesheets([...entryCss, ...css], readSheet);
      const scripts = routeScripts(entrySrc, js);
      headOfRoute.set(route, {
        shell: `${styles.html}${scripts.shell}`,
        page: `${styles.html}${scripts.page}`,
        policy: allowStyles(policy, styles.hashes),
      });
    }
    return headOfRoute.get(route);
  };

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(
        req,
        res,
        405,
        { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' },
        'Method Not Allowed',
      );
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const plain = plainPath(url.pathname);
    if (plain)
      return send(
        req,
        res,
        301,
        { Location: `${plain}${url.search}`, 'Cache-Control': PAGE_CACHE },
        '',
      );
    if (madeScripts.has(url.pathname)) {
      const encoding = encodingFor(req.headers['accept-encoding']);
      const script = encoding
        ? await compressedScript(url.pathname, encoding)
        : madeScripts.get(url.pathname);
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': REFERRER_POLICY,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      return res.end(req.method === 'HEAD' ? undefined : script);
    }
    if (isFileAddress(url.pathname)) {
      const served = await new Promise((done) => files(req, res, () => done(false)));
      if (served !== false) return;
    }
    // The address is matched against the route table once: the plan, the page's head, its
    // data, its module and its render all read this match.
    const match = entry.matchRoute(url.pathname);
    const plan = entry.serverPlan(match, url.search);
    if (plan.kind === 'redirect')
      return send(req, res, 301, { Location: plan.location, 'Cache-Control': PAGE_CACHE }, '');
    // The page's own stylesheets and chunks (scripts/serve.mjs writes them per route), for the
    // shell too: its page's module then loads with the entry, not after it.
    const { shell, page, policy: pagePolicy } = routeHead(match);
    const csp = pagePolicy ? { 'Content-Security-Policy': pagePolicy } : {};
    if (plan.kind === 'shell')
      return send(
        req,
        res,
        200,
        { 'Cache-Control': SHELL_CACHE, ...csp },
        documentFor(shellParts, { head: shell, noindex: true }),
      );
    const site = siteUrlFor(siteUrl, req.headers.host, fallbackSiteUrl);
    const encoding = encodingFor(req.headers['accept-encoding']);
    const address = `${url.pathname}${url.search}`;
    const shellAnswer = (reason) => {
      log(`${url.pathname}: sent the shell (${reason})`);
      return answerOf(
        encoding,
        200,
        { 'Cache-Control': FALLBACK_CACHE, ...csp },
        documentFor(shellParts, { head: shell }),
      );
    };
    const saveData = savesData(req.headers['save-data']);
    const { outcome, answer } = await pageCache.get(
      // What a guest's page depends on: its address, the site's (siteUrlFor), and Save-Data.
      `${site}\0${address}${saveData ? '\0save-data' : ''}`,
      encoding ?? 'identity',
      async () => {
        const result = await entry.renderPage(address, {
          match,
          apiBaseUrl,
          budgetMs,
          siteUrl: site,
          saveData,
          onUndeclared: (path, queries) =>
            log(
              `${path}: fetched during its render what its route does not declare: ${queries.join(', ')}`,
            ),
        });
        return { keep: result.kind === 'page', raw: result };
      },
      (result) =>
        result.kind === 'shell'
          ? shellAnswer(result.reason)
          : answerOf(
              encoding,
              result.status,
              { 'Cache-Control': PAGE_CACHE, ...csp },
              documentFor(pageParts, {
                noindex: plan.noindex === true,
                head: `${page}${result.head}`,
                html: result.html,
                state: result.state,
                siteUrl: site,
                saveData,
              }),
            ),
    );
    // Too many renders waiting and nothing kept: the shell at once, never a queue for the CPU.
    return write(req, res, answer ?? (await shellAnswer('busy')), { 'X-Page-Cache': outcome });
  }

  entry.installServerDom(siteUrl ?? fallbackSiteUrl);
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      // Never a stack trace in a response: the log has it, the reader gets the shell.
      log(`${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent)
        send(
          req,
          res,
          200,
          { 'Cache-Control': FALLBACK_CACHE },
          documentFor(shellParts, { head: entryLinks.join('') }),
        );
      else res.end();
    });
  });
  // A slow or idle client holds nothing for long: its headers within 10 s, its whole request
  // within 30 s, an idle keep-alive connection 5 s (a load balancer's is longer).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  await new Promise((done) => server.listen(port, host, done));
  return server;
}
