/** users: public profile counts, a user's activity, and the user's preferences. */
import type { MockDb } from '../db/db.ts';
import type { PreferencesRow, S } from '../db/types.ts';
import { fail, http, MESSAGES, notFound } from './support/http.ts';
import { asViewer, requireUser, viewerOf } from './support/auth.ts';
import { idParam, queryObject, readJson } from './support/input.ts';
import { asBoolean, validate } from './support/validation.ts';
import { byNewest, pageParams, paginate } from './support/lists.ts';
import { isStaff, postResource, threadRef, threadResource, userResource } from './_views.ts';

export const DEFAULT_PREFERENCES: S['Preferences'] = {
  email_notifications: true,
  reply_notifications: true,
  like_notifications: true,
  mention_notifications: true,
  newsletter: false,
  theme: 'system',
  language: 'en',
};

function preferencesOf(db: MockDb, userId: number): S['Preferences'] {
  const row = db.state.preferences.find((p) => p.user_id === userId);
  if (!row) return { ...DEFAULT_PREFERENCES };
  const { user_id: _ignored, ...prefs } = row;
  return prefs;
}

export function userHandlers(db: MockDb) {
  return [
    http.get('/users/{id}/stats', ({ request, params, response }) => {
      const user = db.user(idParam(params.id)) ?? notFound();
      const viewer = viewerOf(db, request);
      const c = db.userCounts(user.id);
      return response(200).json({
        data: {
          threads_count: c.threads,
          posts_count: c.posts,
          likes_count: c.likes,
          join_date: user.created_at,
        },
        user: userResource(db, user, viewer),
      });
    }),
    http.get('/users/{id}/activity', ({ request, params, response }) => {
      const me = requireUser(db, request);
      const user = db.user(idParam(params.id)) ?? notFound();
      if (user.id !== me.id && !isStaff(asViewer(me))) fail(403, MESSAGES.unauthorized);
      const { page, perPage } = pageParams(queryObject(request), 10);
      const viewer = asViewer(me);
      const threads = db.state.threads
        .filter(
          (t) =>
            t.author_id === user.id &&
            (t.status === 'approved' || viewer.id === user.id || isStaff(viewer)),
        )
        .sort(byNewest);
      const firstPosts = new Set(db.state.threads.map((t) => t.first_post_id));
      const posts = db.state.posts
        .filter((p) => p.author_id === user.id && !firstPosts.has(p.id))
        .sort(byNewest);
      const likes = db.state.likes.filter((l) => l.user_id === user.id);
      const feed: S['ActivityItem'][] = [
        ...threads.map((t) => ({
          id: `thread-${t.id}`,
          type: 'thread_created' as const,
          thread: threadRef(db, t),
          description: `Created thread "${t.title}"`,
          created_at: t.created_at,
        })),
        ...posts.map((p) => ({
          id: `post-${p.id}`,
          type: 'post_created' as const,
          thread: threadRef(db, db.thread(p.thread_id)),
          description: `Replied to "${db.thread(p.thread_id)?.title ?? ''}"`,
          created_at: p.created_at,
        })),
        ...likes.map((l) => {
          const t =
            l.likeable_type === 'thread'
              ? db.thread(l.likeable_id)
              : db.thread(db.post(l.likeable_id)?.thread_id ?? 0);
          return {
            id: `like-${l.id}`,
            type:
              l.likeable_type === 'thread' ? ('thread_liked' as const) : ('post_liked' as const),
            thread: threadRef(db, t),
            description: `Liked a ${l.likeable_type} in "${t?.title ?? ''}"`,
            created_at: l.created_at,
          };
        }),
      ].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
      const tp = paginate(threads, page, perPage);
      const pp = paginate(posts, page, perPage);
      const fp = paginate(feed, page, perPage);
      return response(200).json({
        threads: { data: tp.data.map((t) => threadResource(db, t, viewer)), meta: tp.meta },
        posts: {
          data: pp.data.map((p) => postResource(db, p, viewer, { thread: true })),
          meta: pp.meta,
        },
        recent_activity: fp,
      });
    }),
    http.get('/user/preferences', ({ request, response }) => {
      const user = requireUser(db, request);
      return response(200).json({ data: preferencesOf(db, user.id) });
    }),
    http.put('/user/preferences', async ({ request, response }) => {
      const user = requireUser(db, request);
      const body = await readJson(request);
      const bool = ['sometimes' as const, 'required' as const, 'boolean' as const];
      validate(body, {
        email_notifications: bool,
        reply_notifications: bool,
        like_notifications: bool,
        mention_notifications: bool,
        newsletter: bool,
        theme: ['sometimes', 'required', 'in:light,dark,system'],
        language: [
          'sometimes',
          'required',
          'string',
          (v) =>
            /^[a-z]{2}(-[A-Z]{2})?$/.test(String(v))
              ? null
              : 'The language field format is invalid.',
        ],
      });
      const known = Object.keys(DEFAULT_PREFERENCES);
      if (!Object.keys(body).some((k) => known.includes(k)))
        validate({}, { preferences: ['required'] });
      const next: PreferencesRow = { ...preferencesOf(db, user.id), user_id: user.id };
      for (const key of known)
        if (key in body)
          (next as unknown as Record<string, unknown>)[key] =
            typeof DEFAULT_PREFERENCES[key as keyof S['Preferences']] === 'boolean'
              ? asBoolean(body[key])
              : body[key];
      db.state.preferences = [...db.state.preferences.filter((p) => p.user_id !== user.id), next];
      db.changed();
      return response(200).json({
        message: 'Preferences updated successfully.',
        data: preferencesOf(db, user.id),
      });
    }),
  ];
}
