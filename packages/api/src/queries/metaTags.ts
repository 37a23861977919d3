/**
 * Meta tags: the head tags of a page (public) and their administration. Every change refreshes
 * the admin list and every page's tags.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import { type InvalidationTarget, type Operation } from './keys.ts';
import { apiQuery, enabledWith, type QueryHookOptions, useInvalidatingMutation } from './shared.ts';

export const operations = [
  ['get', '/meta-tags/{page}'],
  ['get', '/admin/meta-tags'],
  ['post', '/admin/meta-tags'],
  ['put', '/admin/meta-tags/{id}'],
  ['delete', '/admin/meta-tags/{id}'],
  ['put', '/admin/meta-tags/{id}/toggle-status'],
] as const satisfies readonly Operation[];

export type MetaPageKey = components['schemas']['MetaPageKey'];

/** What a meta-tag change invalidates. */
export const META_TAG_CHANGES: readonly InvalidationTarget[] = [
  '/admin/meta-tags',
  '/meta-tags/{page}',
];

/**
 * GET /meta-tags/{page}. Head tags change rarely: cached for 5 minutes. On failure the caller
 * uses its default title, description and keywords (spec).
 */
export function metaTagsOptions(api: ApiClient, page: MetaPageKey) {
  return api.hooks.queryOptions(
    'get',
    '/meta-tags/{page}',
    { params: { path: { page } } },
    { staleTime: 5 * 60_000 },
  );
}

/** A page's head tags (metaTagsOptions); no call without a page key. */
export function useMetaTags(page: MetaPageKey | null | undefined, options?: QueryHookOptions) {
  return apiQuery(
    useQuery({
      ...metaTagsOptions(useApi(), page ?? 'home'),
      ...options,
      enabled: enabledWith(Boolean(page), options),
    }),
  );
}

/** GET /admin/meta-tags: every page's record. */
export function useAdminMetaTags(options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(hooks.useQuery('get', '/admin/meta-tags', undefined, options));
}

/** POST /admin/meta-tags. */
export function useCreateMetaTag() {
  return useInvalidatingMutation('post', '/admin/meta-tags', META_TAG_CHANGES);
}

/** PUT /admin/meta-tags/{id}. */
export function useUpdateMetaTag() {
  return useInvalidatingMutation('put', '/admin/meta-tags/{id}', META_TAG_CHANGES);
}

/** DELETE /admin/meta-tags/{id}. */
export function useDeleteMetaTag() {
  return useInvalidatingMutation('delete', '/admin/meta-tags/{id}', META_TAG_CHANGES);
}

/** PUT /admin/meta-tags/{id}/toggle-status: Activate / Deactivate. */
export function useToggleMetaTagStatus() {
  return useInvalidatingMutation('put', '/admin/meta-tags/{id}/toggle-status', META_TAG_CHANGES);
}
