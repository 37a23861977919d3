/** Contact messages as staff see them: the list, the counts, status changes and responses. */
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '../provider.tsx';
import { type InvalidationTarget, type Operation } from './keys.ts';
import {
  apiQuery,
  type QueryHookOptions,
  type QueryParams,
  useInvalidatingMutation,
} from './shared.ts';

export const operations = [
  ['get', '/contact-forms'],
  ['put', '/contact-forms/{id}/status'],
  ['post', '/contact-forms/{id}/respond'],
  ['get', '/contact-forms/stats'],
] as const satisfies readonly Operation[];

export type ContactFormListParams = QueryParams<'listContactForms'>;

/** What a status change or a response invalidates: the list and the counts. */
export const CONTACT_FORM_CHANGES: readonly InvalidationTarget[] = [
  '/contact-forms',
  '/contact-forms/stats',
];

/** GET /contact-forms (status, search, page); data and meta. */
export function useContactForms(params: ContactFormListParams = {}, options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(
    hooks.useQuery(
      'get',
      '/contact-forms',
      { params: { query: params } },
      { ...options, placeholderData: keepPreviousData },
    ),
  );
}

/** GET /contact-forms/stats. */
export function useContactFormStats(options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(hooks.useQuery('get', '/contact-forms/stats', undefined, options));
}

/** PUT /contact-forms/{id}/status (status). */
export function useUpdateContactFormStatus() {
  return useInvalidatingMutation('put', '/contact-forms/{id}/status', CONTACT_FORM_CHANGES);
}

/** POST /contact-forms/{id}/respond (response). */
export function useRespondToContactForm() {
  return useInvalidatingMutation('post', '/contact-forms/{id}/respond', CONTACT_FORM_CHANGES);
}
