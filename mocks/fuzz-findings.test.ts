// @vitest-environment jsdom
/**
 * What the contract fuzz (fuzz.test.ts) found, each as its shrunk counterexample: the request,
 * sent to the mock on a fresh db, and the on-contract answer it must get.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { operations } from './contract-support.ts';
import {
  buildRequest,
  contractRefuses,
  offContract,
  refusedValid,
  send,
  type FuzzRequest,
} from './fuzz-support.ts';
import { db, handlers } from './node.ts';

beforeEach(() => db.reset());

/** Sends one request as the fuzz does, and checks the answer as the fuzz does. */
async function ask(operationId: string, request: Partial<FuzzRequest>) {
  const op = operations.find((o) => o.operationId === operationId)!;
  const r: FuzzRequest = { who: 'guest', path: {}, query: [], headers: {}, ...request };
  const answer = await send(handlers, buildRequest(db, op, r));
  expect(offContract(op, answer), answer.text.slice(0, 500)).toBeNull();
  if (answer.status < 300) expect(contractRefuses(op, r)).toBeNull();
  expect(refusedValid(op, r, answer)).toBeNull();
  return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as unknown) : null };
}

describe('contract fuzz findings', () => {
  it('a blank per_page or page is the default, not 0 (per_page 0 gave last_page null)', async () => {
    const { status, body } = await ask('listThreads', {
      query: [
        ['per_page', ''],
        ['page', ' '],
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ meta: { current_page: 1, per_page: 15 } });
  });

  it('min and max count characters (code points), not UTF-16 units: "𐀀\\0" is 2 of the 3 q needs', async () => {
    const { status, body } = await ask('searchThreads', { query: [['q', '𐀀\u0000']] });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { q: [expect.any(String)] } });
    // …and an emoji counts once towards a maximum, as in Laravel's mb_strlen.
    const title = '😀'.repeat(255); // 510 UTF-16 units, 255 characters
    const ok = await ask('createThread', {
      who: 'user',
      body: {
        kind: 'json',
        value: { title, content: '<p>Long enough content here.</p>', category_id: 5 },
      },
    });
    expect(ok.status).toBe(201);
  });

  it('preferences store booleans: 0 (which the boolean rule accepts) reads back as false', async () => {
    const body = { kind: 'json', value: { reply_notifications: 0, newsletter: '1' } } as const;
    const { status } = await ask('updatePreferences', { who: 'admin', body });
    expect(status).toBe(200);
    const read = await ask('getPreferences', { who: 'admin' });
    expect(read.body).toMatchObject({ data: { reply_notifications: false, newsletter: true } });
  });

  it('a category\'s is_active "1" is true (it was stored as false)', async () => {
    const id = String(db.state.categories.find((c) => c.slug === 'introductions')!.id);
    const value = { title: 'Intros', slug: 'intros', is_active: '1' };
    const { status, body } = await ask('updateCategoryById', {
      who: 'admin',
      path: { id },
      body: { kind: 'json', value },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { is_active: true } });
  });

  it('a meta tag\'s is_active "0" is false (a string was ignored)', async () => {
    const value = { title: 'Home', description: 'Home page', is_active: '0' };
    const { status, body } = await ask('adminUpdateMetaTag', {
      who: 'admin',
      path: { id: '1' },
      body: { kind: 'json', value },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { is_active: false } });
  });

  it('a thread id of digits alone is an id, and on-contract (it matched both arms of a oneOf)', async () => {
    const { status, body } = await ask('getThread', { path: { id: '1' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { id: 1 } });
  });

  it('a page past 2^53 is a 422, not page null (Infinity) in the answer', async () => {
    const { status, body } = await ask('listNotifications', {
      who: 'user',
      query: [['page', '9'.repeat(400)]],
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { page: ['The page field must be an integer.'] } });
  });

  it("a reply's author_id, ignored, must still be an id when sent (0 was accepted)", async () => {
    const { status, body } = await ask('replyToPost', {
      who: 'user',
      path: { id: '1' },
      body: { kind: 'json', value: { content: '!', author_id: 0 } },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { author_id: [expect.any(String)] } });
    const thread = await ask('createThreadPost', {
      who: 'user',
      path: { id: '2' },
      body: { kind: 'json', value: { content: 'Fine.', author_id: 'me' } },
    });
    expect(thread.status).toBe(422);
  });

  it('a blank category colour keeps the colour (it stored "", which is no #rrggbb)', async () => {
    const id = String(db.state.categories.find((c) => c.slug === 'introductions')!.id);
    const value = { title: 'Intros', slug: 'intros', color: '' };
    const { status, body } = await ask('updateCategoryById', {
      who: 'admin',
      path: { id },
      body: { kind: 'json', value },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { color: expect.stringMatching(/^#[0-9a-f]{6}$/i) } });
  });

  it('a blank suspension duration is the default day (it crashed: Invalid time value, a 500)', async () => {
    const { status, body } = await ask('suspendUser', {
      who: 'admin',
      path: { id: '2' },
      body: { kind: 'json', value: { duration: '', reason: '!' } },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ data: { duration: '1_day' } });
  });

  it('a path id is digits only: " 1", "1 " and "0b1" (binary for 1) liked post 1', async () => {
    for (const id of [' 1', '1 ', '0b1', '0x1', '1e0']) {
      const { status } = await ask('likePost', { who: 'user', path: { id } });
      expect(status, JSON.stringify(id)).toBe(404);
    }
    expect((await ask('likePost', { who: 'user', path: { id: '1' } })).status).toBe(200);
  });
});

describe('contract fuzz findings: the reverse check (a valid request refused)', () => {
  it('input is trimmed before the rules, as Laravel\'s TrimStrings does: " 1" is page 1', async () => {
    const { status, body } = await ask('listThreads', {
      query: [
        ['page', ' 1'],
        ['per_page', '5 '],
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ meta: { current_page: 1, per_page: 5 } });
    const reply = await ask('createThreadPost', {
      who: 'user',
      path: { id: '1' },
      body: { kind: 'json', value: { content: '<p>Trimmed reply text</p>', author_id: ' 2' } },
    });
    expect(reply.status).toBe(201);
  });

  it('a canonical URL of one zero-width space is no URL: stored and answered as null', async () => {
    const { status, body } = await ask('adminUpdateMetaTag', {
      who: 'admin',
      path: { id: '1' },
      body: {
        kind: 'json',
        value: { title: 'Hello world', description: '!', canonical_url: '\u200B' },
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { canonical_url: null } });
  });
});

describe('the reverse check: a 422 to a request openapi.yaml accepts', () => {
  const op = operations.find((o) => o.operationId === 'createThread')!;
  const thread = { title: 'A title', content: '<p>Long enough content.</p>', category_id: 5 };
  const r: FuzzRequest = {
    who: 'user',
    path: {},
    query: [],
    headers: {},
    body: { kind: 'json', value: thread },
  };
  const refusal = (errors: Record<string, string[]>) => ({
    status: 422,
    text: JSON.stringify({ message: Object.values(errors)[0]![0], errors }),
    headers: new Headers(),
  });

  it('is on-contract for a rule on the data (a category that does not exist)', () => {
    const answer = refusal({ category_id: ['The selected category id is invalid.'] });
    expect(refusedValid(op, r, answer)).toBeNull();
  });

  it('is off-contract for a rule on the shape the schema allows', () => {
    const answer = refusal({ title: ['The title field must be a string.'] });
    expect(refusedValid(op, r, answer)).toMatch(/422 to input openapi.yaml accepts \(title: /);
  });

  it('reads values as Laravel does: a number is not a string, "1.0" is not an integer', () => {
    const numberTitle = {
      ...r,
      body: { kind: 'json', value: { ...thread, title: 5 } },
    } as FuzzRequest;
    expect(contractRefuses(op, numberTitle)).toMatch(/title/);
    const list = operations.find((o) => o.operationId === 'listThreads')!;
    const page = (value: string) =>
      ({ ...r, body: undefined, query: [['page', value]] }) as FuzzRequest;
    expect(contractRefuses(list, page('2'))).toBeNull();
    expect(contractRefuses(list, page('1.0'))).toMatch(/page/);
    expect(contractRefuses(list, page('9007199254740993'))).toMatch(/page/);
  });
});
