import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAdminStats, useSiteStatistics } from './admin.ts';
import { BASE, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();

const overview = {
  total_users: 60,
  total_threads: 480,
  total_posts: 4800,
  latest_member: { id: 60, name: 'Maria Santos' },
};

/** Answers GET /admin/stats and records the Authorization header of each call. */
function recordStatsCalls() {
  const authorizations: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/admin/stats`, ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: { overview } });
    }),
  );
  return authorizations;
}

describe('useSiteStatistics', () => {
  it('reads the overview without sending the token of a logged-in user', async () => {
    const authorizations = recordStatsCalls();
    const { result, api } = renderApiHook(() => useSiteStatistics());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(overview);
    expect(authorizations).toEqual([null]);
    // Only this call goes out anonymously: the session is untouched.
    expect(api.session.getState().token).toBe('secret-token');
  });

  it('is cached apart from the admin dashboard read, which does send the token', async () => {
    const authorizations = recordStatsCalls();
    const { result } = renderApiHook(() => ({
      widget: useSiteStatistics(),
      dashboard: useAdminStats(),
    }));
    await waitFor(() => {
      expect(result.current.widget.isSuccess).toBe(true);
      expect(result.current.dashboard.isSuccess).toBe(true);
    });
    expect([...authorizations].sort()).toEqual(['Bearer secret-token', null].sort());
  });
});
