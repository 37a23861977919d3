import { describe, expect, it } from 'vitest';
import { normalizeError } from './errors.ts';
import { MAX_RETRY_AFTER, reconnectDelayMs, retryDelay, shouldRetryQuery } from './retry.ts';

const failure = (status: number, retryAfter?: number) =>
  normalizeError({ status, data: { message: 'x' }, retryAfter });

describe('shouldRetryQuery', () => {
  it('retries network failures and 5xx up to 3 times', () => {
    for (const error of [
      failure(0),
      failure(500),
      failure(503),
      new TypeError('Failed to fetch'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(true);
      expect(shouldRetryQuery(3, error)).toBe(false);
    }
  });

  it('never retries a 4xx other than 429', () => {
    for (const status of [400, 401, 403, 404, 422])
      expect(shouldRetryQuery(0, failure(status))).toBe(false);
  });

  // Issue 21: a 429 waits as Retry-After says, then tries again (a GET only: mutations never retry).
  it('retries a 429 whose Retry-After is short, up to 3 times; a long one is left to the person', () => {
    expect(shouldRetryQuery(0, failure(429, 2))).toBe(true);
    expect(shouldRetryQuery(0, failure(429))).toBe(true);
    expect(shouldRetryQuery(2, failure(429, MAX_RETRY_AFTER))).toBe(true);
    expect(shouldRetryQuery(3, failure(429, 1))).toBe(false);
    expect(shouldRetryQuery(0, failure(429, MAX_RETRY_AFTER + 1))).toBe(false);
    expect(shouldRetryQuery(0, failure(429, 60))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('backs off exponentially with a cap', () => {
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n))).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it('waits as Retry-After says when the server said (a 429 or a 503)', () => {
    expect(retryDelay(0, failure(429, 3))).toBe(3000);
    expect(retryDelay(2, failure(429, 1))).toBe(1000);
    expect(retryDelay(0, failure(503, 2))).toBe(2000);
    expect(retryDelay(0, failure(429, 0))).toBe(0);
    // Without the header: the usual back-off.
    expect(retryDelay(1, failure(429))).toBe(1000);
    expect(retryDelay(1, failure(500))).toBe(1000);
  });
});

describe('reconnectDelayMs', () => {
  it('waits 5 s, then twice as long after each try, never more than a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(reconnectDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
});
