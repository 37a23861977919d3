/**
 * The server message of a failed call, when a person can act on it (shared by the form layer's
 * rules, forms/failure.ts, and the page-load rule, utils/failures/loadFailure.ts).
 */

/**
 * The parts of a failed call the rules read: @forum/api's normalised ApiError has them (the
 * design system names its own shape, so it needs no API).
 */
export interface FailedCall {
  /** The server's message, else the client's own. */
  message: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The response body as the server sent it. */
  data: unknown;
}

/**
 * What Laravel answers on a 5xx when the server has nothing to say: "Server Error" for any
 * uncaught exception, and "Service Unavailable", its maintenance mode's words when none were set.
 * The form's own words read better than these; any other message is the server's and is shown.
 */
const GENERIC_SERVER_MESSAGES = new Set(['server error', 'service unavailable']);

/** The server message for a failure the person can act on, else the form's fallback text. */
export function failureMessage(error: FailedCall, fallback: string): string {
  // Network failures (status 0) have no server words; a body without a message leaves the
  // client's generic text, so the form's own words read better.
  if (error.status < 400) return fallback;
  const message = (error.data as { message?: unknown } | null | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '') return fallback;
  if (error.status >= 500 && GENERIC_SERVER_MESSAGES.has(message.trim().toLowerCase()))
    return fallback;
  return message;
}
