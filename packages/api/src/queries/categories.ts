/**
 * Categories: lists, one category (by id, in both path forms the spec uses), a category's
 * threads (by id or by slug), and the staff calls that create, edit, delete, approve and reject.
 * Every category change invalidates every GET under /categories and the pending queue.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { useApi } from '../provider.tsx';
import { pathPrefix, type InvalidationTarget, type Operation } from './keys.ts';
import {
  PAGE_SIZES,
  apiQuery,
  enabledWith,
  type QueryHookOptions,
  type QueryParams,
  useInvalidatingMutation,
} from './shared.ts';

export const operations = [
  ['get', '/categories'],
  ['post', '/categories'],
  ['get', '/categories/id/{id}'],
  ['put', '/categories/id/{id}'],
  ['delete', '/categories/id/{id}'],
  ['get', '/categories/{id}'],
  ['put', '/categories/{id}'],
  ['delete', '/categories/{id}'],
  ['get', '/categories/id/{id}/threads'],
  ['get', '/categories/{slug}/threads'],
  ['put', '/categories/id/{id}/approve'],
  ['put', '/categories/id/{id}/reject'],
] as const satisfies readonly Operation[];

export type CategoryListParams = QueryParams<'listCategories'>;

/** What a category change invalidates: every GET under /categories, the pending queue, counts. */
export const CATEGORY_CHANGES: readonly InvalidationTarget[] = [
  pathPrefix('/categories'),
  '/admin/categories/pending',
  '/admin/stats',
];

function isId(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isFinite(id);
}

/** GET /categories (params: top_level, include_inactive, search). */
export function categoriesOptions(api: ApiClient, params: CategoryListParams = {}) {
  return api.hooks.queryOptions('get', '/categories', { params: { query: params } });
}

/** GET /categories (categoriesOptions). */
export function useCategories(params: CategoryListParams = {}, options?: QueryHookOptions) {
  return apiQuery(useQuery({ ...categoriesOptions(useApi(), params), ...options }));
}

/** GET /categories/id/{id}. */
export function useCategory(id: number | null | undefined, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/categories/id/{id}',
      { params: { path: { id: id ?? 0 } } },
      { ...options, enabled: enabledWith(isId(id), options) },
    ),
  );
}

/** GET /categories/{id}: the short path form of useCategory, which the staff area also uses. */
export function useCategoryShort(id: number | null | undefined, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/categories/{id}',
      { params: { path: { id: id ?? 0 } } },
      { ...options, enabled: enabledWith(isId(id), options) },
    ),
  );
}

/** GET /categories/id/{id}/threads: the category and one page of its threads (15 per page). */
export function useCategoryThreads(
  id: number | null | undefined,
  page = 1,
  perPage: number = PAGE_SIZES.categoryThreads,
  options?: QueryHookOptions,
) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/categories/id/{id}/threads',
      { params: { path: { id: id ?? 0 }, query: { page, per_page: perPage } } },
      { ...options, enabled: enabledWith(isId(id), options), placeholderData: keepPreviousData },
    ),
  );
}

/** GET /categories/{slug}/threads: one page of the category page (15 per page). */
export function categoryThreadsBySlugOptions(
  api: ApiClient,
  slug: string,
  page = 1,
  perPage: number = PAGE_SIZES.categoryThreads,
) {
  return api.hooks.queryOptions('get', '/categories/{slug}/threads', {
    params: { path: { slug }, query: { page, per_page: perPage } },
  });
}

/** The category page's threads (categoryThreadsBySlugOptions); no call without a slug. */
export function useCategoryThreadsBySlug(
  slug: string | null | undefined,
  page = 1,
  perPage: number = PAGE_SIZES.categoryThreads,
  options?: QueryHookOptions,
) {
  return apiQuery(
    useQuery({
      ...categoryThreadsBySlugOptions(useApi(), slug ?? '', page, perPage),
      ...options,
      enabled: enabledWith(Boolean(slug), options),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /categories. */
export function useCreateCategory() {
  return useInvalidatingMutation('post', '/categories', CATEGORY_CHANGES);
}

/** PUT /categories/id/{id}. */
export function useUpdateCategory() {
  return useInvalidatingMutation('put', '/categories/id/{id}', CATEGORY_CHANGES);
}

/** PUT /categories/{id}: the short path form of useUpdateCategory. */
export function useUpdateCategoryShort() {
  return useInvalidatingMutation('put', '/categories/{id}', CATEGORY_CHANGES);
}

/** DELETE /categories/id/{id}. Thread lists refresh too (their category may be gone). */
export function useDeleteCategory() {
  return useInvalidatingMutation('delete', '/categories/id/{id}', [
    ...CATEGORY_CHANGES,
    '/threads',
  ]);
}

/** DELETE /categories/{id}: the short path form of useDeleteCategory. */
export function useDeleteCategoryShort() {
  return useInvalidatingMutation('delete', '/categories/{id}', [...CATEGORY_CHANGES, '/threads']);
}

/** PUT /categories/id/{id}/approve. */
export function useApproveCategory() {
  return useInvalidatingMutation('put', '/categories/id/{id}/approve', CATEGORY_CHANGES);
}

/** PUT /categories/id/{id}/reject (reason). */
export function useRejectCategory() {
  return useInvalidatingMutation('put', '/categories/id/{id}/reject', CATEGORY_CHANGES);
}
