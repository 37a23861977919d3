import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  fieldErrorsOf,
  isApiError,
  normalizeError,
  retryAfterSeconds,
  toApiError,
} from './errors.ts';

describe('retryAfterSeconds', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds('3', now)).toBe(3);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:00:05 GMT', now)).toBe(5);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-1', now)).toBeUndefined();
  });
});

describe('normalizeError', () => {
  it("takes the server's message first", () => {
    expect(normalizeError({ status: 401, data: { message: 'Unauthenticated.' } })).toEqual({
      message: 'Unauthenticated.',
      status: 401,
      data: { message: 'Unauthenticated.' },
    });
  });

  it("falls back to the client's message when the body has none", () => {
    const error = normalizeError({ cause: new TypeError('Failed to fetch') });
    expect(error).toEqual({ message: 'Failed to fetch', status: 0, data: undefined });
  });

  it("falls back to 'An error occurred' when nobody said anything", () => {
    expect(normalizeError({ status: 500, data: '<html>oops</html>' }).message).toBe(
      DEFAULT_ERROR_MESSAGE,
    );
    expect(normalizeError({ status: 502, data: { message: '   ' } }).message).toBe(
      'An error occurred',
    );
    expect(normalizeError({}).status).toBe(0);
  });
});

describe('toApiError and isApiError', () => {
  it('pass an ApiError through unchanged and wrap anything else', () => {
    const apiError = normalizeError({ status: 404, data: { message: 'Not found' } });
    expect(toApiError(apiError)).toBe(apiError);
    expect(isApiError(apiError)).toBe(true);
    expect(toApiError('boom')).toEqual({
      message: DEFAULT_ERROR_MESSAGE,
      status: 0,
      data: undefined,
    });
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  it('reads a Laravel 422 map and drops non-string entries', () => {
    const error = normalizeError({
      status: 422,
      data: {
        message: 'The email has already been taken. (and 1 more error)',
        errors: {
          email: ['The email has already been taken.'],
          password: ['The password must be at least 6 characters.', 7],
          name: 'Required.',
        },
      },
    });
    expect(fieldErrorsOf(error)).toEqual({
      email: ['The email has already been taken.'],
      password: ['The password must be at least 6 characters.'],
      name: ['Required.'],
    });
  });

  it('is undefined without a usable map', () => {
    expect(
      fieldErrorsOf(normalizeError({ status: 422, data: { message: 'Invalid' } })),
    ).toBeUndefined();
    expect(fieldErrorsOf(normalizeError({ status: 422, data: { errors: [] } }))).toBeUndefined();
    expect(
      fieldErrorsOf(normalizeError({ status: 422, data: { errors: { a: [] } } })),
    ).toBeUndefined();
  });
});
