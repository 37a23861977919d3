import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { suggestionsOf, useAutocomplete, useSearch } from './search.ts';
import { BASE, pageMeta, renderApiHook, setupTestServer } from './testing.tsx';

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
