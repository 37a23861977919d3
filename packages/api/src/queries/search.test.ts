import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  fetchSuggestions,
  suggestionsOf,
  useAutocomplete,
  useSearch,
  useSearchResults,
} from './search.ts';
import { ApiRequestError } from '../client.ts';
import { BASE, deferred, pageMeta, renderApiHook, setupTestServer } from './testing.tsx';

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

describe('fetchSuggestions', () => {
  it('asks with the trimmed query and reads the suggestions', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/search/autocomplete`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ data: ['gpu', { type: 'user', id: 3, name: 'Gus' }] });
      }),
    );
    const { api } = renderApiHook(() => null);
    await expect(fetchSuggestions(api, ' gu ')).resolves.toEqual([
      'gpu',
      { type: 'user', id: 3, name: 'Gus' },
    ]);
    expect(seen).toEqual(['?q=gu&type=all']);
  });

  it('cancels the request itself when its signal aborts', async () => {
    const arrived = deferred();
    let requestSignal: AbortSignal | undefined;
    server.use(
      http.get(`${BASE}/search/autocomplete`, async ({ request }) => {
        requestSignal = request.signal;
        arrived.resolve();
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return HttpResponse.json({ data: [] });
      }),
    );
    const { api } = renderApiHook(() => null);
    const controller = new AbortController();
    const call = fetchSuggestions(api, 'gpu', { signal: controller.signal });
    await arrived.promise;
    controller.abort();
    // The client's middleware normalises the abort like any failure; the caller knows it aborted.
    await expect(call).rejects.toBeInstanceOf(Error);
    expect(requestSignal?.aborted).toBe(true);
  });

  it('rejects with the normalised error on a failure', async () => {
    server.use(
      http.get(`${BASE}/search/autocomplete`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const { api } = renderApiHook(() => null);
    const failure = await fetchSuggestions(api, 'gpu').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 500, message: 'Server Error' });
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
