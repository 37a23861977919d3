import { describe, expect, it } from 'vitest';
import { entryKey, firstVisit, laterChunks, type Manifest } from './manifest.mjs';

// The shape Vite writes: the entry imports a shared chunk statically and each page lazily;
// pages share a chunk with the entry and with each other.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_Text-b.js'],
    dynamicImports: ['src/pages/home.tsx', 'src/pages/login.tsx'],
    css: ['assets/index-a.css'],
  },
  '_Text-b.js': { file: 'assets/Text-b.js', css: ['assets/Text-b.css'] },
  '_Form-c.js': { file: 'assets/Form-c.js', imports: ['_Text-b.js', 'index.html'] },
  '_Dialog-d.js': { file: 'assets/Dialog-d.js', css: ['assets/Dialog-d.css'] },
  'src/pages/home.tsx': {
    file: 'assets/home-e.js',
    src: 'src/pages/home.tsx',
    isDynamicEntry: true,
    imports: ['_Text-b.js', 'index.html'],
    dynamicImports: ['_Dialog-d.js'],
  },
  'src/pages/login.tsx': {
    file: 'assets/login-f.js',
    src: 'src/pages/login.tsx',
    isDynamicEntry: true,
    imports: ['_Form-c.js', 'index.html'],
    css: ['assets/login-f.css', 'assets/Text-b.css'],
  },
  '_Text-b.css': { file: 'assets/Text-b.css', src: '_Text-b.css' },
};

describe('entryKey', () => {
  it('finds the one entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('refuses a manifest with no entry or several', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/found 0/);
    expect(() =>
      entryKey({ a: { file: 'a.js', isEntry: true }, b: { file: 'b.js', isEntry: true } }),
    ).toThrow(/found 2/);
  });
});

describe('firstVisit', () => {
  it('takes the entry, the route chunk and their static imports, each once', () => {
    expect(firstVisit(manifest, ['index.html', 'src/pages/login.tsx'])).toEqual({
      chunks: ['index.html', '_Text-b.js', 'src/pages/login.tsx', '_Form-c.js'],
      js: ['assets/index-a.js', 'assets/Text-b.js', 'assets/login-f.js', 'assets/Form-c.js'],
      css: ['assets/index-a.css', 'assets/Text-b.css', 'assets/login-f.css'],
    });
  });

  it('leaves out what loads later through a dynamic import', () => {
    const visit = firstVisit(manifest, ['index.html', 'src/pages/home.tsx']);
    expect(visit.js).toEqual(['assets/index-a.js', 'assets/Text-b.js', 'assets/home-e.js']);
    expect(visit.css).not.toContain('assets/Dialog-d.css');
    expect(visit.js).not.toContain('assets/login-f.js');
  });

  it('is the entry alone for a route that renders from it', () => {
    expect(firstVisit(manifest, ['index.html']).js).toEqual([
      'assets/index-a.js',
      'assets/Text-b.js',
    ]);
  });

  it('fails on a chunk the manifest lacks, rather than under-counting', () => {
    expect(() => firstVisit(manifest, ['index.html', 'src/pages/gone.tsx'])).toThrow(
      'No chunk "src/pages/gone.tsx" in the manifest',
    );
  });
});

describe('laterChunks', () => {
  const visit = (path: string, key?: string) => ({
    path,
    chunks: firstVisit(manifest, key ? ['index.html', key] : ['index.html']).chunks,
  });

  it("names what a route's own chunks load later, and which routes can load it", () => {
    const later = laterChunks(manifest, 'index.html', [
      visit('/', 'src/pages/home.tsx'),
      visit('/login', 'src/pages/login.tsx'),
      visit('/elsewhere'),
    ]);
    expect([...later]).toEqual([['_Dialog-d.js', ['/']]]);
  });

  it("leaves out the entry's dynamic imports (the route table's pages)", () => {
    expect(laterChunks(manifest, 'index.html', [visit('/elsewhere')]).size).toBe(0);
  });
});
