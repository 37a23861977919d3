// @vitest-environment node
/** The chaos picker: seeded, reproducible, the promised share and mix, and on-contract answers. */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  CHAOS_FAULTS,
  CHAOS_STORAGE_KEY,
  Chaos,
  chaosFromEnv,
  pickFault,
  readChaosSetting,
  withChaos,
  type ChaosFault,
} from './chaos.ts';

const settings = { rate: 0.2, seed: 7 };

describe('a script', () => {
  const script = { 'GET /api/v1/threads/5': ['500', '500', '429', 'pass'] } as const;

  it('decides the first calls it names, then the random chaos goes on as without it', () => {
    const scripted = { ...settings, script };
    const key = 'GET /api/v1/threads/5';
    expect([0, 1, 2, 3].map((n) => pickFault(scripted, key, n))).toEqual([
      { fault: '500' },
      { fault: '500' },
      { fault: '429', retryAfter: 1 },
      null,
    ]);
    for (let n = 0; n < 100; n++)
      expect(pickFault(scripted, key, n + 4)).toEqual(pickFault(settings, key, n));
    // Other calls meet exactly what they met without the script.
    for (let n = 0; n < 100; n++)
      expect(pickFault(scripted, 'GET /a', n)).toEqual(pickFault(settings, 'GET /a', n));
  });

  it('works at rate 0 (only the scripted calls fail), and can answer 401', async () => {
    const state = new Chaos();
    state.configure({ rate: 0, seed: 1, script: { 'POST /api/v1/likes/threads/5': ['401'] } });
    const like = () => new Request('http://x.test/api/v1/likes/threads/5', { method: 'POST' });
    const handlers = withChaos(
      [http.post('*/api/v1/likes/threads/5', () => new Response('ok'))],
      state,
    );
    const first = (await getResponse(handlers, like()))!;
    expect(first.status).toBe(401);
    expect(await first.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await getResponse(handlers, like()))!.status).toBe(200);
    expect(state.next(new Request('http://x.test/api/v1/threads'))).toBeNull();
  });

  it('is read back from storage, keeping only well-formed entries', () => {
    const stored = (value: unknown) => readChaosSetting({ getItem: () => JSON.stringify(value) });
    expect(stored({ rate: 0, seed: 2, script })).toEqual({ rate: 0, seed: 2, script });
    expect(stored({ rate: 0, seed: 2, script: { 'GET /x': ['boom'] } })).toBeNull();
    expect(stored({ rate: 0.2, seed: 2, script: { 'GET /x': ['boom'] } })).toEqual({
      rate: 0.2,
      seed: 2,
    });
  });
});

describe('pickFault', () => {
  it('is a function of the seed, the call and its count: the same answers on every run', () => {
    const run = () => Array.from({ length: 200 }, (_, n) => pickFault(settings, 'GET /a', n));
    expect(run()).toEqual(run());
    const other = Array.from({ length: 200 }, (_, n) =>
      pickFault({ ...settings, seed: 8 }, 'GET /a', n),
    );
    expect(other).not.toEqual(run());
  });

  it('fails about the share asked for, with every fault about equally often', () => {
    const counts = new Map<ChaosFault | '401' | 'ok', number>();
    const total = 20_000;
    for (let n = 0; n < total; n++) {
      const pick = pickFault(settings, `GET /threads?page=${n % 50}`, Math.floor(n / 50));
      counts.set(pick?.fault ?? 'ok', (counts.get(pick?.fault ?? 'ok') ?? 0) + 1);
    }
    const failed = total - (counts.get('ok') ?? 0);
    expect(failed / total).toBeGreaterThan(0.18);
    expect(failed / total).toBeLessThan(0.22);
    for (const fault of CHAOS_FAULTS) {
      const share = (counts.get(fault) ?? 0) / failed;
      expect(share, fault).toBeGreaterThan(0.16);
      expect(share, fault).toBeLessThan(0.24);
    }
  });

  it('gives a 429 a small Retry-After (1 to 3 s), and nothing else one', () => {
    const seen = new Set<number>();
    for (let n = 0; n < 5000; n++) {
      const pick = pickFault({ rate: 1, seed: 1 }, 'POST /x', n)!;
      if (pick.fault === '429') seen.add(pick.retryAfter!);
      else expect(pick.retryAfter).toBeUndefined();
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('never fails at rate 0', () => {
    for (let n = 0; n < 1000; n++) expect(pickFault({ rate: 0, seed: 1 }, 'GET /a', n)).toBeNull();
  });
});

describe('the setting', () => {
  it('reads MOCK_CHAOS and MOCK_CHAOS_SEED', () => {
    expect(chaosFromEnv({})).toBeNull();
    expect(chaosFromEnv({ MOCK_CHAOS: '0' })).toBeNull();
    expect(chaosFromEnv({ MOCK_CHAOS: 'x' })).toBeNull();
    expect(chaosFromEnv({ MOCK_CHAOS: '0.2', MOCK_CHAOS_SEED: '5' })).toEqual({
      rate: 0.2,
      seed: 5,
    });
    expect(chaosFromEnv({ MOCK_CHAOS: '3' })?.rate).toBe(1);
  });

  it('reads what the demo stored, and ignores anything else', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === CHAOS_STORAGE_KEY ? value : null),
    });
    expect(readChaosSetting(storage(JSON.stringify({ rate: 0.2, seed: 3 })))).toEqual({
      rate: 0.2,
      seed: 3,
    });
    expect(readChaosSetting(storage(null))).toBeNull();
    expect(readChaosSetting(storage('{bad'))).toBeNull();
    expect(readChaosSetting(storage(JSON.stringify({ rate: 0 })))).toBeNull();
  });
});

describe('withChaos', () => {
  const real = http.all('*/api/v1/*', () => HttpResponse.json({ ok: true }));

  it('lets every call through while off', async () => {
    const state = new Chaos();
    const handlers = withChaos([real], state);
    for (let i = 0; i < 20; i++) {
      const response = await getResponse(handlers, new Request('http://x.test/api/v1/threads'));
      expect(response?.status).toBe(200);
    }
  });

  it('answers each fault on-contract, and a repeated call can pass', async () => {
    vi.useFakeTimers();
    try {
      const state = new Chaos();
      state.configure({ rate: 0.5, seed: 2 });
      const handlers = withChaos([real], state);
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const pending = getResponse(handlers, new Request('http://x.test/api/v1/threads?page=1'));
        await vi.advanceTimersByTimeAsync(10_000);
        const response = (await pending)!;
        const fault = state.log.at(-1)!.fault ?? 'ok';
        seen.add(fault);
        if (fault === 'drop') expect(response.type).toBe('error');
        else if (fault === 'ok' || fault === 'delay') expect(response.status).toBe(200);
        else {
          expect(response.status).toBe(Number(fault));
          const body = (await response.json()) as { message: string };
          expect(typeof body.message).toBe('string');
          if (fault === '429')
            expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        }
      }
      expect([...seen].sort()).toEqual(['429', '500', '503', 'delay', 'drop', 'ok']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts counting again when set again, so a run is reproducible', async () => {
    const state = new Chaos();
    const run = async () => {
      state.configure({ rate: 0.3, seed: 9 });
      for (let i = 0; i < 30; i++) state.next(new Request(`http://x.test/api/v1/p/${i % 4}`));
      return state.log.map((entry) => entry.fault ?? 'ok');
    };
    expect(await run()).toEqual(await run());
  });
});
