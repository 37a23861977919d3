/**
 * The mock backend in Storybook: one db, reseeded before every story, answered by the
 * same handlers as the app's demo mode and the Node tests. A story starts logged in with
 * `parameters: { session: 'admin' | 'moderator' | 'user' | ... }`, and overrides a call with
 * `parameters: { msw: { handlers: [scenarios.serverError('get', '/threads')] } }`.
 */
import { setupWorker } from 'msw/browser';
import {
  createApiClient,
  createMemoryStorage,
  createSessionStore,
  type ApiClient,
} from '@forum/api';
import { createDb, createHandlers, signInAs, type DemoAccountKey } from '@forum/mocks';

export const storyDb = createDb();

/** The /api/ calls no handler answered since the story began ('GET /api/v1/x?page=2'). */
const unmockedApiCalls: string[] = [];

/** Starts the worker once, with the mock backend as its initial (lowest-priority) handlers. */
export async function startStoryWorker() {
  const worker = setupWorker(...createHandlers(storyDb));
  await worker.start({
    quiet: true,
    // As in the Node tests: an /api/ call that no handler answers is an error (the request fails
    // and so does the story, see failOnUnmockedApiCalls), never a silent trip to a real server.
    // Everything else (Vite's modules, fonts, images) never reaches MSW: the worker script is
    // MSW's behind a filter that shows it only /api/ (mocks/public/mockServiceWorker.api.js).
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return;
      unmockedApiCalls.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
    serviceWorker: { url: '/mockServiceWorker.api.js' },
  });
  return worker;
}

/** Before a story: forget the unanswered calls of the one before. */
export function resetUnmockedApiCalls(): void {
  unmockedApiCalls.length = 0;
}

/** After a story: fails it when it made an /api/ call that no handler answered. */
export function failOnUnmockedApiCalls(): void {
  const calls = unmockedApiCalls.splice(0);
  if (calls.length)
    throw new Error(
      `The story made API calls that no MSW handler answers (add a handler, or a scenario in parameters.msw): ${[...new Set(calls)].join(', ')}`,
    );
}

/** A client with its own in-memory session (logged in as `account` when given). */
export function createStoryApi(account?: DemoAccountKey): ApiClient {
  const session = createSessionStore(createMemoryStorage(), undefined);
  if (account) {
    const { token, user } = signInAs(storyDb, account);
    session.set(token, user);
  }
  return createApiClient({ session, baseUrl: '/api/v1' });
}
