import { describe, expect, it } from 'vitest';
import {
  apportion,
  bytesBySource,
  decodeMappings,
  decodeVlq,
  groupOf,
  packageFromPath,
  unmappedOwners,
} from './attribution.mjs';

describe('decodeVlq', () => {
  it('reads signed Base64 VLQ numbers', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CADG')).toEqual([1, 0, -1, 3]);
    expect(decodeVlq('gB')).toEqual([16]); // a continuation digit
    expect(decodeVlq('2H')).toEqual([123]);
  });

  it('refuses a character outside Base64', () => {
    expect(() => decodeVlq('A!')).toThrow('Not a Base64 VLQ digit: "!"');
  });
});

describe('decodeMappings', () => {
  it('gives each line its columns and sources; the source index carries across lines', () => {
    expect(decodeMappings('AAAA,GCAA;AAAA,EDAA;;E')).toEqual([
      [
        { column: 0, source: 0 },
        { column: 3, source: 1 },
      ],
      [
        { column: 0, source: 1 },
        { column: 2, source: 0 },
      ],
      [],
      [{ column: 2, source: null }],
    ]);
  });
});

describe('bytesBySource', () => {
  it('gives each segment the text up to the next one; unmapped text and line breaks to null', () => {
    const code = 'aaaBBB\nBBa\nxyz\n  c';
    const totals = bytesBySource(code, {
      sources: ['a.js', 'b.js'],
      mappings: 'AAAA,GCAA;AAAA,EDAA;;E',
    });
    expect(totals.get(0)).toBe(3 + 1);
    expect(totals.get(1)).toBe(3 + 2);
    // three line breaks, the unmapped third line, the two spaces, then a null segment's 'c'
    expect(totals.get(null)).toBe(3 + 3 + 2 + 1);
    expect([...totals.values()].reduce((a, b) => a + b)).toBe(Buffer.byteLength(code));
  });

  it('counts UTF-8 bytes, while columns count UTF-16 units', () => {
    const totals = bytesBySource('"é"x', { sources: ['a.js', 'b.js'], mappings: 'AAAA,GCAA' });
    expect(totals.get(0)).toBe(4);
    expect(totals.get(1)).toBe(1);
  });
});

describe('packageFromPath', () => {
  it('reads the package from the last node_modules in the path', () => {
    expect(packageFromPath('/r/node_modules/react-dom/cjs/react-dom.production.js')).toBe(
      'react-dom',
    );
    expect(packageFromPath('/r/node_modules/@ariakit/react-components/dist/menu/menu.js')).toBe(
      '@ariakit/react-components',
    );
    expect(packageFromPath('/r/node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageFromPath('C:\\r\\node_modules\\scheduler\\index.js')).toBe('scheduler');
  });

  it('is null for code outside node_modules', () => {
    expect(packageFromPath('/r/packages/forum-ui/src/index.ts')).toBeNull();
  });
});

describe('groupOf', () => {
  it('puts the framework packages and Ariakit under their lines', () => {
    expect(groupOf('react')).toBe('react + scheduler');
    expect(groupOf('scheduler')).toBe('react + scheduler');
    expect(groupOf('react-router-dom')).toBe('react-router');
    expect(groupOf('@tanstack/query-core')).toBe('TanStack Query');
    expect(groupOf('@ariakit/react-core')).toBe('Ariakit');
    expect(groupOf('@floating-ui/dom')).toBe('floating-ui');
  });

  it('keeps any other package under its own name', () => {
    expect(groupOf('@forum/forum-ui')).toBe('@forum/forum-ui');
    expect(groupOf('@tanstack/react-form')).toBe('@tanstack/react-form');
    expect(groupOf('react-dom-extra')).toBe('react-dom-extra');
  });
});

describe('apportion', () => {
  it("splits a chunk's gzip size by each group's share of its bytes", () => {
    const shares = apportion(
      300,
      new Map([
        ['a', 100],
        ['b', 200],
      ]),
    );
    expect(shares).toEqual(
      new Map([
        ['a', 100],
        ['b', 200],
      ]),
    );
    expect(apportion(1000, new Map([['a', 5]])).get('a')).toBe(1000);
  });

  it('gives nothing when there are no bytes', () => {
    expect(apportion(100, new Map()).size).toBe(0);
  });
});

describe('unmappedOwners', () => {
  it("is the chunk's modules that its map leaves out, by rendered length", () => {
    const owners = unmappedOwners(
      [
        { id: '/r/src/Text.tsx', renderedLength: 300 },
        { id: '/r/src/text.css.ts', renderedLength: 900 },
        { id: '/r/src/text.css.ts.vanilla.css', renderedLength: 0 },
        { id: '\0rolldown/runtime.js', renderedLength: 100 },
      ],
      ['/r/src/Text.tsx'],
    );
    expect(owners).toEqual(
      new Map([
        ['/r/src/text.css.ts', 900],
        ['\0rolldown/runtime.js', 100],
      ]),
    );
  });
});
