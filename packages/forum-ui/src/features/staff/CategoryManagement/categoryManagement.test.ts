import { describe, expect, it } from 'vitest';
import { categoryManagementMessages as m } from './messages.ts';
import {
  CATEGORY_DEFAULTS,
  canSubmitCategory,
  categoriesOf,
  categoryBody,
  categoryCounts,
  categoryFormValues,
  categoryName,
  categoryTabOf,
  parentChoices,
  subcategoryCount,
  validateCategory,
  withTitle,
  type ManagedCategory,
} from './categoryManagement.ts';

const category = (over: Partial<ManagedCategory> & { id: number }): ManagedCategory => ({
  slug: `c-${over.id}`,
  title: `Category ${over.id}`,
  parent_id: null,
  is_active: true,
  color: '#3b82f6',
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

const hardware = category({ id: 1, title: 'Hardware', children: [{}, {}] });
const gpus = category({ id: 2, title: 'GPUs', parent_id: 1 });
const cpus = category({ id: 3, title: 'CPUs', parent_id: 1, is_active: false });
const gaming = category({ id: 4, title: 'Gaming', is_active: false });
const list = [hardware, gpus, cpus, gaming];

describe('categoryTabOf', () => {
  it('reads ?view=, defaulting to All', () => {
    expect(categoryTabOf(new URLSearchParams('view=main'))).toBe('main');
    expect(categoryTabOf(new URLSearchParams('view=sub&tab=categories'))).toBe('sub');
    expect(categoryTabOf(new URLSearchParams('view=other'))).toBe('all');
    expect(categoryTabOf(new URLSearchParams(''))).toBe('all');
  });
});

describe('counts and tabs', () => {
  it('counts total, main, sub and inactive categories', () => {
    expect(categoryCounts(list)).toEqual({ total: 4, main: 2, sub: 2, inactive: 2 });
    expect(categoryCounts([])).toEqual({ total: 0, main: 0, sub: 0, inactive: 0 });
  });

  it('lists main or sub categories, keeping the order', () => {
    expect(categoriesOf(list, 'all').map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(categoriesOf(list, 'main').map((c) => c.id)).toEqual([1, 4]);
    expect(categoriesOf(list, 'sub').map((c) => c.id)).toEqual([2, 3]);
  });

  it('counts subcategories from the list or the embedded children, whichever knows more', () => {
    expect(subcategoryCount(hardware, list)).toBe(2);
    expect(subcategoryCount(hardware, [hardware])).toBe(2);
    expect(subcategoryCount(category({ id: 1 }), list)).toBe(2);
    expect(subcategoryCount(gaming, list)).toBe(0);
  });

  it('names a category by its title, else its slug', () => {
    expect(categoryName({ title: '  ', slug: 'x' })).toBe('x');
    expect(categoryName({ title: 'Hardware', slug: 'hardware' })).toBe('Hardware');
  });
});

describe('parentChoices', () => {
  it('offers main categories only', () => {
    expect(parentChoices(list)).toEqual([
      { value: '1', label: 'Hardware' },
      { value: '4', label: 'Gaming' },
    ]);
  });

  it('never offers the category itself, and none to a category with subcategories', () => {
    expect(parentChoices(list, gaming)).toEqual([{ value: '1', label: 'Hardware' }]);
    expect(parentChoices(list, hardware)).toEqual([]);
    expect(parentChoices(list, gpus).map((o) => o.value)).toEqual(['1', '4']);
  });
});

describe('the create/edit form', () => {
  it('starts with no parent, the default colour and active', () => {
    expect(CATEGORY_DEFAULTS).toMatchObject({ parentId: '', color: '#3b82f6', isActive: true });
  });

  it('fills the slug from the title while it follows the title', () => {
    let values = { ...CATEGORY_DEFAULTS };
    values = { ...values, ...withTitle(values, 'Smart Home', 'create') };
    expect(values.slug).toBe('smart-home');
    values = { ...values, ...withTitle(values, 'Smart Home & IoT', 'create') };
    expect(values.slug).toBe('smart-home-iot');
  });

  it('stops following once the slug is the admin’s own, and never rewrites it when editing', () => {
    const own = { title: 'Smart Home', slug: 'home' };
    expect(withTitle(own, 'Smart Homes', 'create')).toEqual({ title: 'Smart Homes' });
    const saved = { title: 'Smart Home', slug: 'smart-home' };
    expect(withTitle(saved, 'Smart Homes', 'edit')).toEqual({ title: 'Smart Homes' });
  });

  it('may be submitted only with a title that is not blank', () => {
    expect(canSubmitCategory({ title: '   ' })).toBe(false);
    expect(canSubmitCategory({ title: ' x ' })).toBe(true);
  });

  it('requires a title and a well-formed slug and colour', () => {
    expect(validateCategory({ ...CATEGORY_DEFAULTS, title: ' ', slug: '' })).toEqual({
      title: m.titleRequired,
      slug: m.slugRequired,
    });
    expect(validateCategory({ ...CATEGORY_DEFAULTS, title: 'A', slug: 'Bad Slug' })).toEqual({
      slug: m.slugInvalid,
    });
    expect(
      validateCategory({ ...CATEGORY_DEFAULTS, title: 'A', slug: 'a', color: 'blue' }),
    ).toEqual({ color: m.colorInvalid });
    expect(validateCategory({ ...CATEGORY_DEFAULTS, title: 'A', slug: 'a-1' })).toEqual({});
  });

  it('sends trimmed text, null for an empty description or no parent, and the parent id', () => {
    expect(
      categoryBody({
        title: '  Smart Home ',
        slug: ' smart-home ',
        description: '  ',
        parentId: '',
        color: '#3B82F6',
        isActive: false,
      }),
    ).toEqual({
      title: 'Smart Home',
      slug: 'smart-home',
      description: null,
      parent_id: null,
      color: '#3b82f6',
      is_active: false,
    });
    expect(
      categoryBody({ ...CATEGORY_DEFAULTS, title: 'x', slug: 'x', parentId: '7' }),
    ).toMatchObject({ parent_id: 7, is_active: true });
  });

  it('fills the edit form from a category', () => {
    expect(categoryFormValues({ ...gpus, description: null, color: null })).toEqual({
      title: 'GPUs',
      slug: 'c-2',
      description: '',
      parentId: '1',
      color: '#3b82f6',
      isActive: true,
    });
  });
});
