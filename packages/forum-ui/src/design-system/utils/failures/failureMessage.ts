/**
 * The server message of a failed call, when a person can act on it (shared by the form layer's
 * rules, forms/failure.ts, and the page-load rule, utils/failures/loadFailure.ts).
 */
import type { ApiError } from '@forum/api';

/** The parts of a normalised API error the rules read. */
export type FailedCall = Pick<ApiError, 'message' | 'status' | 'data'>;

/** The server message for a failure the person can act on, else the form's fallback text. */
export function failureMessage(error: FailedCall, fallback: string): string {
  // 5xx bodies ('Server Error') and network failures say nothing useful to a person, and a body
  // without a message leaves the client's generic text: the form's own words read better.
  if (error.status < 400 || error.status >= 500) return fallback;
  const message = (error.data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
