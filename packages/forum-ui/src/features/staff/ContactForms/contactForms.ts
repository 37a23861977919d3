/**
 * Contact form management's rules as plain functions (tested beside them): the list's place in
 * the URL (`?q=...&status=...&page=2`), which items can be answered, and the respond form.
 */
import type { components } from '@forum/api';
import { pageFromSearch, withPage, type FormErrors } from '@forum/forum-ui/design-system';
import { contactFormsMessages as m } from './messages.ts';

export type ContactStatus = components['schemas']['ContactStatus'];
export type ContactForm = components['schemas']['ContactForm'];

export const CONTACT_STATUSES: readonly ContactStatus[] = [
  'pending',
  'in_progress',
  'resolved',
  'closed',
];

export function isContactStatus(value: unknown): value is ContactStatus {
  return CONTACT_STATUSES.includes(value as ContactStatus);
}

/** The list's filters and page, as the URL holds them. */
export interface ContactListLocation {
  search: string;
  status?: ContactStatus;
  page: number;
}

/** Reads `?q=`, `?status=` (an unknown status means all) and `?page=`. */
export function contactListLocation(params: URLSearchParams): ContactListLocation {
  const status = params.get('status');
  return {
    search: (params.get('q') ?? '').trim(),
    status: isContactStatus(status) ? status : undefined,
    page: pageFromSearch(params),
  };
}

/**
 * The URL after a filter change: other parameters (the profile's `tab`) stay, an empty filter
 * leaves the URL, and the list starts again from page 1.
 */
export function withContactFilters(
  current: URLSearchParams,
  next: { search?: string; status?: ContactStatus | '' },
): URLSearchParams {
  const params = withPage(current, 1);
  if (next.search !== undefined) {
    const search = next.search.trim();
    if (search) params.set('q', search);
    else params.delete('q');
  }
  if (next.status !== undefined) {
    if (next.status) params.set('status', next.status);
    else params.delete('status');
  }
  return params;
}

/** GET /contact-forms's query for a location (empty filters left out). */
export function contactListQuery(location: ContactListLocation) {
  return {
    page: location.page,
    ...(location.search ? { search: location.search } : {}),
    ...(location.status ? { status: location.status } : {}),
  };
}

/**
 * Spec: a response can be sent for pending items (from the table), and from the detail view
 * when no response exists.
 */
export function canRespondFromTable(item: Pick<ContactForm, 'status' | 'admin_response'>) {
  return item.status === 'pending' && !hasResponse(item);
}

export function hasResponse(item: Pick<ContactForm, 'admin_response'>) {
  return (item.admin_response ?? '').trim() !== '';
}

export type RespondValues = { response: string };
export const RESPOND_DEFAULTS: RespondValues = { response: '' };

/** The response must not be blank ('Please enter a response'); it is sent trimmed. */
export function validateResponse(values: RespondValues): FormErrors<'response'> {
  return values.response.trim() === '' ? { response: m.enterResponse } : {};
}
