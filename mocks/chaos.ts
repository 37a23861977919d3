/**
 * Chaos: the mock backend failing at random, as a real one does on a bad day. With probability
 * `rate`, a call to /api/v1 fails with one of (equally likely):
 *
 * - `500` Server Error, `503` Service Unavailable (Laravel's bodies);
 * - `429` Too Many Attempts, with `Retry-After` of 1 to 3 seconds;
 * - `drop`: the connection is dropped (MSW's `HttpResponse.error()`: fetch rejects);
 * - `delay`: the answer comes 10 s late (then the real handler answers).
 *
 * A failed call never reaches the real handlers, so nothing is written: a failed mutation has
 * done nothing, and sending it again is safe. Every answer stays on-contract (openapi.yaml lists
 * 429, 500 and 503 on every operation).
 *
 * One place for both runtimes: `withChaos(handlers)` puts one handler in front of the others,
 * in the demo's service worker (mocks/browser.ts, switched in the demo bar, kept in
 * localStorage) and in `npm run mock-api` (mocks/server.mjs, `MOCK_CHAOS=0.2`,
 * `MOCK_CHAOS_SEED`). No handler knows about it.
 *
 * Seeded and reproducible: what befalls a call depends only on the seed, the call (method, path
 * and query) and how many times that same call came before. So a journey sees the same failures
 * on every run, whatever order concurrent calls arrive in.
 *
 * Scripted: `script` names calls (as `callKey` writes them) and what befalls their first few
 * times, e.g. `{ 'GET /api/v1/threads/5': ['500', '500', '500', '500'] }` (a page load that fails
 * past its retries) or `{ 'POST /api/v1/likes/threads/5': ['401'] }` (a session that ran out in
 * the middle of a like). A script can also answer `401`, which random chaos never does; `pass`
 * lets that call through. After its script a call meets the random chaos as if the script had
 * not been there (its count starts at 0), so adding a script changes nothing else in a journey.
 * A script works with `rate` 0 too: only the scripted calls fail.
 */
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { mulberry32 } from './db/random.ts';

export type ChaosFault = '500' | '503' | '429' | 'drop' | 'delay';
export const CHAOS_FAULTS: readonly ChaosFault[] = ['500', '503', '429', 'drop', 'delay'];
/** What a script can make of a call: a fault, a 401 (the session ran out), or `pass`. */
export type ScriptedFault = ChaosFault | '401' | 'pass';
const SCRIPTED_FAULTS: readonly ScriptedFault[] = [...CHAOS_FAULTS, '401', 'pass'];
/** How late a delayed answer comes. */
export const CHAOS_DELAY_MS = 10_000;
/** The share of calls the demo bar's switch makes fail. */
export const DEMO_CHAOS_RATE = 0.2;
export const DEFAULT_CHAOS_SEED = 21;
/** Where the demo keeps the setting (beside its data, 'forum-mock-db'). */
export const CHAOS_STORAGE_KEY = 'forum-mock-chaos';

export interface ChaosSettings {
  /** The share of calls that fail, 0 to 1. */
  rate: number;
  seed: number;
  /** What befalls the first calls of a few named calls (see above). */
  script?: Readonly<Record<string, readonly ScriptedFault[]>>;
}

export interface ChaosPick {
  fault: ChaosFault | '401';
  /** Seconds, for a 429. */
  retryAfter?: number;
}

/** FNV-1a: a string to a 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** What befalls the `n`-th (0-based) call named `key`: null (it goes through) or a fault. */
export function pickFault(settings: ChaosSettings, key: string, n: number): ChaosPick | null {
  const script = settings.script?.[key] ?? [];
  if (n < script.length) {
    const scripted = script[n]!;
    if (scripted === 'pass') return null;
    return scripted === '429' ? { fault: scripted, retryAfter: 1 } : { fault: scripted };
  }
  n -= script.length;
  if (!(settings.rate > 0)) return null;
  const next = mulberry32(hash(`${settings.seed}|${key}|${n}`));
  if (next() >= settings.rate) return null;
  const fault = CHAOS_FAULTS[Math.floor(next() * CHAOS_FAULTS.length)]!;
  return fault === '429' ? { fault, retryAfter: 1 + Math.floor(next() * 3) } : { fault };
}

/** A call's name: method, path and query (a retry of the same GET has the same name). */
export function callKey(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/** Reads `MOCK_CHAOS` (the rate, 0 to 1) and `MOCK_CHAOS_SEED`; null when chaos is off. */
export function chaosFromEnv(env: Record<string, string | undefined>): ChaosSettings | null {
  const rate = Number(env.MOCK_CHAOS ?? 0);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const seed = Number(env.MOCK_CHAOS_SEED ?? DEFAULT_CHAOS_SEED);
  return { rate: Math.min(rate, 1), seed: Number.isInteger(seed) ? seed : DEFAULT_CHAOS_SEED };
}

/** A stored script, keeping only well-formed entries; undefined when none is left. */
function readScript(value: unknown): ChaosSettings['script'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const script: Record<string, ScriptedFault[]> = {};
  for (const [key, faults] of Object.entries(value)) {
    if (Array.isArray(faults) && faults.every((f) => SCRIPTED_FAULTS.includes(f as ScriptedFault)))
      script[key] = faults as ScriptedFault[];
  }
  return Object.keys(script).length > 0 ? script : undefined;
}

/** Whether the settings make anything fail: a rate above 0, or a script. */
export const chaosActive = (settings: ChaosSettings | null | undefined): boolean =>
  Boolean(settings && (settings.rate > 0 || settings.script));

/** The setting the demo stored, or null (off, missing or unreadable). */
export function readChaosSetting(
  storage: Pick<Storage, 'getItem'> | undefined,
): ChaosSettings | null {
  try {
    const stored = JSON.parse(storage?.getItem(CHAOS_STORAGE_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { rate, seed, script: storedScript } = stored as Partial<ChaosSettings>;
    const script = readScript(storedScript);
    if (typeof rate !== 'number' || !(rate >= 0) || (rate === 0 && !script)) return null;
    const settings: ChaosSettings = {
      rate: Math.min(rate, 1),
      seed: typeof seed === 'number' ? seed : DEFAULT_CHAOS_SEED,
    };
    return script ? { ...settings, script } : settings;
  } catch {
    return null;
  }
}

/** Keeps the demo's setting (null: off, removed) where `readChaosSetting` finds it. */
export function writeChaosSetting(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  settings: ChaosSettings | null,
): void {
  try {
    if (settings) storage?.setItem(CHAOS_STORAGE_KEY, JSON.stringify(settings));
    else storage?.removeItem(CHAOS_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the setting still holds until the page is left.
  }
}

/** One call chaos saw: what it did to it (`fault` undefined: it went through). */
export interface ChaosEntry {
  key: string;
  fault?: ChaosPick['fault'];
  retryAfter?: number;
}

/** The live setting, with the count of each call seen since it was set. */
export class Chaos {
  settings: ChaosSettings | null = null;
  private readonly seen = new Map<string, number>();
  /** Every call seen while chaos is on (the latest 1,000), for journeys and tests. */
  readonly log: ChaosEntry[] = [];

  /** Turns chaos on (settings) or off (null); the count of calls starts again. */
  configure(settings: ChaosSettings | null): void {
    this.settings = settings && chaosActive(settings) ? settings : null;
    this.seen.clear();
    this.log.length = 0;
  }

  /** What befalls this call (null: it goes through). */
  next(request: Request): ChaosPick | null {
    if (!this.settings) return null;
    const key = callKey(request);
    const n = this.seen.get(key) ?? 0;
    this.seen.set(key, n + 1);
    const pick = pickFault(this.settings, key, n);
    this.log.push({ key, ...pick });
    if (this.log.length > 1000) this.log.shift();
    return pick;
  }
}

/** The shared setting of this runtime (one backend per page or process). */
export const chaos = new Chaos();

/** The answer to a call chaos picked; undefined lets the real handlers answer (after a delay). */
async function answer(pick: ChaosPick): Promise<Response | undefined> {
  switch (pick.fault) {
    case '500':
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    case '503':
      return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
    case '429':
      return HttpResponse.json(
        { message: 'Too Many Attempts.' },
        {
          status: 429,
          headers: {
            'Retry-After': String(pick.retryAfter ?? 1),
            'X-RateLimit-Limit': '60',
            'X-RateLimit-Remaining': '0',
          },
        },
      );
    case '401':
      // Laravel's answer to a token that is no longer valid.
      return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    case 'drop':
      return HttpResponse.error();
    case 'delay':
      await delay(CHAOS_DELAY_MS);
      return undefined;
  }
}

/** The handler that goes in front of all others; it lets every call through while chaos is off. */
export function chaosHandler(state: Chaos = chaos): HttpHandler {
  return http.all('*/api/v1/*', async ({ request }) => {
    const pick = state.next(request);
    return pick ? answer(pick) : undefined;
  });
}

/** The handlers with chaos in front. */
export function withChaos(handlers: readonly HttpHandler[], state: Chaos = chaos): HttpHandler[] {
  return [chaosHandler(state), ...handlers];
}
