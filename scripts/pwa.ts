/**
 * The served site as an installable app (issue 41), in real-backend builds only (`npm run serve`,
 * VITE_API_BASE_URL set): the web app manifest and its icons, rasterised from the logo at build
 * (sharp), a theme colour per colour scheme, the offline page, and the service worker
 * (vite-plugin-pwa, Workbox, `app/worker/sw.ts`) with its registration script
 * (`app/worker/register.js`). The demo (`npm start`) has none of it: MSW's worker is its backend,
 * and two workers cannot control one scope.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { darkTokens, lightTokens } from '../packages/forum-ui/src/design-system/theme/tokens.ts';

const APP = new URL('../app/', import.meta.url);
const LOGO = new URL('public/favicon.svg', APP);
const REGISTER = new URL('worker/register.js', APP);
const OFFLINE_LIST = new URL('worker/offline-list.js', APP);

export const SITE_NAME = 'TechForum';

/** The header's colour in each scheme: what the browser paints around the page. */
export const THEME_COLORS = {
  light: lightTokens.color.surfaceRaised,
  dark: darkTokens.color.surfaceRaised,
} as const;

/** The icons the manifest names, made from the logo at build (pwaIcons). */
export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const OFFLINE_PATH = '/offline.html';

export function webAppManifest(): Partial<ManifestOptions> {
  return {
    name: `${SITE_NAME}: technology discussions`,
    short_name: SITE_NAME,
    description: 'A technology discussion forum.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: THEME_COLORS.light,
    background_color: lightTokens.color.surface,
    icons: ICONS.map((icon) => ({ ...icon })),
  };
}

/** The two `<meta name="theme-color">` tags, one per colour scheme. */
export function themeColorTags(): string {
  return (['light', 'dark'] as const)
    .map(
      (scheme) =>
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${THEME_COLORS[scheme]}" />`,
    )
    .join('\n    ');
}

const OFFLINE_STYLE = [
  `:root{color-scheme:light dark;font-family:system-ui,sans-serif;background:${lightTokens.color.surface};color:${lightTokens.color.text}}`,
  `@media (prefers-color-scheme:dark){:root{background:${darkTokens.color.surface};color:${darkTokens.color.text}}a{color:${darkTokens.color.link}}}`,
  `main{max-width:36rem;margin:12vh auto 0;padding:0 16px;line-height:1.5}`,
  `a{color:${lightTokens.color.link}}`,
].join('');

/**
 * The offline page: what a page never saved on this device opens as without a connection (the
 * worker's catch handler). Static and precached; its own policy allows its one <style> and
 * scripts of this site: `listScript`, which lists the threads kept on this device
 * (app/worker/offline-list.js). "Try again" is a link to the address it stands in for (an empty
 * href), the home page a link.
 */
export function offlinePage(listScript: string): string {
  const styleHash = createHash('sha256').update(OFFLINE_STYLE).digest('base64');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; script-src 'self'; style-src 'sha256-${styleHash}'" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>You are offline | ${SITE_NAME}</title>
    <style>${OFFLINE_STYLE}</style>
  </head>
  <body>
    <main>
      <h1>You are offline</h1>
      <p>This page has not been saved on this device, so it cannot open without a connection.</p>
      <p>Pages you have read here open without one.</p>
      <p><a href="">Try again</a> · <a href="/">Home</a><span id="saved-link" hidden> · <a href="/saved">Saved for offline</a></span></p>
      <section id="saved-threads" aria-labelledby="saved-threads-title" hidden>
        <h2 id="saved-threads-title">Threads you can read offline</h2>
        <ul></ul>
      </section>
    </main>
    <script src="${listScript}"></script>
  </body>
</html>
`;
}

/** A chunk of the bundle, as far as shellFiles reads it. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  /** The module a chunk stands for (an entry's, or a dynamic import's). */
  facadeModuleId?: string | null;
  imports?: string[];
  /** The chunks it imports with `import()`. */
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Modules that a page may need offline though no page loaded them online, precached with the
 * shell: the notice of a page served from its saved copy ("Saved copy from 10:42", loaded only
 * then), and the outbox, which loads when a member first posts or likes without a network (its
 * IndexedDB code, and the replies shown "Waiting to send" on the thread).
 */
export const OFFLINE_MODULES = [
  '/app/src/offline/SavedCopyRoot.tsx',
  '/packages/api/src/outbox/runtime.ts',
  '/packages/forum-ui/src/features/thread/Outbox/OutboxRepliesScreen.tsx',
] as const;

/**
 * Logging out, which must clear the device with or without a network (docs/accounts.md): the rest
 * of logout (@forum/api's logout.ts) with every store it loads to clear (its `import()`s: the
 * outbox, reading positions, saved for offline), and the app's list of what it keeps for a
 * member (app/src/memberData.ts). A member's page fetches them once idle, which may come after
 * the network has gone; so they are precached too, and a logout offline never finds them missing.
 */
export const LOGOUT_MODULES = ['/packages/api/src/logout.ts', '/app/src/memberData.ts'] as const;

/**
 * The shell's files: every entry chunk, the chunks it imports statically, and their stylesheets;
 * the same for the OFFLINE_MODULES, and for the LOGOUT_MODULES with the chunks they `import()`.
 * Route chunks are not among them: the worker keeps each as it is first used.
 */
export function shellFiles(bundle: Record<string, BundleChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const among = (modules: readonly string[], chunk: BundleChunk) =>
    modules.some((module) => chunk.facadeModuleId?.endsWith(module));
  for (const chunk of Object.values(bundle)) {
    if (chunk.isEntry || among(OFFLINE_MODULES, chunk)) visit(chunk.fileName);
    if (!among(LOGOUT_MODULES, chunk)) continue;
    visit(chunk.fileName);
    for (const loaded of chunk.dynamicImports ?? []) visit(loaded);
  }
  return files;
}

/** The precache: the shell, the offline page, the icons and the logo (the plugin adds the manifest). */
export function isPrecached(url: string, shell: Set<string>): boolean {
  return (
    shell.has(url) ||
    url === OFFLINE_PATH.slice(1) ||
    url === 'favicon.svg' ||
    ICONS.some((icon) => icon.src.slice(1) === url)
  );
}

/**
 * PNG icons from the logo: `any` at its full size (its corners are transparent), `maskable` on
 * the page colour with the logo inside the central 60% (the safe zone is the central 80% circle).
 */
async function renderIcons(): Promise<{ fileName: string; source: Buffer }[]> {
  const { default: sharp } = await import('sharp');
  const svg = readFileSync(LOGO);
  const logoAt = (size: number) => sharp(svg, { density: 72 * (size / 32) }).resize(size, size);
  const maskable = await sharp({
    create: { width: 512, height: 512, channels: 4, background: lightTokens.color.surfaceRaised },
  })
    .composite([{ input: await logoAt(308).png().toBuffer(), gravity: 'centre' }])
    .png()
    .toBuffer();
  return [
    { fileName: 'icons/icon-192.png', source: await logoAt(192).png().toBuffer() },
    { fileName: 'icons/icon-512.png', source: await logoAt(512).png().toBuffer() },
    { fileName: 'icons/maskable-512.png', source: maskable },
  ];
}

/** A hand-written script as sent: its whole-line comments dropped (they are for its readers). */
export function withoutCommentLines(source: string): string {
  return source.replace(/^[ \t]*(\/\/.*|\/\*.*\*\/)\r?\n/gm, '');
}

/** A hand-written script's address: `/assets/{name}-{hash}.js`, hashed like the build's files. */
export function scriptPath(name: string, source: string): string {
  return `/assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
}

/** The registration script's address: hashed by its content, like the build's own files. */
export function registerScriptPath(source: string): string {
  return scriptPath('register-worker', source);
}

/** Vite plugins for a real-backend build (app/vite.config.ts adds them to client builds only). */
export function servedSitePwa(): Plugin[] {
  let shell = new Set<string>();
  const register = withoutCommentLines(readFileSync(REGISTER, 'utf8'));
  const registerPath = registerScriptPath(register);
  const offlineList = withoutCommentLines(readFileSync(OFFLINE_LIST, 'utf8'));
  const offlineListPath = scriptPath('offline-list', offlineList);
  const files: Plugin = {
    name: 'forum:pwa-files',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const icon of await renderIcons())
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PATH.slice(1),
        source: offlinePage(offlineListPath),
      });
      this.emitFile({ type: 'asset', fileName: registerPath.slice(1), source: register });
      this.emitFile({ type: 'asset', fileName: offlineListPath.slice(1), source: offlineList });
      shell = shellFiles(bundle as unknown as Record<string, BundleChunk>);
      // The offline page's script is precached with it.
      shell.add(offlineListPath.slice(1));
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace('</head>', () => `  ${themeColorTags()}\n  </head>`)
          // At the end of the body, async: it waits for the page's load event anyway.
          .replace('</body>', () => `  <script async src="${registerPath}"></script>\n  </body>`),
    },
  };
  return [
    files,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'worker',
      filename: 'sw.ts',
      // register.js registers it, once the page has loaded (no inline script, no entry bytes).
      injectRegister: false,
      manifest: webAppManifest(),
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['index.html', 'sw.js'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => isPrecached(entry.url, shell)) }),
        ],
      },
    }),
  ];
}
