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
}): ApiError {
  const message = messageOf(failure.data) ?? messageOf(failure.cause) ?? DEFAULT_ERROR_MESSAGE;
  return { message, status: failure.status ?? 0, data: failure.data };
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
