/** Failures for screen stories, beyond the one-line scenarios of @forum/mocks. */
import { HttpResponse, http, type HttpHandler } from 'msw';

const api = (path: string) => `*/api/v1${path}`;

/** The message a rate-limited call answers with (a 4xx the server explains). */
export const TOO_MANY_ATTEMPTS = 'Too Many Attempts.';

/** GET `path` (MSW pattern, e.g. '/categories/:slug/threads') refused with a 429 and its message. */
export const tooManyAttempts = (path: string): HttpHandler =>
  http.get(api(path), () => HttpResponse.json({ message: TOO_MANY_ATTEMPTS }, { status: 429 }));

/**
 * GET `path` failing once with a 503, then answered by the stateful handlers: for Retry stories.
 * Create it per story (in `beforeEach`), since it counts calls.
 */
export function failsOnce(path: string): HttpHandler {
  let calls = 0;
  return http.get(api(path), () => {
    calls += 1;
    return calls === 1
      ? HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
      : undefined;
  });
}
