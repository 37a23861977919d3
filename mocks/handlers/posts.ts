/** posts: replies to threads and to posts, and hiding posts. */
import type { MockDb } from '../db/db.ts';
import type { PostRow, ThreadRow } from '../db/types.ts';
import { fail, http, MESSAGES, notFound } from './support/http.ts';
import { asViewer, requireUser, viewerOf } from './support/auth.ts';
import { idParam, queryObject, readJson } from './support/input.ts';
import { cleanText, type Rule, validate } from './support/validation.ts';
import { pageParams, paginate } from './support/lists.ts';
import { logAction, notify } from './support/records.ts';
import { canSeeThread, postResource, topLevelPosts } from './_views.ts';

function addReply(
  db: MockDb,
  request: Request,
  thread: ThreadRow,
  parent: PostRow | null,
  content: string,
) {
  const user = requireUser(db, request);
  // A repeat of an action the client already sent (the outbox, after an answer that never came):
  // the first answer again, with the reply it made.
  const key = request.headers.get('Idempotency-Key');
  const earlier = key ? db.post(db.state.idempotency?.[`${user.id}:${key}`] ?? 0) : undefined;
  if (earlier)
    return {
      message: 'Reply posted successfully.',
      data: postResource(db, earlier, asViewer(user), { replies: true }),
    };
  const now = db.nowIso();
  const post: PostRow = {
    id: db.nextId('posts'),
    thread_id: thread.id,
    parent_id: parent?.id ?? null,
    author_id: user.id,
    content,
    is_hidden: false,
    created_at: now,
    updated_at: now,
  };
  db.state.posts.push(post);
  if (key) (db.state.idempotency ??= {})[`${user.id}:${key}`] = post.id;
  thread.updated_at = now;
  if (parent && parent.author_id !== user.id)
    notify(
      db,
      parent.author_id,
      'post_reply',
      'New reply to your post',
      `${user.name} replied to your post in "${thread.title}"`,
      { url: `/threads/${thread.slug}#post-${post.id}`, thread_id: thread.id, post_id: post.id },
    );
  else if (!parent && thread.author_id !== user.id)
    notify(
      db,
      thread.author_id,
      'thread_reply',
      'New reply',
      `${user.name} replied to "${thread.title}"`,
      { url: `/threads/${thread.slug}#post-${post.id}`, thread_id: thread.id, post_id: post.id },
    );
  db.changed();
  return {
    message: 'Reply posted successfully.',
    data: postResource(db, post, asViewer(user), { replies: true }),
  };
}

/** `author_id` is ignored (the author is the token's user), but when sent it must be an id. */
const AUTHOR_RULE: Rule[] = ['integer', 'min:1'];

/** The thread a reply goes to: visible and approved (404), not locked (403). */
function replyTarget(db: MockDb, request: Request, thread: ThreadRow | undefined): ThreadRow {
  const user = requireUser(db, request);
  if (!thread || thread.status !== 'approved' || !canSeeThread(thread, asViewer(user))) notFound();
  if (thread.is_locked) fail(403, MESSAGES.locked);
  return thread;
}

const contentRules = { content: ['required' as const, 'string' as const, 'max:20000' as const] };

export function postHandlers(db: MockDb) {
  return [
    http.get('/threads/{id}/posts', ({ request, params, response }) => {
      const viewer = viewerOf(db, request);
      const t = db.thread(idParam(params.id));
      if (!t || !canSeeThread(t, viewer)) notFound();
      const { page, perPage } = pageParams(queryObject(request), 50);
      const { data, meta } = paginate(topLevelPosts(db, t, viewer), page, perPage);
      return response(200).json({
        data: data.map((p) => postResource(db, p, viewer, { replies: true })),
        meta,
      });
    }),
    http.post('/threads/{id}/posts', async ({ request, params, response }) => {
      const thread = replyTarget(db, request, db.thread(idParam(params.id)));
      const body = await readJson(request);
      validate(body, {
        ...contentRules,
        author_id: AUTHOR_RULE,
        thread_id: [
          'integer',
          (v) => (Number(v) === thread.id ? null : 'The selected thread id is invalid.'),
        ],
        parent_id: [
          'nullable',
          'integer',
          (v) =>
            db.post(Number(v))?.thread_id === thread.id
              ? null
              : 'The selected parent id is invalid.',
        ],
      });
      const parent = body.parent_id == null ? null : db.post(Number(body.parent_id))!;
      return response(201).json(
        addReply(db, request, thread, parent, cleanText(String(body.content))),
      );
    }),
    http.post('/posts/{id}/reply', async ({ request, params, response }) => {
      requireUser(db, request);
      const parent = db.post(idParam(params.id));
      if (!parent) notFound();
      const thread = replyTarget(db, request, db.thread(parent.thread_id));
      const body = await readJson(request);
      validate(body, {
        ...contentRules,
        author_id: AUTHOR_RULE,
        parent_id: [
          'integer',
          (v) => (Number(v) === parent.id ? null : 'The selected parent id is invalid.'),
        ],
      });
      return response(201).json(
        addReply(db, request, thread, parent, cleanText(String(body.content))),
      );
    }),
    http.put('/posts/{id}/hide', async ({ request, params, response }) => {
      const staff = requireUser(db, request, 'moderator');
      const post = db.post(idParam(params.id)) ?? notFound();
      const body = await readJson(request);
      validate(body, { reason: ['required', 'string', 'max:1000'] });
      post.is_hidden = true;
      logAction(db, {
        action: 'hide',
        content_type: 'post',
        content_id: post.id,
        description: `Hid a post in "${db.thread(post.thread_id)?.title ?? ''}"`,
        reason: cleanText(String(body.reason)),
        moderator_id: staff.id,
        user_id: post.author_id,
      });
      db.changed();
      return response(200).json({
        message: 'Post hidden successfully.',
        data: postResource(db, post, asViewer(staff)),
      });
    }),
    http.put('/posts/{id}/unhide', ({ request, params, response }) => {
      const staff = requireUser(db, request, 'moderator');
      const post = db.post(idParam(params.id)) ?? notFound();
      post.is_hidden = false;
      logAction(db, {
        action: 'unhide',
        content_type: 'post',
        content_id: post.id,
        description: `Unhid a post in "${db.thread(post.thread_id)?.title ?? ''}"`,
        reason: null,
        moderator_id: staff.id,
        user_id: post.author_id,
      });
      db.changed();
      return response(200).json({
        message: 'Post is visible again.',
        data: postResource(db, post, asViewer(staff)),
      });
    }),
  ];
}
