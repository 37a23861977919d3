import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pathKey } from './keys.ts';
import { useLogin, useUpdateProfile } from './auth.ts';
import { useLogout } from './signOut.ts';
import { keepsMemberData } from '../memberData.ts';
import { BASE, alice, pageMeta, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();

const bob = { id: 9, name: 'Bob', email: 'bob@example.com', role: 'moderator' as const };

describe('login and logout', () => {
  it('login stores the token and the user (localStorage and subscribers)', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          message: 'Login successful',
          user: bob,
          token: 'bob-token',
          token_type: 'Bearer',
        });
      }),
    );
    const { result, api } = renderApiHook(() => useLogin(), { loggedIn: false });
    const seen: Array<string | null> = [];
    api.session.subscribe((state) => seen.push(state.token));

    await act(() =>
      result.current.mutateAsync({ body: { email: 'bob@example.com', password: 'secret123' } }),
    );

    expect(body).toEqual({ email: 'bob@example.com', password: 'secret123' });
    expect(api.session.getState()).toEqual({ token: 'bob-token', user: bob });
    expect(window.localStorage.getItem('token')).toBe('bob-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(bob);
    expect(seen).toEqual(['bob-token']);
  });

  it('a failed login stores nothing and reports the server message', async () => {
    server.use(
      http.post(`${BASE}/auth/login`, () =>
        HttpResponse.json(
          {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { result, api } = renderApiHook(() => useLogin(), { loggedIn: false });
    await act(() =>
      result.current
        .mutateAsync({ body: { email: 'x@example.com', password: 'nope' } })
        .catch(() => undefined),
    );
    expect(api.session.isAuthenticated()).toBe(false);
    await waitFor(() =>
      expect(result.current.error).toMatchObject({
        message: 'These credentials do not match our records.',
        status: 422,
      }),
    );
  });

  it('logout clears the session, the cache and the member’s data, then tells the server with the old token', async () => {
    let auth: string | null = null;
    server.use(
      http.post(`${BASE}/auth/logout`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Logged out successfully' });
      }),
    );
    const cleared: string[] = [];
    const forget = keepsMemberData('test store', () => void cleared.push('test store'));
    const { result, api, queryClient } = renderApiHook(() => useLogout());
    queryClient.setQueryData(pathKey('/notifications'), {
      data: [],
      meta: pageMeta,
      unread_count: 2,
    });
    queryClient.setQueryData(pathKey('/categories'), { data: [] });

    await act(() => result.current.mutateAsync({}));
    forget();

    expect(api.session.getState()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(api.session.owner()).toBeNull();
    expect(cleared).toEqual(['test store']);
    expect(queryClient.getQueryData(pathKey('/notifications'))).toBeUndefined();
    // An answer fetched with the member's token (like flags, staff-only posts) goes too.
    expect(queryClient.getQueryData(pathKey('/categories'))).toBeUndefined();
    // The call carried the token that was removed.
    await waitFor(() => expect(auth).toBe('Bearer secret-token'));
  });

  it('logout without a network: the device is cleared at once, the server told when it returns', async () => {
    let calls = 0;
    let auth: string | null = null;
    server.use(
      http.post(`${BASE}/auth/logout`, ({ request }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Logged out successfully' });
      }),
    );
    const { result, api } = renderApiHook(() => useLogout());
    await act(() => result.current.mutateAsync({}));
    expect(api.session.isAuthenticated()).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(auth).toBe('Bearer secret-token'));
  });

  it('logout clears the session, and the stores it has, when the app’s stores cannot load (offline, never fetched)', async () => {
    const cleared: string[] = [];
    const forget = keepsMemberData('outbox of the test', () => void cleared.push('outbox'));
    const { result, api } = renderApiHook(() =>
      useLogout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    await act(() => result.current.mutateAsync({}));
    forget();
    expect(api.session.isAuthenticated()).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(cleared).toEqual(['outbox']);
    // Resolved, not failed: the hook's state says so once it has re-rendered.
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('logout clears the session even when the server refuses the call', async () => {
    server.use(
      http.post(`${BASE}/auth/logout`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const { result, api } = renderApiHook(() => useLogout());
    expect(api.session.isAuthenticated()).toBe(true);
    await act(() => result.current.mutateAsync({}));
    expect(api.session.isAuthenticated()).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('one cache per member: a login as someone else, a 401 and another tab each empty it', async () => {
    const { api, queryClient } = renderApiHook(() => null);
    const fill = () =>
      queryClient.setQueryData(pathKey('/notifications'), { data: [], meta: pageMeta });
    const cached = () => queryClient.getQueryData(pathKey('/notifications')) !== undefined;
    fill();
    api.session.setUser({ ...alice, name: 'Alice Renamed' }); // the same member: kept
    expect(cached()).toBe(true);
    api.session.set('bob-token', bob); // another member
    expect(cached()).toBe(false);
    fill();
    api.session.clear(); // a 401
    expect(cached()).toBe(false);
    expect(api.session.owner()).toBe(bob.id); // what Bob typed still waits for Bob
    api.session.set('bob-token', bob);
    fill();
    // Another tab logs out.
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(cached()).toBe(false);
    expect(api.session.owner()).toBeNull();
  });

  it('a profile update replaces the stored user and keeps the token', async () => {
    server.use(
      http.put(`${BASE}/auth/profile`, () =>
        HttpResponse.json({
          message: 'Profile updated successfully.',
          user: { ...alice, name: 'Alice B.' },
        }),
      ),
    );
    const { result, api } = renderApiHook(() => useUpdateProfile());
    await act(() => result.current.mutateAsync({ body: { name: 'Alice B.', email: alice.email } }));
    expect(api.session.getState()).toEqual({
      token: 'secret-token',
      user: { ...alice, name: 'Alice B.' },
    });
  });
});
