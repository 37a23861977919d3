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

/** Starts the worker once, with the mock backend as its initial (lowest-priority) handlers. */
export async function startStoryWorker() {
  const worker = setupWorker(...createHandlers(storyDb));
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return worker;
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
