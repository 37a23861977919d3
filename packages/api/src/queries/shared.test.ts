import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useApi } from '../provider.tsx';
import { apiMutation, useInvalidateOnSuccess } from './shared.ts';
import { BASE, deferred, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();

const retro = { title: 'Retro', slug: 'retro', color: '#3b82f6', is_active: true };

describe('useInvalidateOnSuccess', () => {
  it('refetches the named queries after a success, and the call settles only once they have', async () => {
    const calls = { categories: 0, contactForms: 0 };
    // The refetch after the call is held until the test lets it go.
    const hold = deferred();
    let holding = false;
    server.use(
      http.get(`${BASE}/categories`, async () => {
        calls.categories += 1;
        if (holding) await hold.promise;
        return HttpResponse.json({ data: [] });
      }),
      http.get(`${BASE}/contact-forms/stats`, () => {
        calls.contactForms += 1;
        return HttpResponse.json({ data: {} });
      }),
      http.post(`${BASE}/categories`, () =>
        HttpResponse.json({ data: { id: 1 } }, { status: 201 }),
      ),
    );
    const { result } = renderApiHook(() => {
      const { hooks } = useApi();
      return {
        categories: hooks.useQuery('get', '/categories'),
        stats: hooks.useQuery('get', '/contact-forms/stats'),
        create: apiMutation(
          hooks.useMutation('post', '/categories', useInvalidateOnSuccess(['/categories'])),
        ),
      };
    });
    await waitFor(() => {
      expect(result.current.categories.isSuccess).toBe(true);
      expect(result.current.stats.isSuccess).toBe(true);
    });
    expect(calls).toEqual({ categories: 1, contactForms: 1 });

    holding = true;
    let settled = false;
    let call!: Promise<unknown>;
    act(() => {
      call = result.current.create.mutateAsync({ body: retro }).then(() => (settled = true));
    });
    await waitFor(() => expect(calls.categories).toBe(2));
    // The refetch is held: the call has not settled yet.
    expect(settled).toBe(false);
    hold.resolve();
    await act(() => call);
    expect(settled).toBe(true);
    // Only the named query was refetched.
    expect(calls.contactForms).toBe(1);
  });

  it('refetches nothing when the call fails', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/categories`, () => {
        reads += 1;
        return HttpResponse.json({ data: [] });
      }),
      http.post(`${BASE}/categories`, () =>
        HttpResponse.json({ message: 'The given data was invalid.' }, { status: 422 }),
      ),
    );
    const { result } = renderApiHook(() => {
      const { hooks } = useApi();
      return {
        categories: hooks.useQuery('get', '/categories'),
        create: apiMutation(
          hooks.useMutation('post', '/categories', useInvalidateOnSuccess(['/categories'])),
        ),
      };
    });
    await waitFor(() => expect(result.current.categories.isSuccess).toBe(true));
    await act(async () => {
      await expect(
        result.current.create.mutateAsync({ body: { ...retro, title: '' } }),
      ).rejects.toMatchObject({ status: 422 });
    });
    expect(reads).toBe(1);
  });
});
