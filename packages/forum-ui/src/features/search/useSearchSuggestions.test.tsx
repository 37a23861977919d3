/**
 * The suggestions of a search field, end to end through the real client and TanStack Query:
 * an MSW server in Node answers GET /search/autocomplete, and fake timers play the typing.
 */
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiProvider,
  createApiClient,
  createForumQueryClient,
  createSessionStore,
} from '@forum/api';
import { SUGGEST_DELAY_MS } from '@forum/forum-ui/design-system';
import { useSearchSuggestions } from './useSearchSuggestions.ts';

const BASE = 'http://forum.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Call {
  q: string;
  signal: AbortSignal;
  /** Lets the answer go (its suggestions are `q` itself, as a term). */
  answer: () => void;
  /** Answers 500 instead. */
  fail: () => void;
}

let calls: Call[];

/** Holds every request until the test answers it. */
function holdRequests() {
  server.use(
    http.get(`${BASE}/search/autocomplete`, async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const outcome = await new Promise<'ok' | 'fail'>((resolve) =>
        calls.push({
          q,
          signal: request.signal,
          answer: () => resolve('ok'),
          fail: () => resolve('fail'),
        }),
      );
      return outcome === 'ok'
        ? HttpResponse.json({ data: [`${q} answer`] })
        : HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    }),
  );
}

function render() {
  const session = createSessionStore(window.localStorage);
  session.clear();
  const api = createApiClient({ session, baseUrl: BASE });
  const queryClient = createForumQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider api={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  return renderHook(({ typed }: { typed: string }) => useSearchSuggestions(typed), {
    wrapper,
    initialProps: { typed: '' },
  });
}

type Harness = ReturnType<typeof render>;

/** Lets timers and the answers' promises run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Types text one character at a time, `gap` ms apart. */
async function type(view: Harness, text: string, gap: number, from = '') {
  let typed = from;
  for (const char of text) {
    typed += char;
    view.rerender({ typed });
    await wait(gap);
  }
  return typed;
}

const labels = (view: Harness) => view.result.current.suggestions?.map((o) => o.label) ?? null;

describe('useSearchSuggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    calls = [];
    holdRequests();
  });

  it('asks nothing under 2 characters and nothing before 300 ms of quiet', async () => {
    const view = render();
    view.rerender({ typed: 'g' });
    await wait(1000);
    expect(calls).toHaveLength(0);
    view.rerender({ typed: 'gp' });
    await wait(SUGGEST_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    await wait(0);
    expect(calls.map((c) => c.q)).toEqual(['gp']);
  });

  it('sends one request for a quick burst of 20 characters', async () => {
    const view = render();
    await type(view, 'mechanical keyboards', 60);
    await wait(SUGGEST_DELAY_MS);
    expect(calls.map((c) => c.q)).toEqual(['mechanical keyboards']);
  });

  it('sends at most one request per pause', async () => {
    const view = render();
    const typed = await type(view, 'rtx', 50);
    await wait(400); // a pause
    calls[0]!.answer();
    await type(view, ' 5060', 50, typed);
    await wait(400);
    expect(calls.map((c) => c.q)).toEqual(['rtx', 'rtx 5060']);
  });

  it('shows the answer once it arrives, loading until then', async () => {
    const view = render();
    view.rerender({ typed: 'gpu' });
    await wait(SUGGEST_DELAY_MS);
    expect(view.result.current).toEqual({ suggestions: null, loading: true });
    calls[0]!.answer();
    await wait(0);
    expect(view.result.current.loading).toBe(false);
    expect(view.result.current.suggestions).toEqual([
      { key: 'term:gpu answer', label: 'gpu answer', kind: 'term' },
    ]);
  });

  it('aborts a superseded request, and never shows an older answer', async () => {
    const view = render();
    view.rerender({ typed: 'gpu' });
    await wait(SUGGEST_DELAY_MS);
    view.rerender({ typed: 'gpu d' });
    // Until the next pause, nothing shows: the answer there is for another text.
    expect(view.result.current).toEqual({ suggestions: null, loading: false });
    await wait(SUGGEST_DELAY_MS);
    expect(calls.map((c) => c.q)).toEqual(['gpu', 'gpu d']);
    expect(calls[0]!.signal.aborted).toBe(true);
    // The newer answer comes first, then the older one (a server that ignored the abort).
    calls[1]!.answer();
    calls[0]!.answer();
    await wait(0);
    expect(labels(view)).toEqual(['gpu d answer']);
  });

  it('shows nothing for an answer that arrives after the text got too short', async () => {
    const view = render();
    view.rerender({ typed: 'gpu' });
    await wait(SUGGEST_DELAY_MS);
    view.rerender({ typed: 'g' });
    calls[0]!.answer();
    await wait(SUGGEST_DELAY_MS);
    expect(view.result.current).toEqual({ suggestions: null, loading: false });
  });

  it('asks nothing again for a query it already has, or for added spaces', async () => {
    const view = render();
    view.rerender({ typed: 'ram' });
    await wait(SUGGEST_DELAY_MS);
    calls[0]!.answer();
    await wait(0);
    view.rerender({ typed: 'ram ' });
    await wait(SUGGEST_DELAY_MS);
    expect(labels(view)).toEqual(['ram answer']);
    view.rerender({ typed: 'ram d' });
    await wait(SUGGEST_DELAY_MS);
    calls[1]!.answer();
    await wait(0);
    expect(labels(view)).toEqual(['ram d answer']);
    view.rerender({ typed: 'ram' });
    await wait(SUGGEST_DELAY_MS);
    expect(calls.map((c) => c.q)).toEqual(['ram', 'ram d']);
    expect(labels(view)).toEqual(['ram answer']);
  });

  it('only logs a failure (spec) and shows nothing; an aborted request is not a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render();
    view.rerender({ typed: 'ssd' });
    await wait(SUGGEST_DELAY_MS);
    view.rerender({ typed: 'ssd 2' });
    await wait(SUGGEST_DELAY_MS);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.fail();
    await wait(0);
    expect(logged).not.toHaveBeenCalled();
    calls[1]!.fail();
    await wait(0);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain('ssd 2');
    expect(view.result.current).toEqual({ suggestions: null, loading: false });
  });
});
