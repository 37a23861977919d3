import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '../schema.gen.ts';
import { useDecideReport, useDecideReports, useReportDecisionsInFlight } from './moderator.ts';
import { BASE, deferred, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();

function report(id: number, contentId: number): components['schemas']['Report'] {
  return {
    id,
    type: 'post',
    content_type: 'post',
    content_id: contentId,
    status: 'pending',
    reason: 'spam',
    reporter: { id: 2, name: 'Ana' },
    content: {
      id: contentId,
      title: null,
      content: 'Buy now',
      user: { id: 9, name: 'Spammer' },
      created_at: '2026-11-20T10:00:00Z',
    },
    created_at: '2026-11-20T10:00:00Z',
  };
}

describe('useDecideReport', () => {
  it('Warn User: warns, then dismisses; a refused dismissal resolves kept: false', async () => {
    const sent: string[] = [];
    server.use(
      http.post(`${BASE}/moderator/users/:id/warn`, async ({ params, request }) => {
        sent.push(`warn ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ message: 'ok' });
      }),
      http.put(`${BASE}/moderator/content/:id/approve`, ({ params }) => {
        sent.push(`keep ${params.id}`);
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { result } = renderApiHook(() => useDecideReport());
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutateAsync({
        action: 'warn',
        report: report(1, 40),
        authorId: 9,
        reason: 'Content violation',
      });
    });
    expect(outcome).toEqual({ kept: false });
    expect(sent).toEqual(['warn 9 {"reason":"Content violation"}', 'keep 40']);
  });

  it('Warn User fails when the warning is refused, and dismisses nothing', async () => {
    let kept = 0;
    server.use(
      http.post(`${BASE}/moderator/users/:id/warn`, () =>
        HttpResponse.json({ message: 'Nope' }, { status: 403 }),
      ),
      http.put(`${BASE}/moderator/content/:id/approve`, () => {
        kept += 1;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { result } = renderApiHook(() => useDecideReport());
    await act(async () => {
      await expect(
        result.current.mutateAsync({
          action: 'warn',
          report: report(1, 40),
          authorId: 9,
          reason: 'Content violation',
        }),
      ).rejects.toMatchObject({ status: 403 });
    });
    expect(kept).toBe(0);
  });
});

describe('useReportDecisionsInFlight', () => {
  it("reads what runs from the cache: one report's action, then a selection's", async () => {
    const answer = deferred();
    server.use(
      http.put(`${BASE}/moderator/content/:id/approve`, async () => {
        await answer.promise;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { result } = renderApiHook(() => ({
      one: useDecideReport(),
      many: useDecideReports(),
      inFlight: useReportDecisionsInFlight(),
    }));
    const first = report(1, 40);
    act(() => result.current.one.mutate({ action: 'dismiss', report: first }));
    await waitFor(() =>
      expect(result.current.inFlight).toEqual({
        decisions: [{ action: 'dismiss', report: first }],
        bulks: [],
      }),
    );
    answer.resolve();
    await waitFor(() => expect(result.current.inFlight.decisions).toEqual([]));

    const reports = [report(2, 41), report(3, 42)];
    act(() => result.current.many.mutate({ action: 'approve', reports }));
    await waitFor(() => expect(result.current.many.isSuccess).toBe(true));
    expect(result.current.many.data?.succeeded).toEqual(reports);
    expect(result.current.inFlight).toEqual({ decisions: [], bulks: [] });
  });
});
