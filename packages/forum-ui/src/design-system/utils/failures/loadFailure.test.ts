import { describe, expect, it } from 'vitest';
import { loadFailure, queryFailureToast } from './loadFailure.ts';

const failure = (status: number, data: unknown, message = 'An error occurred') => ({
  status,
  data,
  message,
});

describe('loadFailure', () => {
  it("says 'Error: {message}' for a 4xx with the server's message", () => {
    expect(
      loadFailure(failure(429, { message: 'Too Many Attempts.' }), 'Failed to load categories'),
    ).toBe('Error: Too Many Attempts.');
    expect(loadFailure(failure(403, { message: 'This action is unauthorized.' }), 'x')).toBe(
      'Error: This action is unauthorized.',
    );
  });

  it("says the server's own words on a 5xx too", () => {
    expect(
      loadFailure(failure(503, { message: 'The forum is down for maintenance' }), 'Failed'),
    ).toBe('Error: The forum is down for maintenance');
    expect(loadFailure(failure(503, { message: 'Busy' }), 'Failed')).toBe('Error: Busy');
  });

  it('falls back to the page text for a generic 5xx, a network failure or no message', () => {
    const fallback = 'Failed to fetch category data';
    for (const error of [
      null,
      undefined,
      failure(500, { message: 'Server Error' }),
      failure(503, { message: 'Service Unavailable' }),
      failure(502, '<html>Bad gateway</html>'),
      failure(500, {}),
      failure(0, null, 'Failed to fetch'),
      failure(422, {}),
      failure(404, { message: '   ' }),
    ])
      expect(loadFailure(error, fallback)).toBe(fallback);
  });
});

describe('queryFailureToast', () => {
  const error = failure(
    403,
    { message: 'This action is unauthorized.' },
    'This action is unauthorized.',
  );

  it("is the query's failureToast text", () => {
    expect(queryFailureToast({ failureToast: 'Failed to load categories' }, error)).toBe(
      'Failed to load categories',
    );
  });

  it('is what its function makes of the error (the page rule, for one)', () => {
    const meta = { failureToast: (e: typeof error) => loadFailure(e, 'Failed to load categories') };
    expect(queryFailureToast(meta, error)).toBe('Error: This action is unauthorized.');
    expect(queryFailureToast(meta, failure(500, { message: 'Server Error' }))).toBe(
      'Failed to load categories',
    );
  });

  it('is nothing for a query that asks for no toast', () => {
    expect(queryFailureToast(undefined, error)).toBeUndefined();
    expect(queryFailureToast({}, error)).toBeUndefined();
    expect(queryFailureToast({ other: 1 }, error)).toBeUndefined();
    expect(queryFailureToast({ failureToast: () => ' ' }, error)).toBeUndefined();
  });
});
