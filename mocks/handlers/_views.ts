/** Rows → API resources (the shapes of openapi.yaml), with relations and counters computed from the data. */
import type { MockDb } from '../db/db.ts';
import type {
  CategoryRow,
  ContactFormRow,
  ModerationRow,
  PostRow,
  ReportRow,
  S,
  ThreadRow,
  UserRow,
} from '../db/types.ts';

export interface Viewer {
  id: number;
  role: S['Role'];
}
export const isStaff = (v: Viewer | null | undefined) =>
  !!v && (v.role === 'admin' || v.role === 'moderator');

export function userSummary(u: UserRow | undefined): S['UserSummary'] | null {
  return u ? { id: u.id, name: u.name, username: u.username, avatar_url: u.avatar_url } : null;
}

export function sessionUser(u: UserRow): S['SessionUser'] {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    username: u.username,
    avatar_url: u.avatar_url,
    email_verified_at: u.email_verified_at,
    created_at: u.created_at,
  };
}

export function userStatus(db: MockDb, u: UserRow): S['UserStatus'] {
  if (u.is_banned) return 'banned';
  if (!u.is_approved) return 'pending';
  if (db.activeSuspension(u.id)) return 'suspended';
  return 'active';
}

/** Private fields (email, status, ...) only for staff or the user themself. */
export function userResource(
  db: MockDb,
  u: UserRow,
  viewer: Viewer | null,
  withCounts = false,
): S['User'] {
  const counts = db.userCounts(u.id);
  const base: S['User'] = {
    id: u.id,
    name: u.name,
    username: u.username,
    role: u.role,
    avatar_url: u.avatar_url,
    bio: u.bio,
    created_at: u.created_at,
  };
  if (withCounts) Object.assign(base, { threads_count: counts.threads, posts_count: counts.posts });
  if (viewer && (isStaff(viewer) || viewer.id === u.id)) {
    Object.assign(base, {
      email: u.email,
      last_login_at: u.last_login_at,
      email_verified_at: u.email_verified_at,
      is_banned: u.is_banned,
      is_approved: u.is_approved,
      status: userStatus(db, u),
      approved_at: u.approved_at,
      suspended_until: db.activeSuspension(u.id)?.ends_at ?? null,
      stats: {
        threads_count: counts.threads,
        posts_count: counts.posts,
        likes_count: counts.likes,
        join_date: u.created_at,
      },
    });
  }
  return base;
}

export function categoryRef(c: CategoryRow | undefined): S['CategoryRef'] | null {
  return c ? { id: c.id, slug: c.slug, title: c.title, color: c.color } : null;
}

export function categoryResource(
  db: MockDb,
  c: CategoryRow,
  options: { children?: boolean; includeInactive?: boolean } = {},
): S['Category'] {
  const family = db.categoryFamily(c.id);
  let threads = 0;
  let posts = 0;
  for (const t of db.state.threads) {
    if (t.status !== 'approved' || t.category_id === null || !family.includes(t.category_id))
      continue;
    threads++;
    posts += db.postsOf(t.id).length;
  }
  const parent = c.parent_id === null ? null : categoryRef(db.category(c.parent_id));
  const out: S['Category'] = {
    id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    parent_id: c.parent_id,
    parent,
    is_approved: c.is_approved,
    is_active: c.is_active,
    color: c.color,
    threads_count: threads,
    posts_count: posts,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
  if (options.children !== false) {
    out.children = db.state.categories
      .filter(
        (k) => k.parent_id === c.id && k.is_approved && (options.includeInactive || k.is_active),
      )
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((k) => categoryResource(db, k, { children: false }));
  }
  return out;
}

export function threadRef(db: MockDb, t: ThreadRow | undefined): S['ThreadRef'] | null {
  return t
    ? { id: t.id, title: t.title, slug: t.slug, category: categoryRef(db.category(t.category_id)) }
    : null;
}

export function postResource(
  db: MockDb,
  p: PostRow,
  viewer: Viewer | null,
  options: { replies?: boolean; thread?: boolean } = {},
): S['Post'] {
  const out: S['Post'] = {
    id: p.id,
    content: p.content,
    parent_id: p.parent_id,
    thread_id: p.thread_id,
    author_id: p.author_id,
    author: userSummary(db.user(p.author_id)),
    created_at: p.created_at,
    updated_at: p.updated_at,
    likes_count: db.likesCount('post', p.id),
  };
  if (viewer) out.is_liked = db.isLiked('post', p.id, viewer.id);
  if (isStaff(viewer)) out.is_hidden = p.is_hidden;
  if (options.thread) {
    const ref = threadRef(db, db.thread(p.thread_id));
    if (ref) out.thread = ref;
  }
  if (options.replies) {
    out.replies = db
      .childrenOf(p.id)
      .filter((c) => !c.is_hidden || isStaff(viewer))
      .map((c) => postResource(db, c, viewer, { replies: true }));
  }
  return out;
}

export function threadResource(
  db: MockDb,
  t: ThreadRow,
  viewer: Viewer | null,
  withPosts = false,
): S['Thread'] {
  const first = t.first_post_id === null ? undefined : db.post(t.first_post_id);
  const replies = db.repliesCount(t, isStaff(viewer));
  const out: S['Thread'] = {
    id: t.id,
    slug: t.slug,
    title: t.title,
    content: first?.content ?? '',
    created_at: t.created_at,
    updated_at: t.updated_at,
    is_featured: t.is_featured,
    is_sticky: t.is_sticky,
    is_approved: t.status === 'approved',
    is_locked: t.is_locked,
    status: t.status,
    author: userSummary(db.user(t.author_id)),
    author_id: t.author_id,
    category: categoryRef(db.category(t.category_id)),
    category_id: t.category_id,
    first_post_id: t.first_post_id,
    first_post: first ? { id: first.id, content: first.content } : null,
    replies_count: replies,
    likes_count: db.likesCount('thread', t.id),
    views: t.views,
  };
  if (viewer) out.is_liked = db.isLiked('thread', t.id, viewer.id);
  if (withPosts)
    out.posts = topLevelPosts(db, t, viewer).map((p) =>
      postResource(db, p, viewer, { replies: true }),
    );
  return out;
}

export function topLevelPosts(db: MockDb, t: ThreadRow, viewer: Viewer | null): PostRow[] {
  return db.postsOf(t.id).filter((p) => p.parent_id === null && (!p.is_hidden || isStaff(viewer)));
}

/** Whether the caller may see a thread: approved ones for all, others for their author and staff. */
export function canSeeThread(t: ThreadRow, viewer: Viewer | null): boolean {
  return t.status === 'approved' || isStaff(viewer) || (!!viewer && viewer.id === t.author_id);
}

export function reportResource(db: MockDb, r: ReportRow): S['Report'] {
  let content: S['ReportedContent'] | null = null;
  if (r.content_type === 'thread') {
    const t = db.thread(r.content_id);
    const first = t?.first_post_id ? db.post(t.first_post_id) : undefined;
    if (t)
      content = {
        id: t.id,
        title: t.title,
        content: first?.content ?? '',
        user: userSummary(db.user(t.author_id)),
        category: categoryRef(db.category(t.category_id)),
        created_at: t.created_at,
      };
  } else {
    const p = db.post(r.content_id);
    const t = p ? db.thread(p.thread_id) : undefined;
    if (p)
      content = {
        id: p.id,
        title: t?.title ?? null,
        content: p.content,
        user: userSummary(db.user(p.author_id)),
        category: categoryRef(db.category(t?.category_id)),
        created_at: p.created_at,
      };
  }
  return {
    id: r.id,
    type: r.content_type,
    content_type: r.content_type,
    content_id: r.content_id,
    status: r.status,
    reason: r.reason,
    reporter: userSummary(db.user(r.reporter_id)),
    content,
    created_at: r.created_at,
  };
}

export function moderationResource(db: MockDb, m: ModerationRow): S['ModerationEntry'] {
  return {
    id: m.id,
    action: m.action,
    content_type: m.content_type,
    content_id: m.content_id,
    description: m.description,
    reason: m.reason,
    moderator: userSummary(db.user(m.moderator_id)),
    user: userSummary(db.user(m.user_id)),
    created_at: m.created_at,
  };
}

export function contactResource(db: MockDb, c: ContactFormRow): S['ContactForm'] {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    subject: c.subject,
    message: c.message,
    status: c.status,
    created_at: c.created_at,
    updated_at: c.updated_at,
    admin_response: c.admin_response,
    responder: userSummary(db.user(c.responder_id)),
    responded_at: c.responded_at,
  };
}

export function threadApprovalItem(db: MockDb, t: ThreadRow): S['ApprovalItem'] {
  return {
    id: t.id,
    type: 'thread',
    status: t.status,
    is_approved: t.status === 'approved',
    title: t.title,
    author: userSummary(db.user(t.author_id)),
    category: categoryRef(db.category(t.category_id)),
    reply_count: db.repliesCount(t),
    created_at: t.created_at,
  };
}

export function userApprovalItem(u: UserRow): S['ApprovalItem'] {
  return {
    id: u.id,
    type: 'user',
    status: u.approval,
    is_approved: u.is_approved,
    name: u.name,
    email: u.email,
    username: u.username,
    role: u.role,
    created_at: u.created_at,
    content: { name: u.name, email: u.email, username: u.username, role: u.role, bio: u.bio },
  };
}

export function categoryApprovalItem(db: MockDb, c: CategoryRow): S['ApprovalItem'] {
  const parent = c.parent_id === null ? null : categoryRef(db.category(c.parent_id));
  return {
    id: c.id,
    type: 'category',
    status: c.approval,
    is_approved: c.is_approved,
    title: c.title,
    slug: c.slug,
    created_at: c.created_at,
    content: { title: c.title, slug: c.slug, description: c.description, parent, color: c.color },
  };
}
