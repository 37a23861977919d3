/**
 * Which categories the forum index shows (spec: "approved top-level categories that have
 * children, each with subcategory tiles"), and the boards the thread form's category picker
 * offers. Pure function over the API's category records; below the features, as both the forums
 * and the writing feature use it.
 */

/** A category as the forum index reads it (a subset of the API's Category). */
export interface ForumCategory {
  id: number;
  slug: string;
  title?: string | null;
  description?: string | null;
  parent_id?: number | null;
  is_approved?: boolean;
  is_active?: boolean;
  color?: string | null;
  threads_count?: number | null;
  posts_count?: number | null;
  children?: readonly ForumCategory[] | null;
}

/** A main category and the subcategories shown as its tiles. */
export interface ForumSection {
  category: ForumCategory;
  boards: ForumCategory[];
}

const shown = (category: ForumCategory) =>
  category.is_approved !== false && category.is_active !== false && Boolean(category.slug);

/**
 * The sections of the forum index: approved, active main categories (no parent) with at least
 * one approved, active subcategory, in the order given; each with those subcategories.
 */
export function forumSections(
  categories: readonly ForumCategory[] | null | undefined,
): ForumSection[] {
  const sections: ForumSection[] = [];
  for (const category of categories ?? []) {
    if (category.parent_id !== null && category.parent_id !== undefined) continue;
    if (!shown(category)) continue;
    const boards = (category.children ?? []).filter(shown);
    if (boards.length > 0) sections.push({ category, boards });
  }
  return sections;
}
