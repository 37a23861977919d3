/**
 * A 401 in the middle of a mutation: kept, one login prompt's worth, sent once after the same
 * person logs in again (never twice, also under StrictMode), dropped for anyone else.
 */
import { StrictMode, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from './client.ts';
import { ApiProvider, createForumQueryClient, loginResendOf, useLoginResend } from './provider.tsx';
import { useToggleThreadLike } from './queries/likes.ts';
import { claimResend, isResendable, onResent, waitsForLogin } from './resendClaims.ts';
import { createMemoryStorage, createSessionStore } from './session.ts';

const BASE = 'http://forum.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const alice = { id: 7, name: 'Alice', email: 'alice@example.com', role: 'user' };
const bob = { id: 8, name: 'Bob', email: 'bob@example.com', role: 'user' };

/** POST /likes/threads/5: the first answer is a 401 (the token ran out), the next ones 200. */
function likeEndpoint() {
  const sent: Array<string | null> = [];
  server.use(
    http.post(`${BASE}/likes/threads/5`, ({ request }) => {
      sent.push(request.headers.get('Authorization'));
      return sent.length === 1
        ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
        : HttpResponse.json({ liked: true, likes_count: 4 });
    }),
  );
  return sent;
}

function setup() {
  const session = createSessionStore(createMemoryStorage(), undefined);
  session.set('old-token', alice);
  const api = createApiClient({ session, baseUrl: BASE });
  const onResendSettled = vi.fn();
  const queryClient = createForumQueryClient({ session, onResendSettled });
  return { session, api, queryClient, onResendSettled };
}

/** A plain mutation of the client (no React), as a screen's hook would make it. */
function like(
  api: ApiClient,
  queryClient: ReturnType<typeof createForumQueryClient>,
  onError?: (error: unknown) => void,
) {
  const onSuccess = vi.fn();
  const observer = new MutationObserver(queryClient, {
    mutationKey: ['post', '/likes/threads/{id}'],
    mutationFn: async () => {
      const { data, error } = await api.client.POST('/likes/threads/{id}', {
        params: { path: { id: 5 } },
      });
      if (error) throw error;
      return data;
    },
    onSuccess,
    onError,
  });
  return {
    run: () => observer.mutate(undefined).catch(() => undefined),
    /** Sends it, and gives what it failed with. */
    failure: () => observer.mutate(undefined).catch((error: unknown) => error),
    onSuccess,
  };
}

describe('a mutation that meets a 401', () => {
  it('waits for the login, then is sent once, with the new token and its own callbacks', async () => {
    const sent = likeEndpoint();
    const { session, api, queryClient, onResendSettled } = setup();
    const resend = loginResendOf(queryClient)!;
    const { failure, onSuccess } = like(api, queryClient);
    const followed = vi.fn();
    onResent(await failure(), followed);
    expect(session.getState().token).toBeNull(); // the 401 cleared the session
    await waitFor(() => expect(resend.waiting()).toBe(1));

    session.set('new-token', alice);
    expect(resend.waiting()).toBe(0);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(onResendSettled).toHaveBeenCalledWith(null);
    // Its caller hears the answer (a form still on screen succeeds then).
    expect(followed).toHaveBeenCalledWith({ liked: true, likes_count: 4 });

    // Another login later sends nothing again.
    session.clear();
    session.set('third-token', alice);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(2);
  });

  it('says it waits for the login to its caller, who then shows no failure of its own', async () => {
    likeEndpoint();
    const { api, queryClient } = setup();
    const seen: boolean[] = [];
    // The caller's own onError already knows (the query client saw the failure first).
    const { failure } = like(api, queryClient, (error) => void seen.push(waitsForLogin(error)));
    const caught = await failure();
    expect(seen).toEqual([true]);
    expect(waitsForLogin(caught)).toBe(true);
    // Claimed by a caller that re-sends it itself: it no longer waits on the query client.
    claimResend(caught);
    expect(waitsForLogin(caught)).toBe(false);
  });

  it('does not wait when it is not sent again (another status, or a login)', async () => {
    server.use(
      http.post(`${BASE}/likes/threads/5`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
      http.post(`${BASE}/auth/login`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { api, queryClient } = setup();
    const send = (path: '/likes/threads/{id}' | '/auth/login') =>
      new MutationObserver(queryClient, {
        mutationKey: ['post', path],
        mutationFn: async () => {
          const { error } =
            path === '/auth/login'
              ? await api.client.POST(path, { body: { email: 'a@b.c', password: 'x' } })
              : await api.client.POST(path, { params: { path: { id: 5 } } });
          if (error) throw error;
        },
      })
        .mutate(undefined)
        .catch((error: unknown) => error);
    expect(waitsForLogin(await send('/likes/threads/{id}'))).toBe(false);
    expect(waitsForLogin(await send('/auth/login'))).toBe(false);
  });

  it('is dropped when someone else logs in', async () => {
    const sent = likeEndpoint();
    const { session, api, queryClient } = setup();
    await like(api, queryClient).run();
    session.set('bob-token', bob);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    expect(loginResendOf(queryClient)!.waiting()).toBe(0);
  });

  it('is dropped when the person says not now', async () => {
    const sent = likeEndpoint();
    const { session, api, queryClient } = setup();
    await like(api, queryClient).run();
    loginResendOf(queryClient)!.dismiss();
    session.set('new-token', alice);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
  });

  it('is left to a caller that claims it (the form layer re-sends its draft itself)', async () => {
    likeEndpoint();
    const { api, queryClient } = setup();
    const resend = loginResendOf(queryClient)!;
    const listener = vi.fn();
    resend.subscribe(listener);
    claimResend(await like(api, queryClient).failure());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Never counted, so no prompt flashed for it.
    expect(resend.waiting()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells when the action sent again fails', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/likes/threads/5`, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const { session, api, queryClient, onResendSettled } = setup();
    await like(api, queryClient).run();
    session.set('new-token', alice);
    await waitFor(() =>
      expect(onResendSettled).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })),
    );
    expect(calls).toBe(2);
  });
});

describe('isResendable', () => {
  const unauthorized = { message: 'Unauthenticated.', status: 401, data: undefined };
  const mutation = (path: string, meta?: Record<string, unknown>) => ({
    options: { mutationKey: ['post', path], meta },
  });

  it('takes 401s only', () => {
    expect(isResendable(unauthorized, mutation('/likes/threads/{id}'))).toBe(true);
    expect(
      isResendable({ message: 'x', status: 500, data: undefined }, mutation('/likes/threads/{id}')),
    ).toBe(false);
    expect(isResendable({ message: 'x', status: 403, data: undefined }, mutation('/follow'))).toBe(
      false,
    );
  });

  it('never logging in or out, registering, uploads, or a mutation that says no', () => {
    for (const path of ['/auth/login', '/auth/logout', '/auth/register', '/uploads/images'])
      expect(isResendable(unauthorized, mutation(path))).toBe(false);
    expect(isResendable(unauthorized, mutation('/threads', { resendAfterLogin: false }))).toBe(
      false,
    );
  });
});

describe('under StrictMode, through a screen hook', () => {
  it('a like that met a 401 is sent once after login, and the prompt count follows', async () => {
    const sent = likeEndpoint();
    const { session, api, queryClient } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <ApiProvider api={api} queryClient={queryClient}>
          {children}
        </ApiProvider>
      </StrictMode>
    );
    const { result } = renderHook(
      () => ({ like: useToggleThreadLike(5), resend: useLoginResend() }),
      { wrapper },
    );
    await act(() => result.current.like.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.resend.waiting).toBe(1));
    act(() => session.set('new-token', alice));
    await waitFor(() => expect(result.current.resend.waiting).toBe(0));
    await waitFor(() => expect(sent).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['Bearer old-token', 'Bearer new-token']);
  });
});
