import { describe, expect, it } from 'vitest';
import {
  DEMO_AUTHORS,
  DEMO_TEXTS,
  SHOUT_HISTORY,
  SHOUT_INTERVAL_MS,
  SHOUT_MAX_LENGTH,
  SHOUT_PROBABILITY,
  addShout,
  ownShout,
  pick,
  randomShout,
  seedShouts,
  shouldShout,
  type Shout,
} from './shoutbox.ts';

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);
const always = (value: number) => () => value;

/** Returns the given numbers in turn. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('the spec constants', () => {
  it('ticks every 30 seconds with a 30 percent chance', () => {
    expect(SHOUT_INTERVAL_MS).toBe(30_000);
    expect(SHOUT_PROBABILITY).toBe(0.3);
  });
});

describe('seedShouts', () => {
  it('starts with a few demo messages, oldest first, all before now', () => {
    const seeded = seedShouts(NOW);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seeded.map((s) => s.id)).size).toBe(seeded.length);
    const times = seeded.map((s) => s.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((at) => at < NOW)).toBe(true);
    expect(seeded.some((s) => s.own)).toBe(false);
  });
});

describe('shouldShout', () => {
  it('adds a message when the draw is under 30 percent', () => {
    expect(shouldShout(always(0))).toBe(true);
    expect(shouldShout(always(0.29999))).toBe(true);
    expect(shouldShout(always(0.3))).toBe(false);
    expect(shouldShout(always(0.99))).toBe(false);
  });

  it('takes another probability', () => {
    expect(shouldShout(always(0.5), 1)).toBe(true);
    expect(shouldShout(always(0), 0)).toBe(false);
  });

  it('adds a message about 30 percent of the time', () => {
    // A fixed, evenly spread sequence of draws: 1000 ticks.
    const draws = Array.from({ length: 1000 }, (_, i) => (((i * 0.618034) % 1) + 1) % 1);
    const random = sequence(...draws);
    const added = draws.filter(() => shouldShout(random)).length;
    expect(added).toBeGreaterThan(270);
    expect(added).toBeLessThan(330);
  });
});

describe('pick and randomShout', () => {
  it('picks by the draw, first to last, and never out of range', () => {
    const list = ['a', 'b', 'c'];
    expect(pick(list, always(0))).toBe('a');
    expect(pick(list, always(0.5))).toBe('b');
    expect(pick(list, always(0.9999))).toBe('c');
    expect(pick(list, always(1))).toBe('c');
    expect(pick(list, always(-1))).toBe('a');
    expect(() => pick([], always(0))).toThrow();
  });

  it('builds a demo message from a demo member and line, at now', () => {
    const shout = randomShout(sequence(0, 0.99), NOW, 'demo-1');
    expect(shout).toEqual({
      id: 'demo-1',
      author: DEMO_AUTHORS[0],
      text: DEMO_TEXTS[DEMO_TEXTS.length - 1],
      at: NOW,
    });
  });
});

describe('ownShout', () => {
  it('trims what was typed and marks it as the person’s own', () => {
    expect(ownShout('  hello  ', 'You', NOW, 'own-1')).toEqual({
      id: 'own-1',
      author: 'You',
      text: 'hello',
      at: NOW,
      own: true,
    });
  });

  it('sends nothing for blank or whitespace-only text', () => {
    expect(ownShout('', 'You', NOW, 'x')).toBeNull();
    expect(ownShout(' \n\t ', 'You', NOW, 'x')).toBeNull();
  });

  it('cuts a message to the maximum length', () => {
    expect(ownShout('é'.repeat(SHOUT_MAX_LENGTH + 20), 'You', NOW, 'x')?.text).toHaveLength(
      SHOUT_MAX_LENGTH,
    );
  });
});

describe('addShout', () => {
  const shout = (n: number): Shout => ({ id: `s${n}`, author: 'a', text: `${n}`, at: n });

  it('adds at the end without changing the list it was given', () => {
    const list = [shout(1)];
    const next = addShout(list, shout(2));
    expect(next.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(list).toHaveLength(1);
  });

  it('keeps only the latest messages', () => {
    let list: Shout[] = [];
    for (let n = 1; n <= SHOUT_HISTORY + 5; n++) list = addShout(list, shout(n));
    expect(list).toHaveLength(SHOUT_HISTORY);
    expect(list[0]!.id).toBe('s6');
    expect(addShout([shout(1), shout(2)], shout(3), 2).map((s) => s.id)).toEqual(['s2', 's3']);
  });
});
