import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { healthOf, useSystemHealth, useSystemHealthReport } from './system.ts';
import { BASE, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();

describe('useSystemHealth', () => {
  it('reads a 503 body as the health report, without retrying', async () => {
    const body = {
      status: 'degraded',
      timestamp: '2024-05-01T10:00:00Z',
      checks: { database: 'ok', cache: 'fail', storage: 'ok' },
    };
    let calls = 0;
    server.use(
      http.get(`${BASE}/system/health`, () => {
        calls += 1;
        return HttpResponse.json(body, { status: 503 });
      }),
    );
    const { result } = renderApiHook(() => useSystemHealth());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(1);
    expect(healthOf(result.current.data, result.current.error)).toEqual(body);
  });
});

describe('useSystemHealthReport', () => {
  const report = (status: string) => ({
    status,
    timestamp: '2024-05-01T10:00:00Z',
    checks: { database: 'ok', cache: status === 'ok' ? 'ok' : 'fail', storage: 'ok' },
  });

  it('reads a 503 report as data, like a 200, without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/system/health`, () => {
        calls += 1;
        return HttpResponse.json(report('down'), { status: 503 });
      }),
    );
    const { result } = renderApiHook(() => useSystemHealthReport());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(report('down'));
    expect(calls).toBe(1);
  });

  it('is an error only when a call brings no report, keeping the previous one', async () => {
    let status = 200;
    server.use(
      http.get(`${BASE}/system/health`, () =>
        status === 200
          ? HttpResponse.json(report('ok'))
          : HttpResponse.json({ message: 'Server Error' }, { status }),
      ),
    );
    const { result } = renderApiHook(() => useSystemHealthReport());
    await waitFor(() => expect(result.current.data).toEqual(report('ok')));
    status = 500;
    const after = await result.current.refetch();
    expect(after.isError).toBe(true);
    expect(after.error?.status).toBe(500);
    expect(after.data).toEqual(report('ok'));
  });
});
