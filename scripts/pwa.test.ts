import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ICONS,
  THEME_COLORS,
  isPrecached,
  offlinePage,
  registerScriptPath,
  withoutCommentLines,
  shellFiles,
  themeColorTags,
  webAppManifest,
  type BundleChunk,
} from './pwa.ts';

const chunk = (fileName: string, extra: Partial<BundleChunk> = {}): BundleChunk => ({
  type: 'chunk',
  fileName,
  ...extra,
});

describe('the served site as an app', () => {
  it('the manifest opens / standalone, with 192 and 512 px icons and a maskable one', () => {
    const manifest = webAppManifest();
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      short_name: 'TechForum',
    });
    expect(manifest.icons?.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('one theme colour per colour scheme, the header colour of each', () => {
    const tags = themeColorTags();
    expect(tags).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}" />`,
    );
    expect(tags).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}" />`,
    );
    expect(THEME_COLORS.light).not.toBe(THEME_COLORS.dark);
  });

  it('the offline page says so, runs only its list script, and its policy allows exactly its style', () => {
    const html = offlinePage('/assets/offline-list-0123456789.js');
    expect(html).toContain('<h1>You are offline</h1>');
    // No inline script: one file of this site, which lists the threads kept on this device.
    expect(html.match(/<script[^>]*>/gi)).toEqual([
      '<script src="/assets/offline-list-0123456789.js">',
    ]);
    expect(html).toContain("script-src 'self'");
    expect(html).toContain(
      '<section id="saved-threads" aria-labelledby="saved-threads-title" hidden>',
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(html).toContain(`style-src 'sha256-${hash}'`);
    expect(html).toContain("default-src 'none'");
  });

  it('the shell is the entry, what it imports statically and their styles: no route chunk', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/shared.js'],
        viteMetadata: { importedCss: new Set(['assets/index.css']) },
      }),
      'assets/shared.js': chunk('assets/shared.js', { imports: ['assets/index.js'] }),
      'assets/thread.js': chunk('assets/thread.js', {
        imports: ['assets/shared.js'],
        viteMetadata: { importedCss: new Set(['assets/thread.css']) },
      }),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' } as BundleChunk,
    };
    expect([...shellFiles(bundle)].sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  it('the saved-copy notice is precached with the shell: a page opened offline needs it', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true }),
      'assets/SavedCopyRoot.js': chunk('assets/SavedCopyRoot.js', {
        facadeModuleId: '/work/app/src/offline/SavedCopyRoot.tsx',
        imports: ['assets/SavedCopyNotice.js'],
      }),
      'assets/SavedCopyNotice.js': chunk('assets/SavedCopyNotice.js', {
        viteMetadata: { importedCss: new Set(['assets/SavedCopyNotice.css']) },
      }),
      'assets/thread.js': chunk('assets/thread.js', {
        facadeModuleId: '/work/app/src/pages/thread.tsx',
      }),
    };
    expect([...shellFiles(bundle)].sort()).toEqual([
      'assets/SavedCopyNotice.css',
      'assets/SavedCopyNotice.js',
      'assets/SavedCopyRoot.js',
      'assets/index.js',
    ]);
  });

  it("the outbox is precached: a member's first reply without a network needs its code", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true }),
      'assets/runtime.js': chunk('assets/runtime.js', {
        facadeModuleId: '/work/packages/api/src/outbox/runtime.ts',
        imports: ['assets/idb.js'],
      }),
      'assets/idb.js': chunk('assets/idb.js'),
      'assets/OutboxRepliesScreen.js': chunk('assets/OutboxRepliesScreen.js', {
        facadeModuleId:
          '/work/packages/forum-ui/src/features/thread/Outbox/OutboxRepliesScreen.tsx',
      }),
      'assets/thread.js': chunk('assets/thread.js', {
        facadeModuleId: '/work/app/src/pages/thread.tsx',
      }),
    };
    expect([...shellFiles(bundle)].sort()).toEqual([
      'assets/OutboxRepliesScreen.js',
      'assets/idb.js',
      'assets/index.js',
      'assets/runtime.js',
    ]);
  });

  it('logout is precached with every store it clears: a logout offline needs them all', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true }),
      'assets/logout.js': chunk('assets/logout.js', {
        facadeModuleId: '/work/packages/api/src/logout.ts',
        imports: ['assets/memberDataApi.js'],
        dynamicImports: ['assets/outboxStore.js', 'assets/store.js'],
      }),
      'assets/memberDataApi.js': chunk('assets/memberDataApi.js'),
      'assets/outboxStore.js': chunk('assets/outboxStore.js', { imports: ['assets/idb.js'] }),
      'assets/idb.js': chunk('assets/idb.js'),
      'assets/store.js': chunk('assets/store.js'),
      'assets/memberData.js': chunk('assets/memberData.js', {
        facadeModuleId: '/work/app/src/memberData.ts',
        imports: ['assets/drafts.js'],
      }),
      'assets/drafts.js': chunk('assets/drafts.js'),
      'assets/thread.js': chunk('assets/thread.js', {
        facadeModuleId: '/work/app/src/pages/thread.tsx',
        dynamicImports: ['assets/editor.js'],
      }),
      'assets/editor.js': chunk('assets/editor.js'),
    };
    expect([...shellFiles(bundle)].sort()).toEqual([
      'assets/drafts.js',
      'assets/idb.js',
      'assets/index.js',
      'assets/logout.js',
      'assets/memberData.js',
      'assets/memberDataApi.js',
      'assets/outboxStore.js',
      'assets/store.js',
    ]);
  });

  it('precaches the shell, the offline page, the logo and the icons only', () => {
    const shell = new Set(['assets/index.js']);
    for (const url of [
      'assets/index.js',
      'offline.html',
      'favicon.svg',
      ...ICONS.map((icon) => icon.src.slice(1)),
    ])
      expect(isPrecached(url, shell)).toBe(true);
    for (const url of ['assets/thread.js', 'index.html', 'robots.txt'])
      expect(isPrecached(url, shell)).toBe(false);
  });

  it('the registration script is named by its content', () => {
    expect(registerScriptPath('a')).toMatch(/^\/assets\/register-worker-[0-9a-f]{10}\.js$/);
    expect(registerScriptPath('a')).not.toBe(registerScriptPath('b'));
  });

  it('the registration script is sent without its comment lines, its code intact', () => {
    const source = "/* global window */\n// Why.\n  // More.\nconst a = '//x'; // keep\nrun(a);\n";
    expect(withoutCommentLines(source)).toBe("const a = '//x'; // keep\nrun(a);\n");
  });
});
