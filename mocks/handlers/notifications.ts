/** notifications: the logged-in user's notifications and their read state. */
import type { MockDb } from '../db/db.ts';
import { http, notFound } from './support/http.ts';
import { requireUser } from './support/auth.ts';
import { queryObject } from './support/input.ts';
import { validate } from './support/validation.ts';
import { byNewest, pageParams, paginate } from './support/lists.ts';

export function notificationHandlers(db: MockDb) {
  const own = (userId: number, id: unknown) =>
    db.state.notifications.find((n) => n.id === String(id) && n.user_id === userId) ?? notFound();
  const strip = ({ user_id: _user, ...n }: (typeof db.state.notifications)[number]) => n;
  return [
    http.get('/notifications', ({ request, response }) => {
      const user = requireUser(db, request);
      const q = queryObject(request);
      validate(q, { unread: ['boolean'] });
      const { page, perPage } = pageParams(q, 15);
      const mine = db.state.notifications.filter((n) => n.user_id === user.id);
      const unreadOnly = q.unread === 'true' || q.unread === '1';
      const { data, meta } = paginate(
        mine.filter((n) => !unreadOnly || n.read_at === null).sort(byNewest),
        page,
        perPage,
      );
      return response(200).json({
        data: data.map(strip),
        meta,
        unread_count: mine.filter((n) => n.read_at === null).length,
      });
    }),
    http.put('/notifications/read-all', ({ request, response }) => {
      const user = requireUser(db, request);
      let updated = 0;
      const now = db.nowIso();
      for (const n of db.state.notifications)
        if (n.user_id === user.id && n.read_at === null) {
          n.read_at = now;
          updated++;
        }
      db.changed();
      return response(200).json({ message: 'All notifications marked as read.', updated });
    }),
    http.put('/notifications/{id}/read', ({ request, params, response }) => {
      const user = requireUser(db, request);
      const n = own(user.id, params.id);
      n.read_at ??= db.nowIso();
      db.changed();
      return response(200).json({ message: 'Notification marked as read.', data: strip(n) });
    }),
    http.delete('/notifications/{id}', ({ request, params, response }) => {
      const user = requireUser(db, request);
      const n = own(user.id, params.id);
      db.state.notifications = db.state.notifications.filter((k) => k !== n);
      db.changed();
      return response(200).json({ message: 'Notification deleted.' });
    }),
  ];
}
