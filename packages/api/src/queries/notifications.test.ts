import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  applyNotificationChange,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  type Notification,
  type NotificationPage,
} from './notifications.ts';
import { BASE, deferred, renderApiHook, setupTestServer } from '../test/queryHarness.tsx';

const server = setupTestServer();
const NOW = '2026-01-02T00:00:00Z';

function note(id: string, read = false): Notification {
  return {
    id,
    type: 'post_reply',
    title: `Title ${id}`,
    message: `Message ${id}`,
    data: { url: `/threads/t#post-${id}` },
    read_at: read ? '2026-01-01T00:00:00Z' : null,
    created_at: '2026-01-01T00:00:00Z',
  } as Notification;
}

function page(items: Notification[]): NotificationPage {
  return {
    data: items,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: items.length,
      from: 1,
      to: items.length,
    },
    unread_count: items.filter((n) => n.read_at === null).length,
  } as NotificationPage;
}

describe('applyNotificationChange', () => {
  it('marks one read and lowers the unread count, keeping the others and the input', () => {
    const body = page([note('a'), note('b'), note('c', true)]);
    const next = applyNotificationChange(body, { kind: 'read', id: 'a' }, NOW);
    expect(next.data[0]!.read_at).toBe(NOW);
    expect(next.data[1]).toBe(body.data[1]);
    expect(next.unread_count).toBe(1);
    expect(body.data[0]!.read_at).toBeNull();
  });

  it('leaves a page alone when the notification is already read or not on it', () => {
    const body = page([note('a', true)]);
    expect(applyNotificationChange(body, { kind: 'read', id: 'a' }, NOW)).toBe(body);
    expect(applyNotificationChange(body, { kind: 'delete', id: 'zz' }, NOW)).toBe(body);
    expect(applyNotificationChange(undefined, { kind: 'readAll' }, NOW)).toBeUndefined();
  });

  it('marks all read and sets the unread count to 0', () => {
    const next = applyNotificationChange(
      page([note('a'), note('b', true)]),
      { kind: 'readAll' },
      NOW,
    );
    expect(next.data.map((n) => n.read_at)).toEqual([NOW, '2026-01-01T00:00:00Z']);
    expect(next.unread_count).toBe(0);
  });

  it('deletes one, lowering the total, and the unread count only when it was unread', () => {
    const body = page([note('a'), note('b', true)]);
    const unread = applyNotificationChange(body, { kind: 'delete', id: 'a' }, NOW);
    expect(unread.data.map((n) => n.id)).toEqual(['b']);
    expect(unread.unread_count).toBe(0);
    expect(unread.meta.total).toBe(1);
    const read = applyNotificationChange(body, { kind: 'delete', id: 'b' }, NOW);
    expect(read.unread_count).toBe(1);
  });
});

describe('the notification actions are optimistic with rollback', () => {
  function serve(answer: Promise<void>, status: number) {
    let listCalls = 0;
    server.use(
      http.get(`${BASE}/notifications`, () => {
        listCalls += 1;
        return HttpResponse.json(page([note('a'), note('b')]));
      }),
      ...(['put', 'delete'] as const).map((method) =>
        http[method](`${BASE}/notifications/*`, async () => {
          await answer;
          return HttpResponse.json({ message: 'ok' }, { status });
        }),
      ),
    );
    return () => listCalls;
  }

  it('mark one read: the count drops at once, and comes back when the server fails', async () => {
    const answer = deferred();
    serve(answer.promise, 500);
    const { result } = renderApiHook(() => ({
      list: useNotifications(),
      read: useMarkNotificationRead(),
    }));
    await waitFor(() => expect(result.current.list.data?.unread_count).toBe(2));
    act(() => result.current.read.mutate({ params: { path: { id: 'a' } } }));
    await waitFor(() => expect(result.current.list.data?.unread_count).toBe(1));
    expect(result.current.list.data?.data[0]!.read_at).not.toBeNull();
    answer.resolve();
    await waitFor(() => expect(result.current.read.isError).toBe(true));
    expect(result.current.list.data?.unread_count).toBe(2);
    expect(result.current.list.data?.data[0]!.read_at).toBeNull();
  });

  it('mark all read: the count is 0 at once, and refetched after success', async () => {
    const answer = deferred();
    const listCalls = serve(answer.promise, 200);
    const { result } = renderApiHook(() => ({
      list: useNotifications(),
      readAll: useMarkAllNotificationsRead(),
    }));
    await waitFor(() => expect(result.current.list.data?.unread_count).toBe(2));
    act(() => result.current.readAll.mutate({}));
    await waitFor(() => expect(result.current.list.data?.unread_count).toBe(0));
    answer.resolve();
    await waitFor(() => expect(result.current.readAll.isSuccess).toBe(true));
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('delete: the notification leaves the list at once, and comes back when the server fails', async () => {
    const answer = deferred();
    serve(answer.promise, 500);
    const { result } = renderApiHook(() => ({
      list: useNotifications(),
      remove: useDeleteNotification(),
    }));
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(2));
    act(() => result.current.remove.mutate({ params: { path: { id: 'b' } } }));
    await waitFor(() => expect(result.current.list.data?.data.map((n) => n.id)).toEqual(['a']));
    answer.resolve();
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.list.data?.data.map((n) => n.id)).toEqual(['a', 'b']);
  });
});
