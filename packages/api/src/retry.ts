import { toApiError } from './errors.ts';

export const MAX_QUERY_RETRIES = 3;

/**
 * GETs retry at most 3 times, and only when trying again can help: a network failure
 * (status 0) or a server error (5xx). Never on 4xx: the answer will not change.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const { status } = toApiError(error);
  return status === 0 || status >= 500;
}

/** Exponential back-off: 0.5 s, 1 s, 2 s (capped at 8 s). */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8000);
}
