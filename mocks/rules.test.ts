// @vitest-environment jsdom
/** The spec's rules, through the generated client against the stateful mock. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { META_PAGE_KEYS } from '@forum/api/meta-pages';
import { createDb } from './db/db.ts';
import { sha1 } from './db/sha1.ts';
import { db, server } from './node.ts';
import { clientFor } from './contract-support.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => db.reset());

describe('mock backend rules', () => {
  it('a guest gets 401 and a user 403 on a staff call', async () => {
    expect((await clientFor(db, 'guest').client.GET('/auth/user')).response.status).toBe(401);
    const res = await clientFor(db, 'user').client.GET('/admin/users');
    expect(res.response.status).toBe(403);
    expect(res.error).toMatchObject({ message: 'This action is unauthorized.' });
  });

  it('a pending thread is invisible to others until approved', async () => {
    const author = clientFor(db, 'user');
    const { data } = await author.client.POST('/threads', {
      body: { title: 'Pending one', content: '<p>Ten chars and more</p>', category_id: 2 },
    });
    expect(data?.message).toContain('pending approval');
    const id = data!.data.id;
    expect(
      (await clientFor(db, 'guest').client.GET('/threads/id/{id}', { params: { path: { id } } }))
        .response.status,
    ).toBe(404);
    expect(
      (await author.client.GET('/threads/id/{id}', { params: { path: { id } } })).response.status,
    ).toBe(200);
    // Only admins approve threads (issue 18.3): a moderator's approval is refused.
    const byModerator = await clientFor(db, 'moderator').client.PUT('/threads/id/{id}/approve', {
      params: { path: { id } },
    });
    expect(byModerator.response.status).toBe(403);
    expect(
      (await clientFor(db, 'guest').client.GET('/threads/id/{id}', { params: { path: { id } } }))
        .response.status,
    ).toBe(404);
    await clientFor(db, 'admin').client.PUT('/threads/id/{id}/approve', {
      params: { path: { id } },
    });
    expect(
      (await clientFor(db, 'guest').client.GET('/threads/id/{id}', { params: { path: { id } } }))
        .response.status,
    ).toBe(200);
  });

  it("a moderator's new thread waits for an admin like a member's; an admin's is approved at once", async () => {
    const body = { title: 'Staff thread', content: '<p>Ten chars and more</p>', category_id: 2 };
    const byModerator = await clientFor(db, 'moderator').client.POST('/threads', { body });
    expect(byModerator.data?.message).toContain('pending approval');
    expect(byModerator.data?.data.status).toBe('pending');
    const moderatorQueue = await clientFor(db, 'moderator').client.GET('/threads/pending-approval');
    expect(moderatorQueue.response.status).toBe(403);
    const reject = await clientFor(db, 'moderator').client.PUT('/threads/id/{id}/reject', {
      params: { path: { id: byModerator.data!.data.id } },
      body: { reason: 'Off topic' },
    });
    expect(reject.response.status).toBe(403);
    const byAdmin = await clientFor(db, 'admin').client.POST('/threads', { body });
    expect(byAdmin.data?.message).not.toContain('pending approval');
    expect(byAdmin.data?.data.status).toBe('approved');
  });

  it('keeping a reported pending thread approves it for an admin, never for a moderator', async () => {
    const body = {
      title: 'Reported pending',
      content: '<p>Ten chars and more</p>',
      category_id: 2,
    };
    const created = await clientFor(db, 'user').client.POST('/threads', { body });
    const id = created.data!.data.id;
    const keep = (role: 'moderator' | 'admin') =>
      clientFor(db, role).client.PUT('/moderator/content/{id}/approve', {
        params: { path: { id } },
        body: { type: 'thread' },
      });
    const guestRead = async () =>
      (await clientFor(db, 'guest').client.GET('/threads/id/{id}', { params: { path: { id } } }))
        .response.status;
    expect((await keep('moderator')).response.status).toBe(200);
    expect(await guestRead()).toBe(404);
    expect((await keep('admin')).response.status).toBe(200);
    expect(await guestRead()).toBe(200);
  });

  it('every meta page key has an active record, so no route gets a 404 for its head tags', async () => {
    const api = clientFor(db, 'guest').client;
    const missing: string[] = [];
    for (const page of META_PAGE_KEYS) {
      const res = await api.GET('/meta-tags/{page}', { params: { path: { page } } });
      if (res.response.status !== 200 || res.data?.data.page !== page)
        missing.push(`${page}: ${res.response.status}`);
    }
    expect(missing).toEqual([]);
  });

  it('banned and unverified users cannot log in', async () => {
    const api = clientFor(db, 'guest');
    const banned = await api.client.POST('/auth/login', {
      body: { email: 'banned@example.com', password: 'password' },
    });
    expect(banned.error).toMatchObject({ status: 403, message: 'Your account has been banned.' });
    const unverified = await api.client.POST('/auth/login', {
      body: { email: 'unverified@example.com', password: 'password' },
    });
    expect(unverified.error).toMatchObject({ status: 403 });
  });

  it('invalid payloads get a Laravel-shaped 422 (blank, zero-width, e-mail, confirmation, min 6, content text)', async () => {
    const api = clientFor(db, 'guest');
    await api.client.POST('/auth/register', {
      body: { name: '\u200B\u200D', email: 'nope', password: '123', password_confirmation: 'x' },
    });
    expect(api.last()).toMatchObject({
      status: 422,
      body: {
        message: 'The name field is required. (and 2 more errors)',
        errors: {
          name: ['The name field is required.'],
          email: ['The email field must be a valid email address.'],
          password: ['The password field must be at least 6 characters.'],
        },
      },
    });
    const user = clientFor(db, 'user');
    await user.client.POST('/threads', {
      body: { title: '   ', content: '<p><b>short</b></p>        ', category_id: 99999 },
    });
    expect(Object.keys((user.last().body as { errors: object }).errors).sort()).toEqual([
      'category_id',
      'content',
      'title',
    ]);
  });

  it("an e-mail address over 254 characters (RFC 5321, the contract's maxLength) gets a 422 on every call that takes one", async () => {
    // 'a' × 243 + '@example.com': 255 characters, and of an address's form.
    const long = `${'a'.repeat(243)}@example.com`;
    expect(long).toHaveLength(255);
    const tooLong = ['The email field must not be greater than 254 characters.'];
    const guest = clientFor(db, 'guest');
    await guest.client.POST('/auth/login', { body: { email: long, password: 'password' } });
    expect(guest.last()).toMatchObject({ status: 422, body: { errors: { email: tooLong } } });
    await guest.client.POST('/auth/resend-verification-email', { body: { email: long } });
    expect(guest.last()).toMatchObject({ status: 422, body: { errors: { email: tooLong } } });
    await guest.client.POST('/auth/register', {
      body: {
        name: 'Long Mail',
        email: long,
        password: 'secret1',
        password_confirmation: 'secret1',
      },
    });
    expect(guest.last()).toMatchObject({ status: 422, body: { errors: { email: tooLong } } });
    await guest.client.POST('/contact', {
      body: { name: 'Long Mail', email: long, subject: 'Hello', message: 'Hello there' },
    });
    expect(guest.last()).toMatchObject({ status: 422, body: { errors: { email: tooLong } } });
    const user = clientFor(db, 'user');
    await user.client.PUT('/auth/profile', { body: { name: 'Juan', email: long } });
    expect(user.last()).toMatchObject({ status: 422, body: { errors: { email: tooLong } } });
  });

  it('registration, verification ("already verified", tampered hash) then login', async () => {
    const api = clientFor(db, 'guest');
    const { data } = await api.client.POST('/auth/register', {
      body: {
        name: 'New Person',
        email: 'new@example.org',
        password: 'secret1',
        password_confirmation: 'secret1',
      },
    });
    const { id, hash } = data!.verification!;
    expect(
      (
        await api.client.POST('/auth/login', {
          body: { email: 'new@example.org', password: 'secret1' },
        })
      ).response.status,
    ).toBe(403);
    expect(
      (
        await api.client.GET('/auth/verify-email/{id}/{hash}', {
          params: { path: { id, hash: sha1('x') } },
        })
      ).response.status,
    ).toBe(403);
    expect(
      (await api.client.GET('/auth/verify-email/{id}/{hash}', { params: { path: { id, hash } } }))
        .data?.message,
    ).toBe('Email verified successfully.');
    expect(
      (await api.client.GET('/auth/verify-email/{id}/{hash}', { params: { path: { id, hash } } }))
        .data?.message,
    ).toBe('Email already verified.');
    expect(
      (
        await api.client.POST('/auth/login', {
          body: { email: 'new@example.org', password: 'secret1' },
        })
      ).data?.token,
    ).toBeTruthy();
  });

  it('likes toggle and lock stops replies', async () => {
    const user = clientFor(db, 'user');
    const first = await user.client.POST('/likes/threads/{id}', { params: { path: { id: 2 } } });
    const second = await user.client.POST('/likes/threads/{id}', { params: { path: { id: 2 } } });
    expect(first.data!.liked).toBe(!second.data!.liked);
    expect(Math.abs(first.data!.likes_count - second.data!.likes_count)).toBe(1);
    await clientFor(db, 'moderator').client.PUT('/threads/id/{id}/lock', {
      params: { path: { id: 2 } },
    });
    const reply = await user.client.POST('/threads/{id}/posts', {
      params: { path: { id: 2 } },
      body: { content: 'hi' },
    });
    expect(reply.error).toMatchObject({ status: 403, message: 'This thread is locked.' });
  });

  it('GET /threads/id/{id} answers a weak ETag; If-None-Match gets an empty 304 until the thread changes', async () => {
    const guest = clientFor(db, 'guest');
    const read = (etag?: string) =>
      guest.client.GET('/threads/id/{id}', {
        params: { path: { id: 2 }, header: etag ? { 'If-None-Match': etag } : undefined },
      });
    const first = await read();
    const etag = first.response.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const views = first.data!.data.views!;
    // A matching validator (alone, in a list, or strong-compared) answers 304, empty, counting no view.
    for (const held of [etag, `"other", ${etag}`, etag.slice(2), '*']) {
      const again = await read(held);
      expect(again.response.status).toBe(304);
      expect(again.response.headers.get('ETag')).toBe(etag);
      expect(guest.last().body).toBeUndefined();
    }
    // A stale validator reads the thread; a view changes nothing the ETag covers.
    const stale = await read('W/"stale"');
    expect(stale.response.status).toBe(200);
    expect(stale.data!.data.views).toBe(views + 1);
    expect(stale.response.headers.get('ETag')).toBe(etag);
    // A new reply changes it.
    await clientFor(db, 'user').client.POST('/threads/{id}/posts', {
      params: { path: { id: 2 } },
      body: { content: 'A new reply to change the thread.' },
    });
    const changed = await read(etag);
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('ETag')).not.toBe(etag);
    expect(changed.data!.data.replies_count).toBe(first.data!.data.replies_count! + 1);
  });

  it('a reply repeated with the same Idempotency-Key by the same user is stored once', async () => {
    const user = clientFor(db, 'user');
    const send = (key: string) =>
      user.client.POST('/threads/{id}/posts', {
        params: { path: { id: 2 }, header: { 'Idempotency-Key': key } },
        body: { content: 'Sent twice from the bus' },
      });
    const first = await send('item-1');
    const again = await send('item-1');
    expect(first.response.status).toBe(201);
    expect(again.response.status).toBe(201);
    expect(again.data!.data.id).toBe(first.data!.data.id);
    const other = await send('item-2');
    expect(other.data!.data.id).not.toBe(first.data!.data.id);
    // Another member's key is theirs: the same key makes their own reply.
    const moderator = await clientFor(db, 'moderator').client.POST('/threads/{id}/posts', {
      params: { path: { id: 2 }, header: { 'Idempotency-Key': 'item-1' } },
      body: { content: 'Sent twice from the bus' },
    });
    expect(moderator.data!.data.id).not.toBe(first.data!.data.id);
    expect(db.state.posts.filter((p) => p.content === 'Sent twice from the bus')).toHaveLength(3);
  });

  it('suspended users cannot post until the suspension ends; users cannot manage themselves', async () => {
    const suspended = clientFor(db, 'suspended');
    expect(
      (
        await suspended.client.POST('/threads/{id}/posts', {
          params: { path: { id: 2 } },
          body: { content: 'hi' },
        })
      ).response.status,
    ).toBe(403);
    db.advanceClock(30 * 86_400_000); // the seed suspends Sam for 29 more days
    expect(
      (
        await suspended.client.POST('/threads/{id}/posts', {
          params: { path: { id: 2 } },
          body: { content: 'hi' },
        })
      ).response.status,
    ).toBe(201);
    const admin = clientFor(db, 'admin');
    const self = await admin.client.PUT('/admin/users/{id}/ban', { params: { path: { id: 1 } } });
    expect(self.error).toMatchObject({
      status: 403,
      message: 'You cannot manage your own account.',
    });
  });

  it('the megathread has >= 2000 replies nested up to 5 levels, and the seed is deterministic', async () => {
    const { data } = await clientFor(db, 'guest').client.GET('/threads/id/{id}', {
      params: { path: { id: 1 } },
    });
    expect(data!.data.replies_count).toBeGreaterThanOrEqual(2000);
    const depth = (p: { replies?: unknown[] }): number =>
      1 + Math.max(0, ...((p.replies ?? []) as { replies?: unknown[] }[]).map(depth));
    expect(Math.max(...data!.data.posts!.map(depth))).toBe(5);
    expect(createDb().serialize()).toBe(createDb().serialize());
  });

  it('user search narrows by role, and refuses an unknown role', async () => {
    const guest = clientFor(db, 'guest').client;
    const names = async (role?: 'user' | 'moderator' | 'admin') => {
      const { data } = await guest.GET('/search/users', {
        params: { query: { q: 'ada mona juan', ...(role ? { role } : {}) } },
      });
      return data!.data.map((u) => `${u.name} (${u.role})`);
    };
    expect(await names()).toEqual([
      'Ada Admin (admin)',
      'Juan dela Cruz (user)',
      'Mona Moderator (moderator)',
    ]);
    expect(await names('moderator')).toEqual(['Mona Moderator (moderator)']);
    expect(await names('admin')).toEqual(['Ada Admin (admin)']);
    expect(await names('user')).toEqual(['Juan dela Cruz (user)']);
    const refused = await guest.GET('/search/users', {
      params: { query: { q: 'ada', role: 'owner' as 'admin' } },
    });
    expect(refused.response.status).toBe(422);
  });

  it('search suggestions are mixed across kinds, each title or name once, at most 10', async () => {
    const guest = clientFor(db, 'guest').client;
    const suggest = async (q: string) =>
      (await guest.GET('/search/autocomplete', { params: { query: { q } } })).data!.data;
    const mixed = await suggest('santos');
    const kinds = mixed.map((item) => (typeof item === 'string' ? 'term' : item.type));
    expect(new Set(kinds)).toEqual(new Set(['user', 'post']));
    expect(kinds.slice(0, 2).sort()).toEqual(['post', 'user']);
    const labels = (await suggest('keyboard')).map((item) =>
      typeof item === 'string' ? item : `${item.type}:${item.title ?? item.name}`,
    );
    expect(labels.length).toBeLessThanOrEqual(10);
    expect(new Set(labels).size).toBe(labels.length);
    // Post text is matched, not its markup: every post has a <p>, none is suggested for it.
    expect(
      (await suggest('<p')).filter((item) => typeof item !== 'string' && item.type === 'post'),
    ).toEqual([]);
  });
});
