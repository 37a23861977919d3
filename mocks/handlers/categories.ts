/** categories: the two-level tree, its threads, and admin management. */
import type { MockDb } from '../db/db.ts';
import type { CategoryRow } from '../db/types.ts';
import { fail, http, notFound } from './support/http.ts';
import { asViewer, requireUser, viewerOf } from './support/auth.ts';
import { idParam, queryObject, readJson } from './support/input.ts';
import { asBoolean, isBlank, type Rule, validate } from './support/validation.ts';
import { byNewest, pageParams, paginate } from './support/lists.ts';
import { logAction } from './support/records.ts';
import { categoryResource, threadResource, type Viewer } from './_views.ts';

const mainFirst = (db: MockDb) => (a: CategoryRow, b: CategoryRow) => {
  const ka =
    a.parent_id === null ? a.title : `${db.category(a.parent_id)?.title ?? ''}\u0000${a.title}`;
  const kb =
    b.parent_id === null ? b.title : `${db.category(b.parent_id)?.title ?? ''}\u0000${b.title}`;
  return ka.localeCompare(kb);
};

function categoryRules(db: MockDb, self?: CategoryRow): Record<string, Rule[]> {
  return {
    title: ['required', 'string', 'max:255'],
    slug: [
      'required',
      'string',
      'slug',
      'max:255',
      (v) =>
        db.state.categories.some((c) => c.slug === v && c.id !== self?.id)
          ? 'The slug has already been taken.'
          : null,
      (v) => (v === 'id' ? 'The slug id is reserved.' : null),
    ],
    description: ['nullable', 'string', 'max:1000'],
    parent_id: [
      'nullable',
      'integer',
      (v) => {
        const parent = db.category(Number(v));
        if (!parent || parent.parent_id !== null) return 'The selected parent id is invalid.';
        if (self && parent.id === self.id) return 'A category cannot be its own parent.';
        if (self && db.state.categories.some((c) => c.parent_id === self.id))
          return 'A category with subcategories cannot become a subcategory.';
        return null;
      },
    ],
    color: ['nullable', 'hex'],
    is_active: ['nullable', 'boolean'],
  };
}

function applyInput(row: CategoryRow, body: Record<string, unknown>, now: string) {
  row.title = String(body.title).trim();
  row.slug = String(body.slug);
  row.description = body.description == null ? null : String(body.description);
  row.parent_id = body.parent_id == null ? null : Number(body.parent_id);
  // A blank colour is null (Laravel's ConvertEmptyStringsToNull): the colour stays.
  row.color = typeof body.color === 'string' && !isBlank(body.color) ? body.color : row.color;
  row.is_active =
    body.is_active === undefined || body.is_active === null
      ? row.is_active
      : asBoolean(body.is_active);
  row.updated_at = now;
}

/** A category the caller may read: approved ones, or any for admins. */
function visibleCategory(db: MockDb, id: number, viewer: Viewer | null): CategoryRow {
  const c = db.category(id);
  if (!c || (!c.is_approved && viewer?.role !== 'admin')) notFound();
  return c;
}

function threadsPage(db: MockDb, c: CategoryRow, request: Request, viewer: Viewer | null) {
  const { page, perPage } = pageParams(queryObject(request), 15);
  const family = db.categoryFamily(c.id);
  const list = db.state.threads
    .filter(
      (t) => t.status === 'approved' && t.category_id !== null && family.includes(t.category_id),
    )
    .sort((a, b) => Number(b.is_sticky) - Number(a.is_sticky) || byNewest(a, b));
  const { data, meta } = paginate(list, page, perPage);
  return {
    category: categoryResource(db, c),
    threads: { data: data.map((t) => threadResource(db, t, viewer)), meta },
  };
}

function deleteCategory(db: MockDb, c: CategoryRow) {
  const ids = new Set(db.categoryFamily(c.id));
  const threadIds = new Set(
    db.state.threads
      .filter((t) => t.category_id !== null && ids.has(t.category_id))
      .map((t) => t.id),
  );
  db.state.categories = db.state.categories.filter((k) => !ids.has(k.id));
  db.state.threads = db.state.threads.filter((t) => !threadIds.has(t.id));
  db.state.posts = db.state.posts.filter((p) => !threadIds.has(p.thread_id));
  db.changed();
}

export function categoryHandlers(db: MockDb) {
  const getOne = ({ request, params }: { request: Request; params: { id: unknown } }) => {
    const viewer = viewerOf(db, request);
    return {
      data: categoryResource(db, visibleCategory(db, idParam(params.id), viewer), {
        includeInactive: viewer?.role === 'admin',
      }),
    };
  };
  const update = async ({ request, params }: { request: Request; params: { id: unknown } }) => {
    requireUser(db, request, 'admin');
    const c = db.category(idParam(params.id)) ?? notFound();
    const body = await readJson(request);
    validate(body, categoryRules(db, c));
    applyInput(c, body, db.nowIso());
    db.changed();
    return { message: 'Category updated successfully.', data: categoryResource(db, c) };
  };
  const remove = ({ request, params }: { request: Request; params: { id: unknown } }) => {
    requireUser(db, request, 'admin');
    deleteCategory(db, db.category(idParam(params.id)) ?? notFound());
    return { message: 'Category deleted successfully.' };
  };
  return [
    http.get('/categories', ({ request, response }) => {
      const viewer = viewerOf(db, request);
      const q = queryObject(request);
      validate(q, {
        top_level: ['boolean'],
        include_inactive: ['boolean'],
        search: ['string', 'max:255'],
      });
      const inactive =
        viewer?.role === 'admin' && (q.include_inactive === 'true' || q.include_inactive === '1');
      const topLevel = q.top_level === 'true' || q.top_level === '1';
      const search = q.search?.trim().toLowerCase();
      const list = db.state.categories
        .filter(
          (c) => c.is_approved && (inactive || c.is_active) && (!topLevel || c.parent_id === null),
        )
        .filter(
          (c) =>
            !search || `${c.title} ${c.slug} ${c.description ?? ''}`.toLowerCase().includes(search),
        )
        .sort(mainFirst(db));
      return response(200).json({
        data: list.map((c) => categoryResource(db, c, { includeInactive: inactive })),
      });
    }),
    http.post('/categories', async ({ request, response }) => {
      const admin = requireUser(db, request, 'admin');
      const body = await readJson(request);
      validate(body, categoryRules(db));
      const now = db.nowIso();
      const row: CategoryRow = {
        id: db.nextId('categories'),
        slug: '',
        title: '',
        description: null,
        parent_id: null,
        is_approved: true,
        approval: 'approved',
        is_active: true,
        color: '#3b82f6',
        created_at: now,
        updated_at: now,
      };
      applyInput(row, body, now);
      db.state.categories.push(row);
      logAction(db, {
        action: 'approve',
        content_type: 'category',
        content_id: row.id,
        description: `Created category "${row.title}"`,
        reason: null,
        moderator_id: admin.id,
        user_id: null,
      });
      db.changed();
      return response(201).json({
        message: 'Category created successfully.',
        data: categoryResource(db, row),
      });
    }),
    http.get('/categories/id/{id}', (info) => info.response(200).json(getOne(info))),
    http.put('/categories/id/{id}', async (info) => info.response(200).json(await update(info))),
    http.delete('/categories/id/{id}', (info) => info.response(200).json(remove(info))),
    http.get('/categories/id/{id}/threads', ({ request, params, response }) => {
      const viewer = viewerOf(db, request);
      return response(200).json(
        threadsPage(db, visibleCategory(db, idParam(params.id), viewer), request, viewer),
      );
    }),
    http.put('/categories/id/{id}/approve', ({ request, params, response }) => {
      const admin = requireUser(db, request, 'admin');
      const c = db.category(idParam(params.id)) ?? notFound();
      c.is_approved = true;
      c.approval = 'approved';
      logAction(db, {
        action: 'approve',
        content_type: 'category',
        content_id: c.id,
        description: `Approved category "${c.title}"`,
        reason: null,
        moderator_id: admin.id,
        user_id: null,
      });
      db.changed();
      return response(200).json({ message: 'Category approved.', data: categoryResource(db, c) });
    }),
    http.put('/categories/id/{id}/reject', async ({ request, params, response }) => {
      const admin = requireUser(db, request, 'admin');
      const c = db.category(idParam(params.id)) ?? notFound();
      const body = await readJson(request);
      validate(body, { reason: ['required', 'string', 'max:1000'] });
      c.is_approved = false;
      c.approval = 'rejected';
      logAction(db, {
        action: 'reject',
        content_type: 'category',
        content_id: c.id,
        description: `Rejected category "${c.title}"`,
        reason: String(body.reason).trim(),
        moderator_id: admin.id,
        user_id: null,
      });
      db.changed();
      return response(200).json({ message: 'Category rejected.' });
    }),
    http.get('/categories/{id}', (info) => info.response(200).json(getOne(info))),
    http.put('/categories/{id}', async (info) => info.response(200).json(await update(info))),
    http.delete('/categories/{id}', (info) => info.response(200).json(remove(info))),
    http.get('/categories/{slug}/threads', ({ request, params, response }) => {
      const viewer = viewerOf(db, request);
      const c = db.state.categories.find(
        (k) => k.slug === params.slug && (k.is_approved || viewer?.role === 'admin'),
      );
      if (!c) fail(404, 'The requested category does not exist.');
      return response(200).json(threadsPage(db, c, request, viewer ? asViewer(viewer.row) : null));
    }),
  ];
}
