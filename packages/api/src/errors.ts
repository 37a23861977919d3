/**
 * The one error normaliser. Every failed call, whatever its cause (an HTTP error
 * with a Laravel body, a network failure, a thrown exception), becomes an ApiError.
 */

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** A Laravel validation map: field name to its messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiError {
  /** The server's `message`, else the client's own message, else 'An error occurred'. */
  message: string;
  /** HTTP status; 0 when no response arrived (network failure, aborted). */
  status: number;
  /** The response body as the server sent it (undefined when there was none). */
  data: unknown;
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429 or 503). */
  retryAfter?: number;
}

/**
 * A `Retry-After` header in seconds: delay-seconds ('3') or an HTTP date; undefined when absent
 * or unreadable. Never negative.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()) {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function messageOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value) {
    const message = (value as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** Builds an ApiError from what a failed call left behind. */
export function normalizeError(failure: {
  status?: number;
  data?: unknown;
  cause?: unknown;
  retryAfter?: number;
}): ApiError {
  const message = messageOf(failure.data) ?? messageOf(failure.cause) ?? DEFAULT_ERROR_MESSAGE;
  const error: ApiError = { message, status: failure.status ?? 0, data: failure.data };
  if (failure.retryAfter !== undefined) error.retryAfter = failure.retryAfter;
  return error;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).status === 'number' &&
    'data' in value
  );
}

/** Any thrown value as an ApiError (ApiErrors pass through). */
export function toApiError(value: unknown): ApiError {
  return isApiError(value) ? value : normalizeError({ cause: value });
}

/** The field map of a 422, or undefined when the body has none. */
export function fieldErrorsOf(error: ApiError): FieldErrors | undefined {
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const map: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (list.length) map[field] = list;
  }
  return Object.keys(map).length ? map : undefined;
}
