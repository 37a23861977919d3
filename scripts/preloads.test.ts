import { describe, expect, it } from 'vitest';
import { missingPreloads, staticClosure, type ImportGraph } from './preloads.ts';

// A thread page's chunk imports the entry and two shared chunks; the composer it loads lazily
// needs the entry, one of those and a form chunk of its own.
const graph: ImportGraph = new Map([
  ['assets/index.js', []],
  ['assets/thread.js', ['assets/index.js', 'assets/numbers.js', 'assets/text.js']],
  ['assets/numbers.js', ['assets/index.js']],
  ['assets/text.js', ['assets/index.js', 'assets/graphemes.js']],
  ['assets/graphemes.js', []],
  ['assets/ThreadComposer.js', ['assets/index.js', 'assets/appForm.js', 'assets/text.js']],
  ['assets/appForm.js', ['assets/index.js', 'assets/shim.js']],
  ['assets/shim.js', []],
]);

describe('staticClosure', () => {
  it('is the chunk and what it imports statically, transitively, each once', () => {
    expect([...staticClosure(graph, 'assets/thread.js')].sort()).toEqual([
      'assets/graphemes.js',
      'assets/index.js',
      'assets/numbers.js',
      'assets/text.js',
      'assets/thread.js',
    ]);
  });

  it('is the chunk alone when the graph does not know it', () => {
    expect([...staticClosure(graph, 'assets/other.js')]).toEqual(['assets/other.js']);
  });

  it('ends on an import cycle', () => {
    const cyclic: ImportGraph = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['a.js']],
    ]);
    expect([...staticClosure(cyclic, 'a.js')].sort()).toEqual(['a.js', 'b.js']);
  });
});

describe('missingPreloads', () => {
  it('drops what the importing chunk has loaded, keeping the order of the rest', () => {
    const deps = [
      'assets/ThreadComposer.js',
      'assets/index.js',
      'assets/appForm.js',
      'assets/shim.js',
      'assets/text.js',
      'assets/graphemes.js',
    ];
    expect(missingPreloads(graph, 'assets/thread.js', deps)).toEqual([
      'assets/ThreadComposer.js',
      'assets/appForm.js',
      'assets/shim.js',
    ]);
  });

  it('keeps every chunk when the importer is the entry alone', () => {
    const deps = ['assets/thread.js', 'assets/numbers.js', 'assets/text.js'];
    expect(missingPreloads(graph, 'assets/index.js', deps)).toEqual(deps);
  });
});
