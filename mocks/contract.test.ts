// @vitest-environment jsdom
/**
 * Contract tests: every operation of openapi.yaml is called through the generated client
 * against the mock (MSW in Node) on a freshly seeded db; the success body and one error body
 * are validated against the schema at run time. An operation without a fixture (or handler) fails.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha1 } from './db/sha1.ts';
import { db, server } from './node.ts';
import {
  clientFor,
  neededRole,
  operations,
  responseValidator,
  type Operation,
  type Who,
} from './contract-support.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => db.reset());

interface Call {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: () => FormData;
  as?: Who;
  status?: number;
}
const png = () => {
  const form = new FormData();
  form.append(
    'avatar',
    new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }),
  );
  form.append(
    'image',
    new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }),
  );
  return form;
};
const f = () => {
  const reply =
    db.state.posts.find(
      (p) => p.thread_id === 2 && p.parent_id === null && p.id !== db.thread(2)!.first_post_id,
    ) ?? db.state.posts.find((p) => p.thread_id === 2)!;
  const cat = (slug: string) => db.state.categories.find((c) => c.slug === slug)!.id;
  const note = db.state.notifications.find(
    (n) => n.user_id === db.userByEmail('user@example.com')!.id,
  )!.id;
  return { reply: reply.id, cat, note, unverified: db.userByEmail('unverified@example.com')!.id };
};
const categoryBody = {
  title: 'New Things',
  slug: 'new-things',
  description: 'x',
  parent_id: null,
  color: '#112233',
  is_active: true,
};
const meta = { title: 'Admin', description: 'Admin pages' };
/** Every page key is seeded; drop one record to create it again, or to see a page without one. */
const withoutMeta = (page: string) => {
  db.state.metaTags = db.state.metaTags.filter((m) => m.page !== page);
};

const FIXTURES: Record<string, (x: ReturnType<typeof f>) => Call> = {
  register: () => ({
    body: {
      name: 'Maria Santos',
      email: 'maria@example.org',
      password: 'secret123',
      password_confirmation: 'secret123',
    },
    status: 201,
  }),
  login: () => ({ body: { email: 'user@example.com', password: 'password' } }),
  logout: () => ({}),
  getAuthUser: () => ({}),
  verifyEmail: (x) => ({ path: { id: x.unverified, hash: sha1('unverified@example.com') } }),
  resendVerificationEmail: () => ({ body: { email: 'unverified@example.com' } }),
  updateProfile: () => ({ body: { name: 'Juan', email: 'juan@example.com' } }),
  changePassword: () => ({
    body: { current_password: 'password', password: 'secret1', password_confirmation: 'secret1' },
  }),
  uploadAvatar: () => ({ form: png }),
  listCategories: () => ({ query: { top_level: true } }),
  createCategory: () => ({ body: categoryBody, status: 201 }),
  getCategoryById: () => ({ path: { id: 1 } }),
  updateCategoryById: (x) => ({
    path: { id: x.cat('introductions') },
    body: { ...categoryBody, parent_id: 1 },
  }),
  deleteCategoryById: (x) => ({ path: { id: x.cat('introductions') } }),
  getCategory: () => ({ path: { id: 1 } }),
  updateCategory: (x) => ({
    path: { id: x.cat('introductions') },
    body: { ...categoryBody, parent_id: 1 },
  }),
  deleteCategory: (x) => ({ path: { id: x.cat('introductions') } }),
  listCategoryThreadsById: (x) => ({ path: { id: x.cat('device-hardware') } }),
  listCategoryThreadsBySlug: () => ({ path: { slug: 'device-hardware' } }),
  approveCategory: (x) => ({ path: { id: x.cat('smart-home') } }),
  rejectCategory: (x) => ({
    path: { id: x.cat('smart-home') },
    body: { reason: 'Changes requested: more detail' },
  }),
  listThreads: () => ({ query: { sort: 'popular', per_page: 20 } }),
  createThread: (x) => ({
    body: {
      title: 'My first thread',
      content: '<p>Hello everyone, this is long enough.</p>',
      category_id: x.cat('gaming-support'),
    },
    status: 201,
  }),
  listMyPendingThreads: () => ({}),
  getThreadById: () => ({ path: { id: 2 } }),
  getThread: () => ({ path: { id: db.thread(2)!.slug } }),
  listPendingThreads: () => ({ query: { type: 'threads' } }),
  approveThread: () => ({ path: { id: 23 } }),
  rejectThread: () => ({ path: { id: 23 }, body: { reason: 'Off topic' } }),
  lockThread: () => ({ path: { id: 2 } }),
  unlockThread: () => ({ path: { id: 2 } }),
  pinThread: () => ({ path: { id: 2 } }),
  unpinThread: () => ({ path: { id: 2 } }),
  moveThread: (x) => ({ path: { id: 2 }, body: { category_id: x.cat('computer-support') } }),
  listThreadPosts: () => ({ path: { id: 2 } }),
  createThreadPost: () => ({ path: { id: 2 }, body: { content: 'Nice thread!' }, status: 201 }),
  replyToPost: (x) => ({ path: { id: x.reply }, body: { content: 'Agreed.' }, status: 201 }),
  hidePost: (x) => ({ path: { id: x.reply }, body: { reason: 'Spam' } }),
  unhidePost: (x) => ({ path: { id: x.reply } }),
  likeThread: () => ({ path: { id: 2 } }),
  unlikeThread: () => ({ path: { id: 2 } }),
  likePost: (x) => ({ path: { id: x.reply } }),
  unlikePost: (x) => ({ path: { id: x.reply } }),
  toggleThreadLike: () => ({ path: { id: 2 } }),
  togglePostLike: (x) => ({ path: { id: x.reply } }),
  listLikes: () => ({ query: { likeable_type: 'thread', likeable_id: 1 } }),
  uploadImage: () => ({ form: png, status: 201 }),
  search: () => ({ query: { q: 'laptop' } }),
  advancedSearch: () => ({
    query: {
      q: 'laptop',
      type: 'threads',
      sort: 'newest',
      date_from: '2026-01-01',
      date_to: '2026-12-31',
    },
  }),
  searchAutocomplete: () => ({ query: { q: 'gam' } }),
  searchThreads: () => ({ query: { q: 'router', sort: 'oldest', category: 'device-hardware' } }),
  searchPosts: () => ({ query: { q: 'drivers', author: 'maria' } }),
  searchUsers: () => ({ query: { q: 'santos', role: 'user' } }),
  submitContact: () => ({
    body: { name: 'Ana', email: 'ana@example.org', subject: 'Hi', message: 'Hello there' },
    status: 201,
  }),
  getPageMetaTags: () => {
    withoutMeta('admin'); // the 404 case asks for 'admin'
    return { path: { page: 'home' } };
  },
  getAdminStats: () => ({}),
  adminListUsers: () => ({ query: { filter: 'all', search: 'a' } }),
  adminUpdateUserRole: () => ({ path: { id: 20 }, body: { role: 'moderator' } }),
  adminBanUser: () => ({ path: { id: 20 } }),
  adminUnbanUser: () => ({ path: { id: 5 } }),
  adminDeleteUser: () => ({ path: { id: 20 } }),
  adminListPendingUsers: () => ({}),
  adminApproveUser: () => ({ path: { id: 58 } }),
  adminRejectUser: () => ({ path: { id: 58 }, body: { reason: 'Spam account' } }),
  adminListPendingCategories: () => ({}),
  adminListMetaTags: () => ({}),
  adminCreateMetaTag: () => {
    withoutMeta('admin');
    return { body: { page: 'admin', ...meta }, status: 201 };
  },
  adminUpdateMetaTag: () => ({ path: { id: 1 }, body: meta }),
  adminDeleteMetaTag: () => ({ path: { id: 1 } }),
  adminToggleMetaTagStatus: () => ({ path: { id: 1 } }),
  getModeratorStats: () => ({}),
  listReportedContent: () => ({ query: { status: 'pending' } }),
  approveContent: () => ({
    path: { id: db.state.reports[0]!.content_id },
    body: { type: db.state.reports[0]!.content_type },
  }),
  removeContent: () => ({
    path: { id: db.state.reports[1]!.content_id },
    body: { type: db.state.reports[1]!.content_type, reason: 'Spam' },
  }),
  warnUser: () => ({ path: { id: 20 }, body: { reason: 'Content violation' }, status: 201 }),
  suspendUser: () => ({
    path: { id: 20 },
    body: { duration: '1_week', reason: 'Flooding' },
    status: 201,
  }),
  listUserWarnings: () => ({ path: { id: 5 } }),
  listUserModerationHistory: () => ({ path: { id: 5 } }),
  listModerationLogs: () => ({}),
  getUserStats: () => ({ path: { id: 3 } }),
  getUserActivity: () => ({ path: { id: 3 } }),
  getPreferences: () => ({}),
  updatePreferences: () => ({ body: { theme: 'light' } }),
  listNotifications: () => ({}),
  markNotificationRead: (x) => ({ path: { id: x.note } }),
  markAllNotificationsRead: () => ({}),
  deleteNotification: (x) => ({ path: { id: x.note } }),
  getSystemHealth: () => ({}),
  getSystemStats: () => ({}),
  listContactForms: () => ({ query: { status: 'pending' } }),
  updateContactFormStatus: () => ({ path: { id: 1 }, body: { status: 'in_progress' } }),
  respondToContactForm: () => ({ path: { id: 1 }, body: { response: 'Thanks!' } }),
  getContactFormStats: () => ({}),
};

async function call(op: Operation, c: Call, who: Who) {
  const api = clientFor(db, who);
  const init: Record<string, unknown> = { params: { path: c.path, query: c.query } };
  if (c.form) {
    init.body = c.form();
    init.bodySerializer = (b: FormData) => b;
  } else if (c.body !== undefined) init.body = c.body;
  const method = op.method.toUpperCase() as 'GET';
  await (api.client[method] as (p: string, i: unknown) => Promise<unknown>)(op.path, init);
  return api.last();
}

function expectValid(op: Operation, status: number, body: unknown) {
  const validate = responseValidator(op, status);
  const ok = validate(body);
  expect(
    ok ? [] : validate.errors,
    `${op.operationId} ${status} body does not match openapi.yaml`,
  ).toEqual([]);
}

/** The error each operation is checked with: 401 for protected calls, else 404 or 422. */
function errorCase(op: Operation, c: Call): { call: Call; who: Who; status: number } | null {
  const codes = Object.keys(op.responses);
  if (neededRole(op) !== 'guest' && codes.includes('401'))
    return { call: c, who: 'guest', status: 401 };
  if (codes.includes('404') && c.path) {
    const path = Object.fromEntries(
      Object.entries(c.path).map(([k, v]) => [
        k,
        typeof v === 'number'
          ? 999999
          : k === 'page'
            ? 'admin'
            : k === 'hash'
              ? v
              : 'no-such-thing',
      ]),
    );
    return { call: { ...c, path }, who: c.as ?? neededRole(op), status: 404 };
  }
  if (codes.includes('422')) {
    const query = c.query
      ? Object.fromEntries(Object.keys(c.query).map((k) => [k, 'x']))
      : { page: 0 };
    if (op.operationId === 'listLikes') return { call: { query: {} }, who: 'guest', status: 422 };
    if (op.operationId.startsWith('search') || op.operationId === 'advancedSearch')
      return { call: { query: { q: ' \u200B ' } }, who: 'guest', status: 422 };
    return {
      call: c.body ? { ...c, body: {} } : { ...c, query },
      who: c.as ?? neededRole(op),
      status: 422,
    };
  }
  return null;
}

describe('contract: every operation in openapi.yaml', () => {
  it('has 93 operations, each with a fixture here', () => {
    expect(operations.length).toBe(93);
    expect(operations.map((o) => o.operationId).filter((id) => !FIXTURES[id])).toEqual([]);
  });

  for (const op of operations) {
    it(`${op.operationId}: ${op.method.toUpperCase()} ${op.path}`, async () => {
      const fixture = FIXTURES[op.operationId];
      expect(fixture, `no fixture for ${op.operationId}`).toBeDefined();
      const c = fixture!(f());
      const ok = await call(op, c, c.as ?? neededRole(op));
      expect(ok.status, `${op.operationId} answered ${JSON.stringify(ok.body)}`).toBe(
        c.status ?? 200,
      );
      expectValid(op, ok.status, ok.body);

      db.reset();
      const bad = errorCase(op, fixture!(f()));
      if (!bad) return;
      const error = await call(op, bad.call, bad.who);
      expect(error.status, `${op.operationId} error answered ${JSON.stringify(error.body)}`).toBe(
        bad.status,
      );
      expectValid(op, error.status, error.body);
    });
  }
});
