/**
 * What a page says when loading it failed (spec, section 8: "'Error: {message}' or 'Failed to
 * load categories'", and the same for the category page, the thread page and others).
 *
 * The same rule as the forms' (forms/failure.ts): a 4xx with the server's message shows that
 * message as 'Error: {message}'; a 5xx, a network failure or a body without a message never shows
 * a raw text ('Server Error'), only the page's own fallback.
 */
import { failureMessage, type FailedCall } from '../forms/failure.ts';

/** 'Error: {message}' (spec). */
export const errorWith = (message: string) => `Error: ${message}`;

export function loadFailure(error: FailedCall | null | undefined, fallback: string): string {
  if (!error) return fallback;
  const message = failureMessage(error, '').trim();
  return message ? errorWith(message) : fallback;
}
