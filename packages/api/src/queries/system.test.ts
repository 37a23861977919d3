import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { healthOf, useSystemHealth } from './system.ts';
import { BASE, renderApiHook, setupTestServer } from './testing.tsx';

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
