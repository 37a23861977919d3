/**
 * What a page says when loading it failed (spec, section 8: "'Error: {message}' or 'Failed to
 * load categories'", and the same for the category page, the thread page and others).
 *
 * The same rule as the forms' (forms/failure.ts): a failure with the server's message shows that
 * message as 'Error: {message}'; a network failure, a body without a message or Laravel's generic
 * 5xx words ('Server Error') show only the page's own fallback.
 */
import { failureMessage, type FailedCall } from './failureMessage.ts';

/** 'Error: {message}' (spec). */
export const errorWith = (message: string) => `Error: ${message}`;

export function loadFailure(error: FailedCall | null | undefined, fallback: string): string {
  if (!error) return fallback;
  const message = failureMessage(error, '').trim();
  return message ? errorWith(message) : fallback;
}

/**
 * What a query's meta says of its failure: @forum/api's ForumQueryMeta has this shape (the
 * design system names its own, so it needs no API).
 */
export interface FailureToastMeta<Failure extends FailedCall = FailedCall> extends Record<
  string,
  unknown
> {
  failureToast?: string | ((error: Failure) => string);
}

/**
 * The toast for a failed query, read from its `meta.failureToast` (see ForumQueryMeta in
 * @forum/api): the text itself, or the text its function makes of the error; none without one.
 * Screens say `meta: { failureToast: m.loadFailed }`, or
 * `meta: { failureToast: (error) => loadFailure(error, m.loadFailed) }` for the spec's
 * "'Error: {message}' or 'Failed to load …'".
 */
export function queryFailureToast<Failure extends FailedCall>(
  meta: FailureToastMeta<Failure> | undefined,
  error: Failure,
): string | undefined {
  const toast = meta?.failureToast;
  if (toast === undefined) return undefined;
  const text = typeof toast === 'function' ? toast(error) : toast;
  return text.trim() ? text : undefined;
}
