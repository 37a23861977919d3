import { describe, expect, it } from 'vitest';
import { stableNames, withStableNames } from './hashes.mjs';

describe('stableNames', () => {
  it('gives a hashed name the same stem, length and extension, whatever its hash', () => {
    const one = stableNames(['app/dist/assets/thread-CaajMNPi.js']).get('thread-CaajMNPi.js');
    const other = stableNames(['assets/thread-DCg_GwBw.js']).get('thread-DCg_GwBw.js');
    expect(one).toBe(other);
    expect(one).toMatch(/^thread-[\w-]{8}\.js$/);
    expect(one).not.toBe('thread-CaajMNPi.js');
  });

  it('tells files apart by stem and extension, hashes that hold dashes included', () => {
    const names = stableNames([
      'ThreadList-CyLDxx9-.js',
      'index-9_oonl4c.js',
      'index-BfT1_JvP.css',
    ]);
    expect(new Set(names.values()).size).toBe(3);
    expect(names.get('ThreadList-CyLDxx9-.js')).toMatch(/^ThreadList-[\w-]{8}\.js$/);
  });

  it('leaves names without a hash alone', () => {
    expect(stableNames(['index.html', 'sw.js', '.vite/manifest.json']).size).toBe(0);
  });
});

describe('withStableNames', () => {
  it('rewrites every mention of a hashed name, keeping the text the same length', () => {
    const names = stableNames(['assets/thread-CaajMNPi.js', 'assets/Badge-DFdEUNT1.js']);
    const code =
      'import{a}from"./Badge-DFdEUNT1.js";const t=()=>import(`./thread-CaajMNPi.js`),' +
      'p=["assets/thread-CaajMNPi.js"]';
    const stable = withStableNames(code, names);
    expect(stable).toHaveLength(code.length);
    expect(stable).not.toMatch(/CaajMNPi|DFdEUNT1/);
    expect(stable).toContain(`./${names.get('thread-CaajMNPi.js')}`);
    expect(stable).toContain(`"assets/${names.get('thread-CaajMNPi.js')}"`);
  });

  it('gives the same text for two builds that differ only in hashes', () => {
    const a = withStableNames('import("./home-AAAAAAAA.js")', stableNames(['home-AAAAAAAA.js']));
    const b = withStableNames('import("./home-Bb_c-123.js")', stableNames(['home-Bb_c-123.js']));
    expect(a).toBe(b);
  });
});
