/** admin: statistics, user management, pending users and categories, meta-tag management. */
import type { MockDb } from '../db/db.ts';
import { META_PAGE_KEYS } from '../db/seed.ts';
import type { MetaTagRow, S, UserRow } from '../db/types.ts';
import { fail, http, MESSAGES, notFound } from './support/http.ts';
import { asViewer, requireUser, tokenUser } from './support/auth.ts';
import { idParam, queryObject, readJson } from './support/input.ts';
import { asBoolean, cleanText, isBlank, type Rule, validate } from './support/validation.ts';
import { byNewest, byOldest, pageParams, paginate } from './support/lists.ts';
import { logAction } from './support/records.ts';
import { categoryApprovalItem, userApprovalItem, userResource, userSummary } from './_views.ts';

export function adminStats(db: MockDb, full: boolean): S['AdminStats'] {
  const s = db.state;
  const approvedThreads = s.threads.filter((t) => t.status === 'approved');
  const approvedIds = new Set(approvedThreads.map((t) => t.id));
  const members = s.users.filter((u) => u.is_approved && !u.is_banned);
  const latest = [...members].sort(byNewest)[0];
  const overview = {
    total_users: s.users.length,
    total_threads: approvedThreads.length,
    total_posts: s.posts.filter((p) => approvedIds.has(p.thread_id) && !p.is_hidden).length,
    latest_member: userSummary(latest),
  };
  if (!full) return { overview };
  const today = new Date(db.now()).toISOString().slice(0, 10);
  return {
    overview,
    users: {
      total: s.users.length,
      banned: s.users.filter((u) => u.is_banned).length,
      moderators: s.users.filter((u) => u.role === 'moderator').length,
      admins: s.users.filter((u) => u.role === 'admin').length,
      pending: s.users.filter((u) => u.approval === 'pending').length,
    },
    threads: {
      total: s.threads.length,
      pending: s.threads.filter((t) => t.status === 'pending').length,
    },
    posts: { total: s.posts.length },
    approvals: {
      today: s.moderationLog.filter((m) => m.action === 'approve' && m.created_at.startsWith(today))
        .length,
    },
  };
}

/** An admin acting on another user (never on oneself). */
function target(db: MockDb, request: Request, id: unknown): { admin: UserRow; user: UserRow } {
  const admin = requireUser(db, request, 'admin');
  const user = db.user(idParam(id)) ?? notFound();
  if (user.id === admin.id) fail(403, MESSAGES.self);
  return { admin, user };
}

const metaRules = (): Record<string, Rule[]> => ({
  title: ['required', 'string', 'max:255'],
  description: ['required', 'string', 'max:500'],
  keywords: ['nullable', 'string', 'max:500'],
  og_title: ['nullable', 'string', 'max:255'],
  og_description: ['nullable', 'string', 'max:500'],
  og_image: ['nullable', 'url'],
  twitter_title: ['nullable', 'string', 'max:255'],
  twitter_description: ['nullable', 'string', 'max:500'],
  twitter_image: ['nullable', 'url'],
  canonical_url: ['nullable', 'url'],
  is_active: ['nullable', 'boolean'],
});
const META_FIELDS = [
  'keywords',
  'og_title',
  'og_description',
  'og_image',
  'twitter_title',
  'twitter_description',
  'twitter_image',
  'canonical_url',
] as const;

function applyMeta(row: MetaTagRow, body: Record<string, unknown>, now: string) {
  row.title = String(body.title).trim();
  row.description = String(body.description).trim();
  // Trimmed as Laravel's TrimStrings does (zero-width spaces too), then a blank is null: a
  // canonical URL of one zero-width space was stored and answered, off-contract (contract fuzz).
  for (const field of META_FIELDS)
    row[field] =
      typeof body[field] === 'string' && !isBlank(body[field])
        ? cleanText(body[field] as string)
        : null;
  if (!isBlank(body.is_active)) row.is_active = asBoolean(body.is_active);
  row.updated_at = now;
}

export function adminHandlers(db: MockDb) {
  const userAction = (
    request: Request,
    id: unknown,
    change: (user: UserRow, admin: UserRow) => string,
  ) => {
    const { admin, user } = target(db, request, id);
    const message = change(user, admin);
    db.changed();
    return { message, data: userResource(db, user, asViewer(admin)) };
  };
  return [
    http.get('/admin/stats', ({ request, response }) => {
      const u = tokenUser(db, request);
      return response(200).json({
        data: adminStats(db, !!u && u.role === 'admin' && !u.is_banned),
      });
    }),
    // Literal /admin/users/pending before /admin/users/{id}/...
    http.get('/admin/users/pending', ({ request, response }) => {
      requireUser(db, request, 'admin');
      const { page, perPage } = pageParams(queryObject(request), 10);
      const { data, meta } = paginate(
        db.state.users.filter((u) => u.approval === 'pending').sort(byOldest),
        page,
        perPage,
      );
      return response(200).json({ data: data.map(userApprovalItem), meta });
    }),
    http.get('/admin/users', ({ request, response }) => {
      const admin = requireUser(db, request, 'admin');
      const q = queryObject(request);
      validate(q, { filter: ['in:all,banned,moderators,admins'], search: ['string', 'max:255'] });
      const { page, perPage } = pageParams(q, 10);
      const search = q.search?.trim().toLowerCase();
      const list = db.state.users
        .filter((u) =>
          q.filter === 'banned'
            ? u.is_banned
            : q.filter === 'moderators'
              ? u.role === 'moderator'
              : q.filter === 'admins'
                ? u.role === 'admin'
                : true,
        )
        .filter(
          (u) =>
            !search || `${u.name} ${u.username ?? ''} ${u.email}`.toLowerCase().includes(search),
        )
        .sort(byNewest);
      const { data, meta } = paginate(list, page, perPage);
      return response(200).json({
        data: data.map((u) => userResource(db, u, asViewer(admin), true)),
        meta,
      });
    }),
    http.put('/admin/users/{id}/role', async ({ request, params, response }) => {
      const body = await readJson(request);
      target(db, request, params.id);
      validate(body, { role: ['required', 'in:user,moderator,admin'] });
      return response(200).json(
        userAction(request, params.id, (user) => {
          user.role = body.role as S['Role'];
          return 'User role updated successfully';
        }),
      );
    }),
    http.put('/admin/users/{id}/ban', ({ request, params, response }) =>
      response(200).json(
        userAction(request, params.id, (user, admin) => {
          user.is_banned = true;
          db.state.tokens = db.state.tokens.filter((t) => t.user_id !== user.id);
          logAction(db, {
            action: 'ban',
            content_type: 'user',
            content_id: user.id,
            description: `Banned ${user.name}`,
            reason: null,
            moderator_id: admin.id,
            user_id: user.id,
          });
          return 'User banned successfully';
        }),
      ),
    ),
    http.put('/admin/users/{id}/unban', ({ request, params, response }) =>
      response(200).json(
        userAction(request, params.id, (user, admin) => {
          user.is_banned = false;
          logAction(db, {
            action: 'unban',
            content_type: 'user',
            content_id: user.id,
            description: `Unbanned ${user.name}`,
            reason: null,
            moderator_id: admin.id,
            user_id: user.id,
          });
          return 'User unbanned successfully';
        }),
      ),
    ),
    http.delete('/admin/users/{id}', ({ request, params, response }) => {
      const { user } = target(db, request, params.id);
      db.state.users = db.state.users.filter((u) => u.id !== user.id);
      db.state.tokens = db.state.tokens.filter((t) => t.user_id !== user.id);
      for (const t of db.state.threads) if (t.author_id === user.id) t.author_id = null;
      for (const p of db.state.posts) if (p.author_id === user.id) p.author_id = null;
      db.changed();
      return response(200).json({ message: 'User deleted successfully' });
    }),
    http.put('/admin/users/id/{id}/approve', ({ request, params, response }) =>
      response(200).json(
        userAction(request, params.id, (user, admin) => {
          user.is_approved = true;
          user.approval = 'approved';
          user.approved_at = db.nowIso();
          logAction(db, {
            action: 'approve',
            content_type: 'user',
            content_id: user.id,
            description: `Approved registration of ${user.name}`,
            reason: null,
            moderator_id: admin.id,
            user_id: user.id,
          });
          return 'User approved successfully';
        }),
      ),
    ),
    http.put('/admin/users/id/{id}/reject', async ({ request, params, response }) => {
      const { admin, user } = target(db, request, params.id);
      const body = await readJson(request);
      validate(body, { reason: ['required', 'string', 'max:1000'] });
      user.is_approved = false;
      user.approval = 'rejected';
      logAction(db, {
        action: 'reject',
        content_type: 'user',
        content_id: user.id,
        description: `Rejected registration of ${user.name}`,
        reason: String(body.reason).trim(),
        moderator_id: admin.id,
        user_id: user.id,
      });
      db.changed();
      return response(200).json({ message: 'User registration rejected.' });
    }),
    http.get('/admin/categories/pending', ({ request, response }) => {
      requireUser(db, request, 'admin');
      const { page, perPage } = pageParams(queryObject(request), 10);
      const { data, meta } = paginate(
        db.state.categories.filter((c) => c.approval === 'pending').sort(byOldest),
        page,
        perPage,
      );
      return response(200).json({ data: data.map((c) => categoryApprovalItem(db, c)), meta });
    }),
    http.get('/admin/meta-tags', ({ request, response }) => {
      requireUser(db, request, 'admin');
      return response(200).json({
        data: [...db.state.metaTags].sort((a, b) => a.page.localeCompare(b.page)),
      });
    }),
    http.post('/admin/meta-tags', async ({ request, response }) => {
      requireUser(db, request, 'admin');
      const body = await readJson(request);
      validate(body, {
        page: [
          'required',
          `in:${META_PAGE_KEYS.join(',')}`,
          (v) =>
            db.state.metaTags.some((m) => m.page === v) ? 'The page has already been taken.' : null,
        ],
        ...metaRules(),
      });
      const now = db.nowIso();
      const row: MetaTagRow = {
        id: db.nextId('metaTags'),
        page: body.page as S['MetaPageKey'],
        title: '',
        description: '',
        keywords: null,
        og_title: null,
        og_description: null,
        og_image: null,
        twitter_title: null,
        twitter_description: null,
        twitter_image: null,
        canonical_url: null,
        is_active: true,
        created_at: now,
        updated_at: now,
      };
      applyMeta(row, body, now);
      db.state.metaTags.push(row);
      db.changed();
      return response(201).json({ message: 'Meta tags created successfully', data: row });
    }),
    http.put('/admin/meta-tags/{id}', async ({ request, params, response }) => {
      requireUser(db, request, 'admin');
      const row = db.state.metaTags.find((m) => m.id === idParam(params.id)) ?? notFound();
      const body = await readJson(request);
      validate(body, metaRules());
      applyMeta(row, body, db.nowIso());
      db.changed();
      return response(200).json({ message: 'Meta tags updated successfully', data: row });
    }),
    http.delete('/admin/meta-tags/{id}', ({ request, params, response }) => {
      requireUser(db, request, 'admin');
      const id = idParam(params.id);
      if (!db.state.metaTags.some((m) => m.id === id)) notFound();
      db.state.metaTags = db.state.metaTags.filter((m) => m.id !== id);
      db.changed();
      return response(200).json({ message: 'Meta tags deleted successfully' });
    }),
    http.put('/admin/meta-tags/{id}/toggle-status', ({ request, params, response }) => {
      requireUser(db, request, 'admin');
      const row = db.state.metaTags.find((m) => m.id === idParam(params.id)) ?? notFound();
      row.is_active = !row.is_active;
      row.updated_at = db.nowIso();
      db.changed();
      return response(200).json({
        message: row.is_active
          ? 'Meta tags activated successfully'
          : 'Meta tags deactivated successfully',
        data: row,
      });
    }),
  ];
}
