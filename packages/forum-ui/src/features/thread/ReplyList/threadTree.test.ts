import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  countReplies,
  expandedToShow,
  flattenReplies,
  ordinals,
  postIdFromHash,
  readerPage,
  replyAtOrdinal,
  topLevelReplies,
  type ThreadPost,
} from './threadTree.ts';

let next = 100;
const post = (name: string, replies: ThreadPost[] = [], id = next++): ThreadPost => ({
  id,
  content: `<p>${name}</p>`,
  parent_id: null,
  author: { id: 1, name },
  created_at: '2026-01-01T00:00:00Z',
  likes_count: 0,
  replies,
});

const summary = (rows: ReturnType<typeof flattenReplies>) =>
  rows.map((row) =>
    row.kind === 'post'
      ? `${'  '.repeat(row.level - 1)}${row.post.author?.name} (${row.position}/${row.setSize})`
      : `${'  '.repeat(row.level - 1)}${row.kind}${row.kind === 'more' ? ` ${row.count}` : ''}`,
  );

describe('topLevelReplies', () => {
  it('leaves out the first post', () => {
    const first = post('First', [], 1);
    const a = post('A');
    expect(topLevelReplies([first, a], 1)).toEqual([a]);
    expect(topLevelReplies(undefined, 1)).toEqual([]);
  });
});

describe('flattenReplies', () => {
  const tree = [
    post('A', [post('A1'), post('A2', [post('A2a')]), post('A3'), post('A4'), post('A5')]),
    post('B'),
  ];

  it('shows every top-level reply, and 3 nested ones before "more"', () => {
    expect(summary(flattenReplies(tree, new Set()))).toEqual([
      'A (1/2)',
      '  A1 (1/5)',
      '  A2 (2/5)',
      '    A2a (1/1)',
      '  A3 (3/5)',
      '  more 2',
      'B (2/2)',
    ]);
  });

  it('shows them all and "less" once expanded', () => {
    const rows = flattenReplies(tree, new Set([tree[0]!.id]));
    expect(summary(rows).slice(5, 8)).toEqual(['  A4 (4/5)', '  A5 (5/5)', '  less']);
  });

  it('names the reply each nested one answers, and numbers them depth first', () => {
    const rows = flattenReplies(tree, new Set());
    const a2a = rows[3]!;
    expect(a2a.kind === 'post' && [a2a.parentName, a2a.ordinal]).toEqual(['A2', 4]);
    const b = rows[6]!;
    expect(b.kind === 'post' && b.ordinal).toBe(8);
  });

  it('gives a nameless author the fallback name', () => {
    const orphan = { ...post('x', [post('y')]), author: null };
    const child = flattenReplies([orphan], new Set())[1]!;
    expect(child.kind === 'post' && child.parentName).toBe('Anonymous');
  });
});

describe('finding a reply', () => {
  const deep = post('deep');
  const tree = [post('A', [post('B'), post('C'), post('D'), post('E', [deep])])];

  it('knows the replies above it', () => {
    expect(ancestorsOf(tree, deep.id)).toEqual([tree[0]!.id, tree[0]!.replies![3]!.id]);
    expect(ancestorsOf(tree, 99999)).toBeUndefined();
  });

  it('opens what hides it, and nothing when it already shows', () => {
    const expanded = expandedToShow(tree, new Set(), deep.id);
    const rows = flattenReplies(tree, expanded);
    expect(rows.some((row) => row.kind === 'post' && row.post.id === deep.id)).toBe(true);
    expect(expandedToShow(tree, expanded, deep.id)).toBe(expanded);
  });

  it('counts and numbers every reply', () => {
    expect(countReplies(tree)).toBe(6);
    expect(ordinals(tree).get(deep.id)).toBe(6);
    expect(replyAtOrdinal(tree, 6)).toBe(deep);
    expect(replyAtOrdinal(tree, 7)).toBeUndefined();
  });

  it('reads #post-{id}', () => {
    expect(postIdFromHash('#post-42')).toBe(42);
    expect(postIdFromHash('#post-x')).toBeUndefined();
    expect(postIdFromHash('')).toBeUndefined();
  });
});

describe('readerPage', () => {
  // 30 top-level replies; the first has 5 nested ones (more than the 3 shown before 'more').
  const nested = Array.from({ length: 5 }, (_, i) => post(`nested ${i + 1}`));
  const tree = [
    post('top 1', nested),
    ...Array.from({ length: 29 }, (_, i) => post(`top ${i + 2}`)),
  ];
  const names = (page: ReturnType<typeof readerPage>) =>
    page.rows.map((row) => (row.kind === 'post' ? row.post.author?.name : row.kind));

  it('cuts every reply, nested ones opened, into pages of 20 in reading order', () => {
    const first = readerPage(tree, 1);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(names(first).slice(0, 7)).toEqual([
      'top 1',
      'nested 1',
      'nested 2',
      'nested 3',
      'nested 4',
      'nested 5',
      'top 2',
    ]);
    expect(first.rows.every((row) => row.kind === 'post')).toBe(true);
    const second = readerPage(tree, 2);
    expect(second.rows).toHaveLength(15);
    expect(names(second).at(-1)).toBe('top 30');
    // Every reply is on exactly one page.
    expect(first.rows.length + second.rows.length).toBe(countReplies(tree));
  });

  it('shows the nearest page for one out of range or not a number', () => {
    expect(readerPage(tree, 9).page).toBe(2);
    expect(readerPage(tree, 0).page).toBe(1);
    expect(readerPage(tree, Number.NaN).page).toBe(1);
    expect(readerPage([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});
