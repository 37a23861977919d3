/**
 * threads: lists, the thread page, creation (pending unless the author is an admin), the
 * approval queue (admins: they approve threads, issue 18.3), and staff moderation.
 */
import type { MockDb } from '../db/db.ts';
import { slugify } from '../db/seed.ts';
import type { ThreadRow, UserRow } from '../db/types.ts';
import { http, notFound } from './support/http.ts';
import { asViewer, requireUser, viewerOf } from './support/auth.ts';
import { idParam, queryObject, readJson } from './support/input.ts';
import { cleanText, validate } from './support/validation.ts';
import { byNewest, byOldest, pageParams, paginate } from './support/lists.ts';
import { logAction, notify } from './support/records.ts';
import { canSeeThread, threadApprovalItem, threadResource, type Viewer } from './_views.ts';

const popularity = (db: MockDb, t: ThreadRow) =>
  db.likesCount('thread', t.id) * 10 + db.repliesCount(t) * 5 + t.views / 100;

/** A category filter by slug or id; unknown values are ignored (null). */
export function categoryFilter(db: MockDb, value: string | undefined): number[] | null {
  if (!value) return null;
  const c = /^\d+$/.test(value)
    ? db.category(Number(value))
    : db.state.categories.find((k) => k.slug === value);
  return c ? db.categoryFamily(c.id) : null;
}

function findThread(db: MockDb, raw: unknown, viewer: Viewer | null): ThreadRow {
  const value = String(raw);
  const t = /^\d+$/.test(value)
    ? db.thread(Number(value))
    : db.state.threads.find((k) => k.slug === value);
  if (!t || !canSeeThread(t, viewer)) notFound();
  return t;
}

function showThread(db: MockDb, request: Request, raw: unknown) {
  const viewer = viewerOf(db, request);
  const t = findThread(db, raw, viewer);
  t.views += 1;
  db.changed();
  return { data: threadResource(db, t, viewer, true) };
}

/** A 53-bit hash of a string (cyrb53), in base 36: cheap enough for the longest thread's answer. */
export function stringHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** If-None-Match against an ETag, by weak comparison (RFC 9110 13.1.2): a list, or `*`. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function moderate(
  db: MockDb,
  request: Request,
  id: unknown,
  change: (t: ThreadRow, staff: UserRow) => string,
  need: 'moderator' | 'admin' = 'moderator',
) {
  const staff = requireUser(db, request, need);
  const t = db.thread(idParam(id)) ?? notFound();
  const message = change(t, staff);
  t.updated_at = db.nowIso();
  db.changed();
  return { message, data: threadResource(db, t, asViewer(staff)) };
}

export function threadHandlers(db: MockDb) {
  const toggle =
    (
      field: 'is_locked' | 'is_sticky',
      value: boolean,
      action: 'lock' | 'unlock' | 'pin' | 'unpin',
      message: string,
    ) =>
    ({ request, params }: { request: Request; params: { id: unknown } }) =>
      moderate(db, request, params.id, (t, staff) => {
        t[field] = value;
        logAction(db, {
          action,
          content_type: 'thread',
          content_id: t.id,
          description: `${message.replace(' successfully.', '')} "${t.title}"`,
          reason: null,
          moderator_id: staff.id,
          user_id: t.author_id,
        });
        return message;
      });
  const lock = toggle('is_locked', true, 'lock', 'Thread locked successfully.');
  const unlock = toggle('is_locked', false, 'unlock', 'Thread unlocked successfully.');
  const pin = toggle('is_sticky', true, 'pin', 'Thread pinned successfully.');
  const unpin = toggle('is_sticky', false, 'unpin', 'Thread unpinned successfully.');
  return [
    // Literal paths first: they must win over /threads/{id}.
    http.get('/threads/my-pending', ({ request, response }) => {
      const user = requireUser(db, request);
      const list = db.state.threads
        .filter((t) => t.author_id === user.id && t.status === 'pending')
        .sort(byNewest);
      return response(200).json({ data: list.map((t) => threadResource(db, t, asViewer(user))) });
    }),
    http.get('/threads/pending-approval', ({ request, response }) => {
      requireUser(db, request, 'admin');
      const q = queryObject(request);
      validate(q, { type: ['in:threads'] });
      const { page, perPage } = pageParams(q, 10);
      const list = db.state.threads.filter((t) => t.status === 'pending').sort(byOldest);
      const { data, meta } = paginate(list, page, perPage);
      return response(200).json({ data: data.map((t) => threadApprovalItem(db, t)), meta });
    }),
    http.get('/threads', ({ request, response }) => {
      const viewer = viewerOf(db, request);
      const q = queryObject(request);
      validate(q, {
        featured: ['boolean'],
        sort: ['in:latest,popular'],
        category: ['string', 'max:255'],
      });
      const { page, perPage } = pageParams(q, 15);
      const family = categoryFilter(db, q.category);
      const featured = q.featured === 'true' || q.featured === '1';
      let list = db.state.threads.filter(
        (t) =>
          t.status === 'approved' &&
          (!featured || t.is_featured) &&
          (!family || (t.category_id !== null && family.includes(t.category_id))),
      );
      if (q.sort === 'popular') {
        const score = new Map(list.map((t) => [t.id, popularity(db, t)]));
        list = list.sort((a, b) => score.get(b.id)! - score.get(a.id)! || byNewest(a, b));
      } else list = list.sort(byNewest);
      const { data, meta } = paginate(list, page, perPage);
      return response(200).json({ data: data.map((t) => threadResource(db, t, viewer)), meta });
    }),
    http.post('/threads', async ({ request, response }) => {
      const user = requireUser(db, request);
      const body = await readJson(request);
      validate(body, {
        title: ['required', 'string', 'max:255'],
        content: ['required', 'string', 'html_min:10'],
        category_id: [
          'required',
          'integer',
          (v) => {
            const c = db.category(Number(v));
            return c && c.is_approved && c.is_active
              ? null
              : 'The selected category id is invalid.';
          },
        ],
      });
      const now = db.nowIso();
      // Only admins approve threads, so only an admin's own thread skips the queue; a
      // moderator's waits like a member's (openapi.yaml, createThread).
      const approved = user.role === 'admin';
      const title = cleanText(String(body.title));
      const id = db.nextId('threads');
      const postId = db.nextId('posts');
      const content = String(body.content)
        .replace(/<script[\s\S]*?<\/script>/gi, '')
        .replace(/\son\w+="[^"]*"/gi, '')
        .trim();
      const thread: ThreadRow = {
        id,
        slug: `${slugify(title) || 'thread'}-${id}`,
        title,
        category_id: Number(body.category_id),
        author_id: user.id,
        status: approved ? 'approved' : 'pending',
        is_featured: false,
        is_sticky: false,
        is_locked: false,
        views: 0,
        first_post_id: postId,
        created_at: now,
        updated_at: now,
      };
      db.state.threads.push(thread);
      db.state.posts.push({
        id: postId,
        thread_id: id,
        parent_id: null,
        author_id: user.id,
        content,
        is_hidden: false,
        created_at: now,
        updated_at: now,
      });
      db.changed();
      const message = approved
        ? 'Thread created successfully.'
        : 'Thread created successfully and is pending approval.';
      return response(201).json({ message, data: threadResource(db, thread, asViewer(user)) });
    }),
    // Revalidation: a weak ETag of everything in the answer but `views`; a matching
    // If-None-Match answers 304 with an empty body and counts no view.
    http.get('/threads/id/{id}', ({ request, params, response }) => {
      const viewer = viewerOf(db, request);
      const t = findThread(db, idParam(params.id), viewer);
      const { views, ...rest } = threadResource(db, t, viewer, true);
      const etag = `W/"${stringHash(JSON.stringify(rest))}"`;
      const headers = { ETag: etag };
      if (etagMatches(request.headers.get('If-None-Match'), etag))
        return response(304).empty({ headers });
      t.views += 1;
      db.changed();
      return response(200).json({ data: { ...rest, views: views + 1 } }, { headers });
    }),
    http.get('/threads/{id}', ({ request, params, response }) =>
      response(200).json(showThread(db, request, params.id)),
    ),
    http.put('/threads/id/{id}/approve', ({ request, params, response }) =>
      response(200).json(
        moderate(
          db,
          request,
          params.id,
          (t, staff) => {
            t.status = 'approved';
            logAction(db, {
              action: 'approve',
              content_type: 'thread',
              content_id: t.id,
              description: `Approved thread "${t.title}"`,
              reason: null,
              moderator_id: staff.id,
              user_id: t.author_id,
            });
            notify(
              db,
              t.author_id,
              'thread_approved',
              'Thread approved',
              `Your thread "${t.title}" was approved.`,
              { url: `/threads/${t.slug}`, thread_id: t.id },
            );
            return 'Thread approved successfully.';
          },
          'admin',
        ),
      ),
    ),
    http.put('/threads/id/{id}/reject', async ({ request, params, response }) => {
      const body = await readJson(request);
      requireUser(db, request, 'admin');
      validate(body, { reason: ['required', 'string', 'max:1000'] });
      const reason = cleanText(String(body.reason));
      return response(200).json(
        moderate(
          db,
          request,
          params.id,
          (t, staff) => {
            t.status = 'rejected';
            logAction(db, {
              action: 'reject',
              content_type: 'thread',
              content_id: t.id,
              description: `Rejected thread "${t.title}"`,
              reason,
              moderator_id: staff.id,
              user_id: t.author_id,
            });
            notify(
              db,
              t.author_id,
              'thread_rejected',
              'Thread rejected',
              `Your thread "${t.title}" was rejected: ${reason}`,
              { url: '/pending-approval', thread_id: t.id },
            );
            return 'Thread rejected.';
          },
          'admin',
        ),
      );
    }),
    http.put('/threads/id/{id}/lock', (info) => info.response(200).json(lock(info))),
    http.put('/threads/id/{id}/unlock', (info) => info.response(200).json(unlock(info))),
    http.put('/threads/id/{id}/pin', (info) => info.response(200).json(pin(info))),
    http.put('/threads/id/{id}/unpin', (info) => info.response(200).json(unpin(info))),
    http.put('/threads/id/{id}/move', async ({ request, params, response }) => {
      requireUser(db, request, 'moderator');
      const target = db.thread(idParam(params.id)) ?? notFound();
      const body = await readJson(request);
      validate(body, {
        category_id: [
          'required',
          'integer',
          (v) =>
            db.category(Number(v))?.is_approved ? null : 'The selected category id is invalid.',
        ],
      });
      return response(200).json(
        moderate(db, request, target.id, (t, staff) => {
          const from = db.category(t.category_id)?.title ?? 'General';
          t.category_id = Number(body.category_id);
          logAction(db, {
            action: 'move',
            content_type: 'thread',
            content_id: t.id,
            description: `Moved "${t.title}" from ${from} to ${db.category(t.category_id)?.title}`,
            reason: null,
            moderator_id: staff.id,
            user_id: t.author_id,
          });
          return 'Thread moved successfully.';
        }),
      );
    }),
  ];
}
