import { describe, expect, it } from 'vitest';
import { normalizeError } from './errors.ts';
import { retryDelay, shouldRetryQuery } from './retry.ts';

const failure = (status: number) => normalizeError({ status, data: { message: 'x' } });

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

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 422, 429])
      expect(shouldRetryQuery(0, failure(status))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('backs off exponentially with a cap', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000]);
  });
});
