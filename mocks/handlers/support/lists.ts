/** Pages and orders of lists, as the API pages and sorts them. */
import type { S } from '../../db/types.ts';
import { PAGE_RULES, isBlank, validate } from './validation.ts';

/** `page` and `per_page`; a blank one (`?per_page=`) counts as absent, like every blank field. */
export function pageParams(query: Record<string, string>, defaultPerPage: number) {
  validate(query, PAGE_RULES());
  return {
    page: isBlank(query.page) ? 1 : Number(query.page),
    perPage: isBlank(query.per_page) ? defaultPerPage : Number(query.per_page),
  };
}

export function paginate<T>(
  items: T[],
  page: number,
  perPage: number,
): { data: T[]; meta: S['PaginationMeta'] } {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    meta: {
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      total,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    },
  };
}

export const byNewest = <T extends { created_at: string; id: number | string }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) ||
  (typeof a.id === 'number' && typeof b.id === 'number' ? b.id - a.id : 0);
export const byOldest = <T extends { created_at: string; id: number | string }>(a: T, b: T) =>
  -byNewest(a, b);
