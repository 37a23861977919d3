import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the Node server, without types
import { createPageCache } from './pageCache.mjs';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
type Get = (
  url: string,
  encoding: string,
  render: () => Promise<{ keep: boolean; raw: string }>,
  encode: (raw: string) => Answer,
) => Promise<{ outcome: string; answer?: Answer }>;

/** A page cache on a clock the test moves, with a renderer that counts and can be held. */
function setUp(options: { freshMs: number; maxRenders?: number; maxBytes?: number }) {
  let time = 0;
  const cache = createPageCache({ ...options, now: () => time }) as { get: Get };
  let renders = 0;
  const held: (() => void)[] = [];
  let hold = false;
  const render =
    (keep = true) =>
    async () => {
      renders += 1;
      const version = renders;
      if (hold) await new Promise<void>((release) => held.push(release));
      return { keep, raw: `page ${version}` };
    };
  const encode = (encoding: string) => (raw: string) => ({
    status: 200,
    headers: {},
    body: `${encoding}:${raw}`,
  });
  return {
    get: (url: string, encoding = 'br', keep = true) =>
      cache.get(url, encoding, render(keep), encode(encoding)),
    renders: () => renders,
    advance: (ms: number) => void (time += ms),
    hold: (on: boolean) => void (hold = on),
    release: () => held.splice(0).forEach((go) => go()),
  };
}

const flush = () => new Promise((settle) => setTimeout(settle, 0));

describe('the anonymous page cache', () => {
  it('keeps a page fresh for its time, per URL and encoding', async () => {
    const page = setUp({ freshMs: 5000 });
    expect(await page.get('/')).toEqual({
      outcome: 'miss',
      answer: expect.objectContaining({ body: 'br:page 1' }),
    });
    expect((await page.get('/')).outcome).toBe('hit');
    expect((await page.get('/', 'gzip')).answer?.body).toBe('gzip:page 2');
    expect((await page.get('/Forums')).answer?.body).toBe('br:page 3');
    expect(page.renders()).toBe(3);
  });

  it('serves a stale page at once while one request renders it again', async () => {
    const page = setUp({ freshMs: 5000 });
    await page.get('/');
    page.advance(6000);
    page.hold(true);
    const answers = await Promise.all([page.get('/'), page.get('/'), page.get('/')]);
    expect(answers.map((a) => [a.outcome, a.answer?.body])).toEqual([
      ['stale', 'br:page 1'],
      ['stale', 'br:page 1'],
      ['stale', 'br:page 1'],
    ]);
    expect(page.renders()).toBe(2);
    page.release();
    await flush();
    expect(await page.get('/')).toMatchObject({ outcome: 'hit', answer: { body: 'br:page 2' } });
  });

  it('renders a crowd on one new URL once', async () => {
    const page = setUp({ freshMs: 5000 });
    page.hold(true);
    const crowd = Promise.all(Array.from({ length: 50 }, () => page.get('/threads/2')));
    await flush();
    page.release();
    const answers = await crowd;
    expect(page.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.answer?.body))).toEqual(new Set(['br:page 1']));
  });

  it('keeps no shell sent for a slow or failing API', async () => {
    const page = setUp({ freshMs: 5000 });
    await page.get('/', 'br', false);
    expect((await page.get('/')).outcome).toBe('miss');
    expect(page.renders()).toBe(2);
  });

  it('under overload answers at once: the stale page, or busy (the shell) when none is kept', async () => {
    const page = setUp({ freshMs: 5000, maxRenders: 1 });
    await page.get('/');
    page.advance(6000);
    page.hold(true);
    const first = page.get('/Forums');
    await flush();
    expect(await page.get('/')).toMatchObject({ outcome: 'stale', answer: { body: 'br:page 1' } });
    expect(await page.get('/search?q=a')).toEqual({ outcome: 'busy' });
    page.release();
    await first;
  });

  it('with no fresh time, renders every request (tests and benchmarks)', async () => {
    const page = setUp({ freshMs: 0 });
    await Promise.all([page.get('/'), page.get('/')]);
    expect((await page.get('/')).outcome).toBe('miss');
    expect(page.renders()).toBe(3);
  });

  it('is bounded in bytes, the least recently used page leaving first', async () => {
    const page = setUp({ freshMs: 5000, maxBytes: 20 });
    await page.get('/a');
    await page.get('/b');
    await page.get('/c');
    expect((await page.get('/c')).outcome).toBe('hit');
    expect((await page.get('/a')).outcome).toBe('miss');
  });
});
