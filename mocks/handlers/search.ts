/** search: global, advanced, per type, autocomplete; relevance / newest / oldest / name. */
import type { MockDb } from '../db/db.ts';
import type { S } from '../db/types.ts';
import { http } from './support/http.ts';
import { viewerOf } from './support/auth.ts';
import { queryObject } from './support/input.ts';
import { cleanText, type Rule, textOfHtml, validate } from './support/validation.ts';
import { byNewest, pageParams, paginate } from './support/lists.ts';
import {
  categoryResource,
  postResource,
  threadResource,
  userResource,
  type Viewer,
} from './_views.ts';
import { categoryFilter } from './threads.ts';

type Sort = S['SearchSort'];
interface Filters {
  q: string;
  terms: string[];
  category: number[] | null;
  authorIds: number[] | null;
  from: string | null;
  to: string | null;
  role: string | null;
  sort: Sort;
}

const SORTS = 'in:relevance,newest,oldest,name';
function score(text: string, terms: string[]): number {
  const lower = text.toLowerCase();
  let s = 0;
  for (const term of terms) {
    let at = lower.indexOf(term);
    while (at !== -1) {
      s++;
      at = lower.indexOf(term, at + term.length);
    }
  }
  return s;
}

function order<T extends { created_at: string; id: number }>(
  items: { item: T; score: number; name: string }[],
  sort: Sort,
): T[] {
  const sorted = items.sort((a, b) =>
    sort === 'newest'
      ? byNewest(a.item, b.item)
      : sort === 'oldest'
        ? byNewest(b.item, a.item)
        : sort === 'name'
          ? a.name.localeCompare(b.name) || a.item.id - b.item.id
          : b.score - a.score || byNewest(a.item, b.item),
  );
  return sorted.map((x) => x.item);
}

function inDates(created: string, f: Filters) {
  const day = created.slice(0, 10);
  return (!f.from || day >= f.from) && (!f.to || day <= f.to);
}

function searchThreads(db: MockDb, f: Filters) {
  const hits = [];
  for (const t of db.state.threads) {
    if (t.status !== 'approved' || !inDates(t.created_at, f)) continue;
    if (f.category && (t.category_id === null || !f.category.includes(t.category_id))) continue;
    if (f.authorIds && (t.author_id === null || !f.authorIds.includes(t.author_id))) continue;
    const first = t.first_post_id ? db.post(t.first_post_id) : undefined;
    const s = score(t.title, f.terms) * 3 + score(first ? textOfHtml(first.content) : '', f.terms);
    if (s > 0) hits.push({ item: t, score: s, name: t.title });
  }
  return order(hits, f.sort);
}
function searchPosts(db: MockDb, f: Filters) {
  const hits = [];
  for (const p of db.state.posts) {
    if (p.is_hidden || !inDates(p.created_at, f)) continue;
    if (f.authorIds && (p.author_id === null || !f.authorIds.includes(p.author_id))) continue;
    const t = db.thread(p.thread_id);
    if (!t || t.status !== 'approved') continue;
    if (f.category && (t.category_id === null || !f.category.includes(t.category_id))) continue;
    const s = score(textOfHtml(p.content), f.terms);
    if (s > 0) hits.push({ item: p, score: s, name: t.title });
  }
  return order(hits, f.sort);
}
function searchUsers(db: MockDb, f: Filters) {
  const hits = [];
  for (const u of db.state.users) {
    if (u.is_banned || !u.is_approved || (f.role && u.role !== f.role) || !inDates(u.created_at, f))
      continue;
    const s = score(`${u.name} ${u.username ?? ''}`, f.terms);
    if (s > 0) hits.push({ item: u, score: s, name: u.name });
  }
  return order(hits, f.sort === 'relevance' ? 'relevance' : f.sort);
}
function searchCategories(db: MockDb, f: Filters) {
  const hits = [];
  for (const c of db.state.categories) {
    if (!c.is_approved || !c.is_active || !inDates(c.created_at, f)) continue;
    const s = score(c.title, f.terms) * 3 + score(`${c.slug} ${c.description ?? ''}`, f.terms);
    if (s > 0) hits.push({ item: c, score: s, name: c.title });
  }
  return order(hits, f.sort);
}

function readFilters(
  db: MockDb,
  request: Request,
  extra: Record<string, Rule[]> = {},
  defaultSort: Sort = 'relevance',
) {
  const q = queryObject(request);
  validate(q, {
    q: ['required', 'string', 'min:3', 'max:255'],
    type: ['in:all,categories,threads,posts,users'],
    sort: [SORTS],
    category: ['string', 'max:255'],
    category_id: ['integer', 'min:1'],
    author: ['string', 'max:255'],
    author_id: ['integer', 'min:1'],
    ...extra,
  });
  const { page, perPage } = pageParams(q, 15);
  const text = cleanText(q.q!).toLowerCase();
  let authorIds: number[] | null = null;
  if (q.author_id) authorIds = [Number(q.author_id)];
  else if (q.author) {
    const a = q.author.trim().toLowerCase();
    authorIds = db.state.users
      .filter((u) => u.name.toLowerCase().includes(a) || (u.username ?? '').toLowerCase() === a)
      .map((u) => u.id);
  }
  const filters: Filters = {
    q: cleanText(q.q!),
    terms: text.split(/\s+/).filter(Boolean),
    category: categoryFilter(db, q.category_id ?? q.category),
    authorIds,
    from: q.date_from ?? null,
    to: q.date_to ?? null,
    role: q.role ?? null,
    sort: (q.sort as Sort | undefined) ?? defaultSort,
  };
  return { filters, page, perPage, type: (q.type ?? 'all') as S['SearchType'] };
}

function groups(db: MockDb, f: Filters, viewer: Viewer | null, page: number, perPage: number) {
  const threads = paginate(searchThreads(db, f), page, perPage);
  const posts = paginate(searchPosts(db, f), page, perPage);
  const users = paginate(
    searchUsers(db, { ...f, sort: f.sort === 'relevance' ? 'name' : f.sort }),
    page,
    perPage,
  );
  const categories = paginate(searchCategories(db, f), page, perPage);
  return {
    threads: () => ({
      data: threads.data.map((t) => threadResource(db, t, viewer)),
      meta: threads.meta,
    }),
    posts: () => ({
      data: posts.data.map((p) => postResource(db, p, viewer, { thread: true })),
      meta: posts.meta,
    }),
    users: () => ({
      data: users.data.map((u) => userResource(db, u, null, true)),
      meta: users.meta,
    }),
    categories: () => ({
      data: categories.data.map((c) => categoryResource(db, c, { children: false })),
      meta: categories.meta,
    }),
  };
}

function run(db: MockDb, request: Request, extra: Record<string, Rule[]> = {}): S['SearchResult'] {
  const { filters, page, perPage, type } = readFilters(db, request, extra);
  const viewer = viewerOf(db, request);
  const g = groups(db, filters, viewer, page, perPage);
  const query = filters.q;
  switch (type) {
    case 'threads':
      return { query, type, ...g.threads() };
    case 'posts':
      return { query, type, ...g.posts() };
    case 'users':
      return { query, type, ...g.users() };
    case 'categories':
      return { query, type, ...g.categories() };
    default:
      return {
        query,
        type: 'all',
        results: {
          threads: g.threads(),
          posts: g.posts(),
          users: g.users(),
          categories: g.categories(),
        },
      };
  }
}

const dateRules = (): Record<string, Rule[]> => ({
  date_from: ['date'],
  date_to: [
    'date',
    (v, body) =>
      typeof body.date_from === 'string' && String(v) < body.date_from
        ? 'The date to field must be a date after or equal to date from.'
        : null,
  ],
});

export function searchHandlers(db: MockDb) {
  return [
    http.get('/search', ({ request, response }) => response(200).json(run(db, request))),
    http.get('/search/advanced', ({ request, response }) =>
      response(200).json(run(db, request, dateRules())),
    ),
    http.get('/search/autocomplete', ({ request, response }) => {
      const q = queryObject(request);
      validate(q, {
        q: ['required', 'string', 'min:2', 'max:255'],
        type: ['in:all,categories,threads,posts,users'],
      });
      const type = q.type ?? 'all';
      const term = cleanText(q.q!).toLowerCase();
      const want = (t: string) => type === 'all' || type === t;
      // Up to 10 distinct suggestions of each kind (one per title or name)...
      const byKind: S['Suggestion'][][] = [];
      const collect = <T>(
        rows: readonly T[],
        pick: (row: T) => S['SuggestionItem'] | null,
      ): S['Suggestion'][] => {
        const seen = new Set<string>();
        const out: S['Suggestion'][] = [];
        for (const row of rows) {
          if (out.length >= 10) break;
          const item = pick(row);
          const label = item && (item.title ?? item.name ?? '').toLowerCase();
          if (!item || !label || seen.has(label)) continue;
          seen.add(label);
          out.push(item);
        }
        return out;
      };
      if (want('threads'))
        byKind.push(
          collect(db.state.threads, (t) =>
            t.status === 'approved' && t.title.toLowerCase().includes(term)
              ? { type: 'thread', id: t.id, title: t.title, slug: t.slug }
              : null,
          ),
        );
      if (want('posts'))
        byKind.push(
          collect(db.state.posts, (p) => {
            if (p.is_hidden || !textOfHtml(p.content).toLowerCase().includes(term)) return null;
            const t = db.thread(p.thread_id);
            return t?.status === 'approved'
              ? { type: 'post', id: p.id, title: t.title, slug: t.slug }
              : null;
          }),
        );
      if (want('users'))
        byKind.push(
          collect(db.state.users, (u) =>
            u.is_approved && !u.is_banned && u.name.toLowerCase().includes(term)
              ? { type: 'user', id: u.id, name: u.name }
              : null,
          ),
        );
      if (want('categories'))
        byKind.push(
          collect(db.state.categories, (c) =>
            c.is_approved && c.is_active && c.title.toLowerCase().includes(term)
              ? { type: 'category', id: c.id, title: c.title, slug: c.slug }
              : null,
          ),
        );
      // ...then mixed, taking one of each kind in turn, at most 10 in all.
      const out: S['Suggestion'][] = [];
      for (let i = 0; out.length < 10 && byKind.some((list) => i < list.length); i++)
        for (const list of byKind) if (i < list.length && out.length < 10) out.push(list[i]!);
      return response(200).json({ data: out });
    }),
    http.get('/search/threads', ({ request, response }) => {
      const { filters, page, perPage } = readFilters(db, request);
      return response(200).json({
        query: filters.q,
        type: 'threads',
        ...groups(db, filters, viewerOf(db, request), page, perPage).threads(),
      });
    }),
    http.get('/search/posts', ({ request, response }) => {
      const { filters, page, perPage } = readFilters(db, request);
      return response(200).json({
        query: filters.q,
        type: 'posts',
        ...groups(db, filters, viewerOf(db, request), page, perPage).posts(),
      });
    }),
    http.get('/search/users', ({ request, response }) => {
      const { filters, page, perPage } = readFilters(
        db,
        request,
        { role: ['in:user,moderator,admin'] },
        'name',
      );
      return response(200).json({
        query: filters.q,
        type: 'users',
        ...groups(db, filters, null, page, perPage).users(),
      });
    }),
  ];
}
