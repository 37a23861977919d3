/**
 * Threads for the thread page's stories that the seeded data has no example of (a reply with
 * many nested replies, no replies at all, long and unicode content, hostile HTML), served
 * as GET /threads/id/{id} by an MSW handler. Everything else in the stories is seeded data.
 * Story-only (it imports msw): imported by Thread.stories.tsx, never by the page itself.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { components } from '@forum/api';

type Thread = components['schemas']['Thread'];
type Post = components['schemas']['Post'];

const AT = Date.UTC(2026, 6, 4, 9, 30);
let nextId = 90_000;

export function fixturePost(
  name: string,
  content: string,
  replies: Post[] = [],
  extra: Partial<Post> = {},
): Post {
  const id = nextId++;
  return {
    id,
    content,
    parent_id: null,
    thread_id: 9000,
    author_id: 100 + (id % 7),
    author: { id: 100 + (id % 7), name, username: null, avatar_url: null },
    created_at: new Date(AT + (id - 90_000) * 60_000).toISOString(),
    likes_count: id % 4,
    replies: replies.map((reply) => ({ ...reply, parent_id: id })),
    ...extra,
  };
}

export function fixtureThread(extra: Partial<Thread> = {}, replies: Post[] = []): Thread {
  const first = fixturePost('Maria Clara Santos', '<p>Opening post.</p>', [], { id: 89_999 });
  return {
    id: 9000,
    slug: 'fixture-thread-9000',
    title: 'Which budget GPU should I buy this year?',
    content: first.content,
    created_at: new Date(AT).toISOString(),
    is_featured: false,
    is_sticky: false,
    is_approved: true,
    is_locked: false,
    status: 'approved',
    author: { id: 2, name: 'Maria Clara Santos', username: null, avatar_url: null },
    author_id: 2,
    category: { id: 7, slug: 'device-hardware', title: 'Device & Hardware', color: '#0f766e' },
    category_id: 7,
    first_post_id: first.id,
    first_post: { id: first.id, content: first.content },
    posts: [first, ...replies],
    replies_count: countAll(replies),
    likes_count: 3,
    views: 1204,
    ...extra,
  };
}

function countAll(posts: readonly Post[]): number {
  return posts.reduce((n, post) => n + 1 + countAll(post.replies ?? []), 0);
}

/** A reply with 6 nested replies (3 shown, then 'Show 3 more replies'), one of them nested again. */
export function nestedThread(): Thread {
  nextId = 90_000;
  const children = ['Ana', 'Ben', 'Cora', 'Dan', 'Eli', 'Fe'].map((name, i) =>
    fixturePost(
      name,
      `<p>@Leo Reply number ${i + 1}.</p>`,
      i === 4 ? [fixturePost('Gio', '<p>@Eli Deep reply behind “Show more”.</p>')] : [],
    ),
  );
  return fixtureThread({}, [
    fixturePost('Leo Castillo', '<p>Get the RX 7600, it is the best value.</p>', children),
    fixturePost('Mark Reyes', '<p>Wait for the sales in December.</p>'),
  ]);
}

/** The id of the first reply by `name` anywhere in the thread. */
export function replyIdBy(thread: Thread, name: string): number {
  const find = (posts: readonly Post[]): number | undefined => {
    for (const post of posts) {
      if (post.author?.name === name) return post.id;
      const inside = find(post.replies ?? []);
      if (inside !== undefined) return inside;
    }
    return undefined;
  };
  return find(thread.posts ?? []) ?? 0;
}

/** The handler that serves `thread` at GET /threads/id/{id} and GET /threads/{slug}. */
export function serveThread(thread: Thread): HttpHandler[] {
  const answer = () => HttpResponse.json({ data: thread });
  return [http.get('*/api/v1/threads/id/:id', answer), http.get('*/api/v1/threads/:slug', answer)];
}

/** Serves `before` on the first read and `after` on every later one (new replies arrive). */
export function serveGrowingThread(before: Thread, after: Thread): HttpHandler[] {
  let reads = 0;
  const answer = () => HttpResponse.json({ data: reads++ === 0 ? before : after });
  return [http.get('*/api/v1/threads/id/:id', answer)];
}

/**
 * A server that offers an ETag: `before` until `seen.notModified` reaches `idleChecks` (each a
 * 304 to an If-None-Match naming it), then `after`. The story resets `seen` before it runs.
 */
export function serveRevalidatedThread(
  before: Thread,
  after: Thread,
  idleChecks: number,
  seen: { notModified: number },
): HttpHandler[] {
  return [
    http.get('*/api/v1/threads/id/:id', ({ request }) => {
      const grown = seen.notModified >= idleChecks;
      const headers = { ETag: grown ? 'W/"after"' : 'W/"before"' };
      if (request.headers.get('If-None-Match') === headers.ETag) {
        seen.notModified += 1;
        return new HttpResponse(null, { status: 304, headers });
      }
      return HttpResponse.json({ data: grown ? after : before }, { headers });
    }),
  ];
}
