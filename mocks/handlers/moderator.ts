/** moderator: statistics, reported content, warnings, suspensions and the log. */
import type { MockDb } from '../db/db.ts';
import type { S, UserRow } from '../db/types.ts';
import { fail, http, MESSAGES, notFound } from './support/http.ts';
import { requireUser } from './support/auth.ts';
import { idParam, queryObject, readJson } from './support/input.ts';
import { cleanText, isBlank, validate } from './support/validation.ts';
import { byNewest, pageParams, paginate } from './support/lists.ts';
import { logAction, notify } from './support/records.ts';
import { moderationResource, reportResource, userSummary } from './_views.ts';

const DAY = 86_400_000;
export const SUSPENSION_DAYS: Record<S['SuspensionDuration'], number> = {
  '1_day': 1,
  '3_days': 3,
  '1_week': 7,
  '2_weeks': 14,
  '1_month': 30,
};

/** A moderator acting on a user: never on oneself or on an admin. */
function moderatedUser(
  db: MockDb,
  request: Request,
  id: unknown,
): { staff: UserRow; user: UserRow } {
  const staff = requireUser(db, request, 'moderator');
  const user = db.user(idParam(id)) ?? notFound();
  if (user.id === staff.id) fail(403, MESSAGES.self);
  if (user.role === 'admin') fail(403, MESSAGES.unauthorized);
  return { staff, user };
}

function content(db: MockDb, type: S['ContentType'], id: number) {
  if (type === 'thread') {
    const t = db.thread(id) ?? notFound();
    return { title: t.title, author: t.author_id };
  }
  const p = db.post(id) ?? notFound();
  return { title: db.thread(p.thread_id)?.title ?? '', author: p.author_id };
}

export function moderatorHandlers(db: MockDb) {
  return [
    http.get('/moderator/stats', ({ request, response }) => {
      requireUser(db, request, 'moderator');
      const now = db.now();
      const since = (days: number) =>
        db.state.moderationLog.filter((m) => now - Date.parse(m.created_at) < days * DAY).length;
      return response(200).json({
        data: {
          reported_content: db.state.reports.filter((r) => r.status === 'pending').length,
          pending_reviews: db.state.threads.filter((t) => t.status === 'pending').length,
          moderated_today: db.state.moderationLog.filter(
            (m) => m.created_at.slice(0, 10) === new Date(now).toISOString().slice(0, 10),
          ).length,
          moderated_week: since(7),
          moderated_month: since(30),
        },
      });
    }),
    http.get('/moderator/reported-content', ({ request, response }) => {
      requireUser(db, request, 'moderator');
      const q = queryObject(request);
      validate(q, { status: ['in:pending,resolved,dismissed'], content_type: ['in:thread,post'] });
      const { page, perPage } = pageParams(q, 10);
      const list = db.state.reports
        .filter(
          (r) =>
            (!q.status || r.status === q.status) &&
            (!q.content_type || r.content_type === q.content_type),
        )
        .sort(byNewest);
      const { data, meta } = paginate(list, page, perPage);
      return response(200).json({ data: data.map((r) => reportResource(db, r)), meta });
    }),
    http.put('/moderator/content/{id}/approve', async ({ request, params, response }) => {
      const staff = requireUser(db, request, 'moderator');
      const id = idParam(params.id);
      const body = await readJson(request);
      validate(body, { type: ['required', 'in:thread,post'] });
      const type = body.type as S['ContentType'];
      const c = content(db, type, id);
      // Only admins approve threads: a moderator keeps a pending thread, which stays pending.
      const thread = type === 'thread' ? db.thread(id)! : undefined;
      if (thread?.status === 'pending' && staff.role === 'admin') thread.status = 'approved';
      for (const r of db.state.reports)
        if (r.content_type === type && r.content_id === id && r.status === 'pending')
          r.status = 'dismissed';
      logAction(db, {
        action: 'approve',
        content_type: type,
        content_id: id,
        description: `Kept reported ${type} in "${c.title}"`,
        reason: null,
        moderator_id: staff.id,
        user_id: c.author,
      });
      db.changed();
      return response(200).json({ message: 'Content approved successfully' });
    }),
    http.put('/moderator/content/{id}/remove', async ({ request, params, response }) => {
      const staff = requireUser(db, request, 'moderator');
      const id = idParam(params.id);
      const body = await readJson(request);
      validate(body, {
        type: ['required', 'in:thread,post'],
        reason: ['required', 'string', 'max:1000'],
      });
      const type = body.type as S['ContentType'];
      const c = content(db, type, id);
      if (type === 'thread') {
        db.state.threads = db.state.threads.filter((t) => t.id !== id);
        db.state.posts = db.state.posts.filter((p) => p.thread_id !== id);
      } else {
        const doomed = new Set([id]);
        for (const p of db.state.posts)
          if (p.parent_id !== null && doomed.has(p.parent_id)) doomed.add(p.id);
        db.state.posts = db.state.posts.filter((p) => !doomed.has(p.id));
      }
      for (const r of db.state.reports)
        if (r.content_type === type && r.content_id === id && r.status === 'pending')
          r.status = 'resolved';
      const reason = cleanText(String(body.reason));
      logAction(db, {
        action: 'delete',
        content_type: type,
        content_id: id,
        description: `Deleted ${type} in "${c.title}"`,
        reason,
        moderator_id: staff.id,
        user_id: c.author,
      });
      notify(
        db,
        c.author,
        'system',
        'Content removed',
        `Your ${type} in "${c.title}" was removed: ${reason}`,
      );
      db.changed();
      return response(200).json({ message: 'Content removed successfully' });
    }),
    http.post('/moderator/users/{id}/warn', async ({ request, params, response }) => {
      const { staff, user } = moderatedUser(db, request, params.id);
      const body = await readJson(request);
      validate(body, { reason: ['required', 'string', 'max:1000'] });
      const row = {
        id: db.nextId('warnings'),
        user_id: user.id,
        reason: cleanText(String(body.reason)),
        moderator_id: staff.id,
        created_at: db.nowIso(),
      };
      db.state.warnings.push(row);
      logAction(db, {
        action: 'warn',
        content_type: 'user',
        content_id: user.id,
        description: `Warned ${user.name}`,
        reason: row.reason,
        moderator_id: staff.id,
        user_id: user.id,
      });
      notify(db, user.id, 'warning', 'You received a warning', row.reason);
      db.changed();
      return response(201).json({
        message: 'User warned successfully',
        data: { ...row, moderator: userSummary(staff) },
      });
    }),
    http.post('/moderator/users/{id}/suspend', async ({ request, params, response }) => {
      const { staff, user } = moderatedUser(db, request, params.id);
      const body = await readJson(request);
      validate(body, {
        duration: ['nullable', `in:${Object.keys(SUSPENSION_DAYS).join(',')}`],
        reason: ['required', 'string', 'max:1000'],
      });
      // A blank duration is null (Laravel's ConvertEmptyStringsToNull): the default, one day.
      const duration = (
        isBlank(body.duration) ? '1_day' : body.duration
      ) as S['SuspensionDuration'];
      const now = db.now();
      const row = {
        id: db.nextId('suspensions'),
        user_id: user.id,
        duration,
        reason: cleanText(String(body.reason)),
        moderator_id: staff.id,
        created_at: new Date(now).toISOString(),
        ends_at: new Date(now + SUSPENSION_DAYS[duration] * DAY).toISOString(),
      };
      db.state.suspensions.push(row);
      logAction(db, {
        action: 'suspend',
        content_type: 'user',
        content_id: user.id,
        description: `Suspended ${user.name} for ${duration.replace('_', ' ')}`,
        reason: row.reason,
        moderator_id: staff.id,
        user_id: user.id,
      });
      notify(
        db,
        user.id,
        'suspension',
        'Your account is suspended',
        `Until ${row.ends_at}: ${row.reason}`,
      );
      db.changed();
      return response(201).json({
        message: 'User suspended successfully',
        data: { ...row, moderator: userSummary(staff) },
      });
    }),
    http.get('/moderator/users/{id}/warnings', ({ request, params, response }) => {
      requireUser(db, request, 'moderator');
      const user = db.user(idParam(params.id)) ?? notFound();
      const list = db.state.warnings.filter((w) => w.user_id === user.id).sort(byNewest);
      return response(200).json({
        data: list.map((w) => ({ ...w, moderator: userSummary(db.user(w.moderator_id)) })),
      });
    }),
    http.get('/moderator/users/{id}/history', ({ request, params, response }) => {
      requireUser(db, request, 'moderator');
      const user = db.user(idParam(params.id)) ?? notFound();
      const { page, perPage } = pageParams(queryObject(request), 10);
      const { data, meta } = paginate(
        db.state.moderationLog.filter((m) => m.user_id === user.id).sort(byNewest),
        page,
        perPage,
      );
      return response(200).json({ data: data.map((m) => moderationResource(db, m)), meta });
    }),
    http.get('/moderator/logs', ({ request, response }) => {
      requireUser(db, request, 'moderator');
      const q = queryObject(request);
      validate(q, {
        action: [
          'in:approve,delete,warn,lock,unlock,pin,unpin,hide,unhide,move,reject,suspend,ban,unban',
        ],
      });
      const { page, perPage } = pageParams(q, 50);
      const { data, meta } = paginate(
        db.state.moderationLog.filter((m) => !q.action || m.action === q.action).sort(byNewest),
        page,
        perPage,
      );
      return response(200).json({ data: data.map((m) => moderationResource(db, m)), meta });
    }),
  ];
}
