/**
 * The form hook features use: the design system's form layer (drafts, rules, focus, one request at
 * a time, failures on the form) with what a failed call means to this forum's API. The layer
 * takes that as plain callbacks (`FormCalls`); here they are @forum/api's:
 * - its one error normaliser (`toApiError`), with a 422's field map parsed by `fieldErrorsOf`;
 * - its resend after login (a 401 the form sends again itself is claimed; one the query client
 *   keeps for after the login shows as waiting, and succeeds on the form when it goes through);
 * - the session's owner, whose drafts are written and restored (one phone, many members).
 */
import { useContext } from 'react';
import {
  ApiContext,
  claimResend,
  fieldErrorsOf,
  onResent,
  toApiError,
  waitsForLogin,
  type ApiError,
} from '@forum/api';
import {
  useForumAppForm,
  type FormCallFailure,
  type FormCalls,
  type FormValues,
  type ForumAppForm,
  type ForumFormOptions,
} from '@forum/forum-ui/design-system';

/** A failed call as the API reads it, with its 422 field map when the body has one. */
export type ApiFormFailure = ApiError & FormCallFailure;

/** Any thrown value as the form layer reads it: the API's error, its 422 map beside it. */
export function apiFormFailure(caught: unknown): ApiFormFailure {
  const error = toApiError(caught);
  const fieldErrors = error.status === 422 ? fieldErrorsOf(error) : undefined;
  return fieldErrors ? { ...error, fieldErrors } : error;
}

const apiCalls: FormCalls<ApiFormFailure> = {
  failed: apiFormFailure,
  claimResend,
  waitsForLogin,
  onResent,
  // Without a client above (a component's story), the drafts are a guest's.
  useOwner: () => useContext(ApiContext)?.session.owner,
};

/** The options of a form on the API: the layer's, its failures the API's errors. */
export type ApiFormOptions<V extends FormValues, R> = Omit<
  ForumFormOptions<V, R, ApiFormFailure>,
  'calls'
>;

/** `useForumAppForm` of the design system, its calls and drafts' owner those of the API client above. */
export function useApiForm<V extends FormValues, R = unknown>(
  options: ApiFormOptions<V, R>,
): ForumAppForm<V> {
  return useForumAppForm<V, R, ApiFormFailure>({ ...options, calls: apiCalls });
}
