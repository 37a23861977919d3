/**
 * The server's pure pieces: a page's stylesheets written inline with the policy's hashes for
 * them, and the document around a page. (The served site itself is walked by app/e2e/server.spec.ts.)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  LOADER_PATH,
  afterPaintLoader,
  allowConnect,
  allowStyles,
  documentFor,
  encodingFor,
  inlineStylesheets,
  pageModule,
  plainPath,
  routeScripts,
  savesData,
  templateParts,
  vitalReportConfig,
  withVitalReport,
  // @ts-expect-error -- a plain ES module of the Node server, without types
} from './server.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineStylesheets', () => {
  const sheets: Record<string, string> = {
    '/assets/index.css': ':root{--a:1}',
    '/assets/home.css': '.b{color:red}',
    '/assets/odd.css': '.c::after{content:"</style><script>"}',
  };
  const read = (href: string) => sheets[href];

  it('writes each sheet as a <style>, in order, with a link the loader recognises and no browser fetches', () => {
    const { html, hashes } = inlineStylesheets(['/assets/index.css', '/assets/home.css'], read);
    expect(html).toBe(
      '<style>:root{--a:1}</style><link rel="stylesheet" type="text/x-inline-copy" crossorigin href="/assets/index.css" disabled>' +
        '<style>.b{color:red}</style><link rel="stylesheet" type="text/x-inline-copy" crossorigin href="/assets/home.css" disabled>',
    );
    expect(hashes).toEqual([sha256(':root{--a:1}'), sha256('.b{color:red}')]);
  });

  it('keeps a plain link for a sheet it cannot read, or one that could close its <style>', () => {
    const { html, hashes } = inlineStylesheets(['/assets/odd.css', '/assets/gone.css'], read);
    expect(html).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/odd.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/gone.css">',
    );
    expect(hashes).toEqual([]);
  });
});

describe('allowStyles', () => {
  const policy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; style-src-attr 'unsafe-inline'";

  it('adds the hashes to style-src only, and leaves script-src and style-src-attr as they were', () => {
    expect(allowStyles(policy, ["'sha256-AAA='", "'sha256-BBB='"])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-AAA=' 'sha256-BBB='; img-src 'self'; style-src-attr 'unsafe-inline'",
    );
  });

  it('leaves the policy alone when there is nothing to add', () => {
    expect(allowStyles(policy, [])).toBe(policy);
    expect(allowStyles(undefined, ["'sha256-AAA='"])).toBeUndefined();
  });
});

describe('the vital report (VITAL_REPORT_URL)', () => {
  it('is off unless set, and takes an http(s) address or a path on this site', () => {
    expect(vitalReportConfig(undefined)).toBeUndefined();
    expect(vitalReportConfig('  ')).toBeUndefined();
    expect(vitalReportConfig('https://vitals.example.org/collect?site=forum')).toEqual({
      url: 'https://vitals.example.org/collect?site=forum',
      origin: 'https://vitals.example.org',
    });
    expect(vitalReportConfig('http://127.0.0.1:4999/v')).toEqual({
      url: 'http://127.0.0.1:4999/v',
      origin: 'http://127.0.0.1:4999',
    });
    // This site's own path: connect-src 'self' allows it already.
    expect(vitalReportConfig('/vitals')).toEqual({ url: '/vitals' });
  });

  it('refuses to start on an address a beacon cannot go to, or one with credentials', () => {
    for (const value of [
      'vitals.example.org',
      'javascript:alert(1)',
      'ftp://x.example/',
      '//x.example/v',
      '/\\x.example/v',
      'https://user:pw@x.example/',
    ])
      expect(() => vitalReportConfig(value), value).toThrow(/VITAL_REPORT_URL/);
  });

  it('adds its origin to connect-src only', () => {
    const policy = "default-src 'self'; connect-src 'self' https://api.example; img-src 'self'";
    expect(allowConnect(policy, 'https://vitals.example.org')).toBe(
      "default-src 'self'; connect-src 'self' https://api.example https://vitals.example.org; img-src 'self'",
    );
    expect(allowConnect(policy, undefined)).toBe(policy);
  });

  it('names its address to every page in a meta tag, escaped, and is absent when off', () => {
    const template =
      '<html><head><title>Forum</title></head><body><div id="root"></div></body></html>';
    expect(withVitalReport(template, undefined)).toBe(template);
    const withReport = withVitalReport(template, { url: 'https://v.example/c?a=1&b="2"' });
    expect(withReport).toBe(
      '<html><head><title>Forum</title><meta name="vital-report-url" content="https://v.example/c?a=1&amp;b=&quot;2&quot;" /></head><body><div id="root"></div></body></html>',
    );
    expect(documentFor(withReport, { html: '<p>x</p>' })).toContain(
      '<meta name="vital-report-url"',
    );
  });
});

describe('documentFor', () => {
  const template =
    '<html><head><title>TechForum</title></head><body><div id="root"></div></body></html>';

  it('puts the page in #root, its head tags in place of the title, and its data in a JSON script', () => {
    const page = documentFor(template, {
      head: '<title>Home</title>',
      html: '<main>Hi</main>',
      state: '{"a":1}',
    });
    expect(page).toBe(
      '<html><head><title>Home</title></head><body><div id="root"><main>Hi</main></div>' +
        '<script type="application/json" id="forum-state">{"a":1}</script></body></html>',
    );
  });

  it('reads nothing a member wrote as a pattern or a marker: one document, every string as written', () => {
    const hostile = 'was $$500 $` $& $\' $1 </head> <div id="root"></div> </body> <!-- </script>';
    const page = documentFor(template, {
      head: `<title>${hostile}</title>`,
      html: `<main>${hostile}</main>`,
      state: JSON.stringify({ hostile }),
    });
    expect(page).toBe(
      `<html><head><title>${hostile}</title></head><body><div id="root"><main>${hostile}</main></div>` +
        `<script type="application/json" id="forum-state">${JSON.stringify({ hostile })}</script></body></html>`,
    );
    expect(page.match(/<html>/g)).toHaveLength(1);
  });

  it('cuts the template once, at its own markers, and says which is missing', () => {
    expect(templateParts(template)).toEqual({
      headStart: '<html><head>',
      title: '<title>TechForum</title>',
      headEnd: '',
      bodyStart: '<body>',
      bodyEnd: '',
      end: '</html>',
    });
    expect(() => templateParts('<html><head></head><body></body></html>')).toThrow(
      'The page template has no <div id="root"></div>',
    );
  });

  it('tells the browser beside its data that the page was rendered for Save-Data: on', () => {
    const page = documentFor(template, { state: '{}', saveData: true });
    expect(page).toContain(
      '<script type="application/json" id="forum-state" data-save-data="on">{}</script>',
    );
    expect(documentFor(template, { state: '{}' })).not.toContain('data-save-data');
  });

  it('marks a page that is not rendered noindex', () => {
    expect(documentFor(template, { noindex: true })).toContain(
      '<meta name="robots" content="noindex" /></head>',
    );
  });
});

describe('the loader of a rendered page (loadAfterPaint.js)', () => {
  const source = readFileSync(join(import.meta.dirname, 'loadAfterPaint.js'), 'utf8');

  it('is named, hashed under /assets/, with the entry and the page’s module', () => {
    expect(LOADER_PATH).toMatch(/^\/assets\/load-after-paint-[0-9a-f]{10}\.js$/);
    expect(afterPaintLoader('/assets/index-1.js', '/assets/page-2.js')).toBe(
      `<script defer src="${LOADER_PATH}" data-entry="/assets/index-1.js" data-page="/assets/page-2.js"></script>`,
    );
    expect(afterPaintLoader('/assets/index-1.js', undefined)).toBe(
      `<script defer src="${LOADER_PATH}" data-entry="/assets/index-1.js"></script>`,
    );
  });

  it('gives a route a page module that imports its chunks, named by its content', () => {
    const module = pageModule(['/assets/a-1.js', '/assets/b-2.js']);
    expect(module.source).toBe('import "/assets/a-1.js";\nimport "/assets/b-2.js";\n');
    expect(module.path).toBe(
      `/assets/page-${createHash('sha256').update(module.source).digest('hex').slice(0, 10)}.js`,
    );
    expect(pageModule(['/assets/a-1.js']).path).not.toBe(module.path);
    expect(pageModule([])).toBeUndefined();
  });

  it('is what a rendered page names; the shell, or a build without an entry, preloads at once', () => {
    const chunks = ['/assets/a-1.js', '/assets/b-2.js'];
    const preloads =
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/b-2.js">';
    expect(routeScripts('/assets/index-1.js', chunks)).toEqual({
      shell: preloads,
      page: afterPaintLoader('/assets/index-1.js', pageModule(chunks).path),
    });
    expect(routeScripts(undefined, chunks)).toEqual({
      shell: preloads,
      page: preloads,
    });
  });

  it('adds the entry module and the page’s module only after the next frame', async () => {
    // The loader's own source, run as the page's script (jsdom fetches no external script).
    const tag = afterPaintLoader('/assets/index-1.js', '/assets/page-2.js').replace(
      /\ssrc="[^"]*"(.*)><\/script>$/,
      `$1>${source}</script>`,
    );
    const dom = new JSDOM(`<html><head>${tag}</head><body>Page</body></html>`, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document } = dom.window;
    const modules = () =>
      [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
    expect(modules()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(modules()).toEqual(['/assets/index-1.js', '/assets/page-2.js']);
    for (const script of document.querySelectorAll('script[type="module"]'))
      expect(script.getAttribute('crossorigin')).toBe('');
    dom.window.close();
  });
});

describe('encodingFor', () => {
  it('reads q-values: the highest of Brotli and gzip, Brotli on a tie, none at q=0', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('br;q=0')).toBeUndefined();
    expect(encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(encodingFor('br;q=0.5, gzip;q=0.5')).toBe('br');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('*;q=0, gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBeUndefined();
    expect(encodingFor('')).toBeUndefined();
    expect(encodingFor('GZIP ; Q=0.8')).toBe('gzip');
  });
});

describe('plainPath', () => {
  it('makes runs of slashes one, and leaves a plain path alone', () => {
    expect(plainPath('//evil.com')).toBe('/evil.com');
    expect(plainPath('/threads//2')).toBe('/threads/2');
    expect(plainPath('/threads/2')).toBeUndefined();
    expect(plainPath('/')).toBeUndefined();
  });
});

describe('savesData', () => {
  it('reads the Save-Data client hint: on, and nothing else', () => {
    expect(savesData('on')).toBe(true);
    expect(savesData('On')).toBe(true);
    expect(savesData(' on')).toBe(true);
    expect(savesData('off')).toBe(false);
    expect(savesData('online')).toBe(false);
    expect(savesData('')).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});
