/** likes: idempotent like/unlike and toggles on threads and posts. */
import type { MockDb } from '../db/db.ts';
import { http, notFound } from './support/http.ts';
import { requireUser } from './support/auth.ts';
import { idParam, queryObject } from './support/input.ts';
import { validate } from './support/validation.ts';
import { byNewest, pageParams, paginate } from './support/lists.ts';
import { canSeeThread, userSummary } from './_views.ts';

type Kind = 'thread' | 'post';
type Mode = 'like' | 'unlike' | 'toggle';

function setLike(db: MockDb, request: Request, kind: Kind, rawId: unknown, mode: Mode) {
  const user = requireUser(db, request);
  const id = idParam(rawId);
  const viewer = { id: user.id, role: user.role };
  if (kind === 'thread') {
    const t = db.thread(id);
    if (!t || !canSeeThread(t, viewer)) notFound();
  } else {
    const p = db.post(id);
    const t = p ? db.thread(p.thread_id) : undefined;
    if (!p || !t || !canSeeThread(t, viewer) || (p.is_hidden && user.role === 'user')) notFound();
  }
  const liked = db.isLiked(kind, id, user.id);
  const want = mode === 'toggle' ? !liked : mode === 'like';
  if (want && !liked)
    db.state.likes.push({
      id: db.nextId('likes'),
      user_id: user.id,
      likeable_type: kind,
      likeable_id: id,
      created_at: db.nowIso(),
    });
  if (!want && liked)
    db.state.likes = db.state.likes.filter(
      (l) => !(l.user_id === user.id && l.likeable_type === kind && l.likeable_id === id),
    );
  if (want !== liked) db.changed();
  const label = kind === 'thread' ? 'Thread' : 'Post';
  return {
    message: `${label} ${want ? 'liked' : 'unliked'}`,
    liked: want,
    likes_count: db.likesCount(kind, id),
  };
}

export function likeHandlers(db: MockDb) {
  return [
    http.post('/threads/id/{id}/like', ({ request, params, response }) =>
      response(200).json(setLike(db, request, 'thread', params.id, 'like')),
    ),
    http.delete('/threads/id/{id}/like', ({ request, params, response }) =>
      response(200).json(setLike(db, request, 'thread', params.id, 'unlike')),
    ),
    http.post('/posts/{id}/like', ({ request, params, response }) =>
      response(200).json(setLike(db, request, 'post', params.id, 'like')),
    ),
    http.delete('/posts/{id}/like', ({ request, params, response }) =>
      response(200).json(setLike(db, request, 'post', params.id, 'unlike')),
    ),
    http.post('/likes/threads/{id}', ({ request, params, response }) =>
      response(200).json(setLike(db, request, 'thread', params.id, 'toggle')),
    ),
    http.post('/likes/posts/{id}', ({ request, params, response }) =>
      response(200).json(setLike(db, request, 'post', params.id, 'toggle')),
    ),
    http.get('/likes', ({ request, response }) => {
      const q = queryObject(request);
      validate(q, {
        likeable_type: ['required', 'in:thread,post'],
        likeable_id: ['required', 'integer', 'min:1'],
      });
      const { page, perPage } = pageParams(q, 15);
      const type = q.likeable_type as Kind;
      const id = Number(q.likeable_id);
      const target = type === 'thread' ? db.thread(id) : db.post(id);
      if (!target) notFound();
      const list = db.state.likes
        .filter((l) => l.likeable_type === type && l.likeable_id === id)
        .sort(byNewest);
      const { data, meta } = paginate(list, page, perPage);
      return response(200).json({
        data: data.map((l) => ({ ...l, user: userSummary(db.user(l.user_id)) ?? undefined })),
        meta,
      });
    }),
  ];
}
