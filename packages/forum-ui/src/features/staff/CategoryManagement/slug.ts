/**
 * The slug a category's title gives (docs/spec/staff-area.md section 5): lowercase, every run of
 * characters that are not letters or digits becomes one hyphen, and hyphens at the ends go.
 * Accents are folded first ('Café' gives 'cafe'), because a slug holds only a-z, 0-9 and
 * hyphens (the contract's Slug pattern); a title with no Latin letters or digits gives ''.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
