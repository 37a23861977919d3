import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@forum/api';
import {
  SUGGEST_DELAY_MS,
  createSuggester,
  shownSuggestions,
  suggestionLabel,
  suggestionQuery,
  toSuggestionOptions,
  type SuggestionAnswer,
  type SuggesterStatus,
} from './suggestions.ts';

describe('suggestionQuery', () => {
  it('asks from 2 characters, trimmed', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' g ')).toBeNull();
    expect(suggestionQuery(' gp ')).toBe('gp');
    expect(suggestionQuery('東京')).toBe('東京');
    expect(suggestionQuery('🎮')).toBeNull(); // one character, two code units
  });
});

describe('toSuggestionOptions', () => {
  it('labels each item with its kind, reading a string, a title or a name', () => {
    const list: Suggestion[] = [
      'gpu prices',
      { type: 'thread', id: 5, title: 'Best budget GPUs', slug: 'best-budget-gpus' },
      { type: 'post', id: 9, title: 'Best budget GPUs' },
      { type: 'user', id: 3, name: 'Kat Santos' },
      { type: 'category', id: 2, title: 'Hardware', slug: 'hardware' },
    ];
    expect(toSuggestionOptions(list)).toEqual([
      { key: 'term:gpu prices', label: 'gpu prices', kind: 'term' },
      { key: 'thread:5', label: 'Best budget GPUs', kind: 'thread' },
      { key: 'post:9', label: 'Best budget GPUs', kind: 'post' },
      { key: 'user:3', label: 'Kat Santos', kind: 'user' },
      { key: 'category:2', label: 'Hardware', kind: 'category' },
    ]);
  });

  it('drops empty items and repeats of the same kind and label', () => {
    const list: Suggestion[] = [
      { type: 'thread', id: 1, title: 'RTX 5060' },
      { type: 'thread', id: 2, title: 'rtx 5060 ' },
      { type: 'thread', id: 3 },
      '  ',
      { type: 'user', id: 4, name: '' },
    ];
    expect(toSuggestionOptions(list)).toEqual([
      { key: 'thread:1', label: 'RTX 5060', kind: 'thread' },
    ]);
    expect(suggestionLabel({ type: 'user', id: 4, name: ' Ana ' })).toBe('Ana');
  });
});

describe('shownSuggestions', () => {
  const answer: SuggestionAnswer = {
    query: 'gpu',
    options: [{ key: 'thread:1', label: 'GPU', kind: 'thread' }],
  };
  it('shows an answer only for exactly what is typed now', () => {
    expect(shownSuggestions(' gpu ', answer)).toBe(answer.options);
    expect(shownSuggestions('gpu b', answer)).toBeNull();
    expect(shownSuggestions('gp', answer)).toBeNull();
    expect(shownSuggestions('g', answer)).toBeNull();
    expect(shownSuggestions('gpu', null)).toBeNull();
  });
});

describe('createSuggester', () => {
  interface Call {
    query: string;
    signal: AbortSignal;
    resolve: (list: Suggestion[]) => void;
    reject: (error: unknown) => void;
  }
  let calls: Call[];
  let answers: SuggestionAnswer[];
  let statuses: SuggesterStatus[];
  let errors: unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    answers = [];
    statuses = [];
    errors = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = () =>
    createSuggester({
      fetch: (query, signal) =>
        new Promise((resolve, reject) => calls.push({ query, signal, resolve, reject })),
      onAnswer: (answer) => answers.push(answer),
      onStatus: (status) => statuses.push(status),
      onError: (error) => errors.push(error),
    });

  /** Types text one character at a time, `gap` ms apart. */
  const type = (s: ReturnType<typeof make>, text: string, gap: number, from = '') => {
    let typed = from;
    for (const char of text) {
      typed += char;
      s.input(typed);
      vi.advanceTimersByTime(gap);
    }
    return typed;
  };

  it('asks nothing under 2 characters and nothing before 300 ms of quiet', () => {
    const s = make();
    s.input('g');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    s.input('gp');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.query)).toEqual(['gp']);
  });

  it('sends one request for a quick burst of 20 characters', () => {
    const s = make();
    type(s, 'mechanical keyboards', 60);
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls.map((c) => c.query)).toEqual(['mechanical keyboards']);
  });

  it('sends at most one request per pause', () => {
    const s = make();
    const typed = type(s, 'rtx', 50);
    vi.advanceTimersByTime(400); // a pause
    type(s, ' 5060', 50, typed);
    vi.advanceTimersByTime(400);
    expect(calls.map((c) => c.query)).toEqual(['rtx', 'rtx 5060']);
  });

  it('delivers the answer, then reports idle', async () => {
    const s = make();
    s.input('gpu');
    expect(statuses).toEqual(['waiting']);
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(statuses).toEqual(['waiting', 'loading']);
    calls[0]!.resolve([{ type: 'thread', id: 1, title: 'GPU deals' }]);
    await vi.runAllTimersAsync();
    expect(answers).toEqual([
      { query: 'gpu', options: [{ key: 'thread:1', label: 'GPU deals', kind: 'thread' }] },
    ]);
    expect(statuses).toEqual(['waiting', 'loading', 'idle']);
  });

  it('aborts a request when the text moves on, and never delivers an older answer', async () => {
    const s = make();
    s.input('gpu');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    s.input('gpu d');
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    // The newer answer comes first, then the older one (a server that ignored the abort).
    calls[1]!.resolve(['gpu deals']);
    calls[0]!.resolve(['gpu']);
    await vi.runAllTimersAsync();
    expect(answers.map((a) => a.query)).toEqual(['gpu d']);
  });

  it('drops an answer that arrives after the text got too short', async () => {
    const s = make();
    s.input('gpu');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    s.input('g');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(['gpu']);
    await vi.runAllTimersAsync();
    expect(answers).toEqual([]);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('asks nothing again for a query it already has, or for added spaces', async () => {
    const s = make();
    s.input('ram');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    calls[0]!.resolve(['ram kits']);
    await vi.runAllTimersAsync();
    s.input('ram ');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    s.input('ram d');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    calls[1]!.resolve(['ram deals']);
    await vi.runAllTimersAsync();
    s.input('ram');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls.map((c) => c.query)).toEqual(['ram', 'ram d']);
    expect(answers.map((a) => a.query)).toEqual(['ram', 'ram d', 'ram']);
  });

  it('only reports a failure (the spec logs it) and shows nothing', async () => {
    const s = make();
    s.input('ssd');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    const failure = new Error('Server Error');
    calls[0]!.reject(failure);
    await vi.runAllTimersAsync();
    expect(errors).toEqual([failure]);
    expect(answers).toEqual([]);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('does not report an aborted request as a failure', async () => {
    const s = make();
    s.input('ssd');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    s.input('ssd 2');
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(errors).toEqual([]);
  });

  it('stops everything when disposed', async () => {
    const s = make();
    s.input('gpu');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    s.input('gpus');
    s.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls).toHaveLength(1);
    s.input('more');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls).toHaveLength(1);
  });
});
