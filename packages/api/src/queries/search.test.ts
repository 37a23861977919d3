import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { suggestionsOf, useAutocomplete, useSearch, useSearchResults } from './search.ts';
import { BASE, deferred, pageMeta, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();

describe('useAutocomplete', () => {
  it('does not fetch under 2 characters (trimmed), then fetches and reads the suggestions', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/search/autocomplete`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [
            'gpu',
            { type: 'thread', id: 5, title: 'Best budget GPUs', slug: 'best-budget-gpus' },
          ],
        });
      }),
    );
    const { result, rerender } = renderApiHook(({ q }: { q: string }) => useAutocomplete(q), {
      initialProps: { q: '' },
    });
    for (const q of ['', 'g', ' g ', 'g  ']) {
      rerender({ q });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(result.current.fetchStatus).toBe('idle');
    }
    expect(seen).toEqual([]);

    rerender({ q: ' gp ' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen).toEqual(['?q=gp&type=all']);
    expect(result.current.data).toEqual([
      'gpu',
      { type: 'thread', id: 5, title: 'Best budget GPUs', slug: 'best-budget-gpus' },
    ]);
  });

  it('aborts the request of a query left behind, and reuses a cached answer', async () => {
    const signals = new Map<string, AbortSignal>();
    const hold = deferred();
    server.use(
      http.get(`${BASE}/search/autocomplete`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')!;
        signals.set(q, request.signal);
        if (q === 'gpu') await hold.promise;
        return HttpResponse.json({ data: [q] });
      }),
    );
    const { result, rerender } = renderApiHook(({ q }: { q: string }) => useAutocomplete(q), {
      initialProps: { q: 'ram' },
    });
    await waitFor(() => expect(result.current.data).toEqual(['ram']));
    rerender({ q: 'gpu' });
    await waitFor(() => expect(signals.has('gpu')).toBe(true));
    rerender({ q: 'gpus' });
    await waitFor(() => expect(result.current.data).toEqual(['gpus']));
    expect(signals.get('gpu')?.aborted).toBe(true);
    hold.resolve();
    signals.clear();
    rerender({ q: 'ram' });
    expect(result.current.data).toEqual(['ram']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...signals.keys()]).toEqual([]);
  });

  it('logs a failure without retrying it', async () => {
    let asked = 0;
    server.use(
      http.get(`${BASE}/search/autocomplete`, () => {
        asked += 1;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderApiHook(() => useAutocomplete('gpu'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(asked).toBe(1);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(result.current.error).toMatchObject({ status: 500, message: 'Server Error' });
  });

  it('reads suggestions as data or as a bare array', () => {
    expect(suggestionsOf(['a'])).toEqual(['a']);
    expect(suggestionsOf({ data: ['b'] })).toEqual(['b']);
    expect(suggestionsOf(undefined)).toEqual([]);
  });
});

describe('useSearch', () => {
  it('waits for 3 characters and asks for 20 per page', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${BASE}/search`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ query: 'gpu', type: 'threads', data: [], meta: pageMeta });
      }),
    );
    const { result, rerender } = renderApiHook(
      ({ q }: { q: string }) => useSearch({ q, type: 'threads' }),
      {
        initialProps: { q: 'gp' },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    rerender({ q: 'gpu ' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(seen[0]!)).toEqual({ q: 'gpu', type: 'threads', per_page: '20' });
  });
});

describe('useSearchResults', () => {
  const group = { data: [], meta: pageMeta };
  const all = {
    query: 'gpu',
    type: 'all',
    results: { threads: group, posts: group, users: group, categories: group },
  };

  it('asks GET /search with the query, type and page only in basic mode, and the filters in advanced mode', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/search`, ({ request }) => {
        seen.push(`basic ${new URL(request.url).search}`);
        return HttpResponse.json(all);
      }),
      http.get(`${BASE}/search/advanced`, ({ request }) => {
        seen.push(`advanced ${new URL(request.url).search}`);
        return HttpResponse.json(all);
      }),
    );
    const params = {
      q: ' gpu ',
      type: 'all' as const,
      page: 2,
      author: 'kat',
      date_from: '2026-01-01',
    };
    const { result, rerender } = renderApiHook(
      ({ advanced }: { advanced: boolean }) => useSearchResults(params, { advanced }),
      { initialProps: { advanced: false } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ advanced: true });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([
      'basic ?q=gpu&type=all&page=2&per_page=20',
      'advanced ?q=gpu&type=all&page=2&author=kat&date_from=2026-01-01&per_page=20',
    ]);
  });

  it('asks GET /search/users for the users group narrowed by a role (advanced mode only)', async () => {
    const seen: string[] = [];
    const users = { query: 'gpu', type: 'users', data: [], meta: pageMeta };
    server.use(
      http.get(`${BASE}/search/users`, ({ request }) => {
        seen.push(`users ${new URL(request.url).search}`);
        return HttpResponse.json(users);
      }),
      http.get(`${BASE}/search/advanced`, ({ request }) => {
        seen.push(`advanced ${new URL(request.url).search}`);
        return HttpResponse.json(all);
      }),
    );
    const params = { q: 'gpu', page: 2, author: 'kat', date_from: '2026-01-01' };
    const { result, rerender } = renderApiHook(
      ({ type, sort }: { type: 'users' | 'all'; sort?: 'newest' | 'relevance' }) =>
        useSearchResults({ ...params, type, sort }, { advanced: true, role: 'moderator' }),
      { initialProps: { type: 'users' as 'users' | 'all', sort: 'relevance' as const } },
    );
    await waitFor(() => expect(result.current.data).toMatchObject({ type: 'users' }));
    rerender({ type: 'users', sort: 'newest' as 'relevance' });
    await waitFor(() => expect(seen).toHaveLength(2));
    rerender({ type: 'all', sort: 'relevance' });
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen).toEqual([
      'users ?q=gpu&role=moderator&page=2&per_page=20',
      'users ?q=gpu&role=moderator&sort=newest&page=2&per_page=20',
      'advanced ?q=gpu&page=2&author=kat&date_from=2026-01-01&type=all&sort=relevance&per_page=20',
    ]);
  });

  it('keeps the previous results while the next ones load, across modes', async () => {
    const gate = deferred();
    server.use(
      http.get(`${BASE}/search`, () => HttpResponse.json(all)),
      http.get(`${BASE}/search/advanced`, async () => {
        await gate.promise;
        return HttpResponse.json({ ...all, query: 'gpu (advanced)' });
      }),
    );
    const { result, rerender } = renderApiHook(
      ({ advanced }: { advanced: boolean }) => useSearchResults({ q: 'gpu' }, { advanced }),
      { initialProps: { advanced: false } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ advanced: true });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data).toMatchObject({ query: 'gpu' });
    gate.resolve();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data).toMatchObject({ query: 'gpu (advanced)' });
  });

  it('does not ask under 3 characters', async () => {
    const { result } = renderApiHook(() => useSearchResults({ q: ' gp ' }, { advanced: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
  });
});
