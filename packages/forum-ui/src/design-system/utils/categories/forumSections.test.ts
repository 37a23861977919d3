import { describe, expect, it } from 'vitest';
import { forumSections, type ForumCategory } from './forumSections.ts';

const board = (id: number, extra: Partial<ForumCategory> = {}): ForumCategory => ({
  id,
  slug: `board-${id}`,
  title: `Board ${id}`,
  parent_id: 1,
  is_approved: true,
  is_active: true,
  ...extra,
});

const main = (id: number, children: ForumCategory[], extra: Partial<ForumCategory> = {}) => ({
  id,
  slug: `main-${id}`,
  title: `Main ${id}`,
  parent_id: null,
  is_approved: true,
  is_active: true,
  children,
  ...extra,
});

describe('forumSections', () => {
  it('keeps main categories that have subcategories, in order, with their boards', () => {
    const sections = forumSections([main(1, [board(2), board(3)]), main(4, [board(5)])]);
    expect(sections.map((s) => s.category.id)).toEqual([1, 4]);
    expect(sections[0]!.boards.map((b) => b.id)).toEqual([2, 3]);
  });

  it('leaves out main categories without children', () => {
    expect(forumSections([main(1, []), { ...main(4, []), children: undefined }])).toEqual([]);
  });

  it('leaves out subcategories (a flat list) and categories not approved or inactive', () => {
    const sections = forumSections([
      board(9),
      main(1, [board(2)], { is_approved: false }),
      main(4, [board(5)], { is_active: false }),
      main(6, [board(7, { is_approved: false }), board(8, { is_active: false })]),
      main(10, [board(11, { is_approved: false }), board(12)]),
    ]);
    expect(sections.map((s) => [s.category.id, s.boards.map((b) => b.id)])).toEqual([[10, [12]]]);
  });

  it('accepts nothing', () => {
    expect(forumSections(undefined)).toEqual([]);
    expect(forumSections(null)).toEqual([]);
  });
});
