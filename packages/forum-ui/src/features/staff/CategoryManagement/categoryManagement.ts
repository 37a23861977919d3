/**
 * Category Management's rules (docs/spec/staff-area.md sections 2, 4 and 5): which tab the URL asks
 * for, the counts, the parent options, and the create/edit form (defaults, the slug that follows
 * the title, validation, the request body). Plain functions, unit tested.
 */
import { DEFAULT_CATEGORY_COLOR, type FormErrors } from '@forum/forum-ui/design-system';
import { categoryManagementMessages as m } from './messages.ts';
import { slugify } from './slug.ts';

/** A category as the list shows it (GET /categories with inactive ones, aliases normalised). */
export interface ManagedCategory {
  id: number;
  slug: string;
  title?: string | null;
  description?: string | null;
  parent_id: number | null;
  parent?: { id: number; title?: string | null; slug: string } | null;
  children?: readonly unknown[] | null;
  is_active: boolean;
  color?: string | null;
  threads_count?: number | null;
  posts_count?: number | null;
  created_at: string;
}

/** A category awaiting approval (GET /admin/categories/pending). */
export interface PendingCategory {
  id: number;
  title?: string | null;
  slug?: string | null;
  created_at: string;
  content?: {
    description?: string | null;
    parent?: { title?: string | null; slug?: string } | null;
    color?: string | null;
  } | null;
}

export const CATEGORY_TABS = ['all', 'main', 'sub'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** The tab the URL names (`?view=main`); All when it names none or an unknown one. */
export function categoryTabOf(search: URLSearchParams): CategoryTab {
  const view = search.get('view');
  return (CATEGORY_TABS as readonly string[]).includes(view ?? '') ? (view as CategoryTab) : 'all';
}

export interface CategoryCounts {
  total: number;
  main: number;
  sub: number;
  inactive: number;
}

export function categoryCounts(list: readonly ManagedCategory[]): CategoryCounts {
  const main = list.filter((c) => c.parent_id === null).length;
  return {
    total: list.length,
    main,
    sub: list.length - main,
    inactive: list.filter((c) => !c.is_active).length,
  };
}

/** The categories a tab lists, in the server's order (each main category before its own). */
export function categoriesOf(
  list: readonly ManagedCategory[],
  tab: CategoryTab,
): ManagedCategory[] {
  if (tab === 'main') return list.filter((c) => c.parent_id === null);
  if (tab === 'sub') return list.filter((c) => c.parent_id !== null);
  return [...list];
}

/** A category's name: its title, else its slug. */
export function categoryName(category: { title?: string | null; slug?: string | null }): string {
  return category.title?.trim() || category.slug || '';
}

/** How many direct subcategories a category has (from its embedded children, else the list). */
export function subcategoryCount(
  category: ManagedCategory,
  list: readonly ManagedCategory[],
): number {
  const fromList = list.filter((c) => c.parent_id === category.id).length;
  return Math.max(fromList, category.children?.length ?? 0);
}

/**
 * The parents a category may have: main categories only, never itself. A category that has
 * subcategories stays a main category, so it is offered none.
 */
export function parentChoices(
  list: readonly ManagedCategory[],
  editing?: ManagedCategory,
): { value: string; label: string }[] {
  if (editing && subcategoryCount(editing, list) > 0) return [];
  return list
    .filter((c) => c.parent_id === null && c.id !== editing?.id)
    .map((c) => ({ value: String(c.id), label: categoryName(c) }));
}

// ── the create/edit form ──

export type CategoryFormValues = {
  title: string;
  slug: string;
  description: string;
  /** The parent's id as text; '' for none (a main category). */
  parentId: string;
  color: string;
  isActive: boolean;
};

export const CATEGORY_DEFAULTS: CategoryFormValues = {
  title: '',
  slug: '',
  description: '',
  parentId: '',
  color: DEFAULT_CATEGORY_COLOR,
  isActive: true,
};

/** The form's values for editing a category. */
export function categoryFormValues(category: ManagedCategory): CategoryFormValues {
  return {
    title: category.title ?? '',
    slug: category.slug,
    description: category.description ?? '',
    parentId: category.parent_id === null ? '' : String(category.parent_id),
    color: isHexColor(category.color) ? category.color : DEFAULT_CATEGORY_COLOR,
    isActive: category.is_active,
  };
}

/**
 * What a new title changes: the slug follows the title while it is the slug of the previous
 * title (the admin has not written their own). Editing an existing category never rewrites
 * its slug by itself, since that would move the category's address.
 */
export function withTitle(
  values: Pick<CategoryFormValues, 'title' | 'slug'>,
  title: string,
  mode: 'create' | 'edit',
): { title: string; slug?: string } {
  const follows = mode === 'create' && values.slug === slugify(values.title);
  return follows ? { title, slug: slugify(title) } : { title };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** Whether the form may be submitted at all: the spec disables submit while the title is blank. */
export function canSubmitCategory(values: Pick<CategoryFormValues, 'title'>): boolean {
  return values.title.trim() !== '';
}

export function validateCategory(
  values: CategoryFormValues,
): FormErrors<keyof CategoryFormValues & string> {
  const errors: FormErrors<keyof CategoryFormValues & string> = {};
  if (values.title.trim() === '') errors.title = m.titleRequired;
  const slug = values.slug.trim();
  if (slug === '') errors.slug = m.slugRequired;
  else if (!SLUG.test(slug)) errors.slug = m.slugInvalid;
  if (!isHexColor(values.color)) errors.color = m.colorInvalid;
  return errors;
}

/** The body of POST /categories and PUT /categories/id/{id}. */
export function categoryBody(values: CategoryFormValues) {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    description: description === '' ? null : description,
    parent_id: values.parentId === '' ? null : Number(values.parentId),
    color: values.color.toLowerCase(),
    is_active: values.isActive,
  };
}

/** Server field names → form fields, for 422 messages. */
export const CATEGORY_SERVER_FIELDS = {
  title: 'title',
  slug: 'slug',
  description: 'description',
  parent_id: 'parentId',
  color: 'color',
  is_active: 'isActive',
} as const;
