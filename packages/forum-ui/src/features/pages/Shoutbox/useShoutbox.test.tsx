import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedShouts, SHOUT_INTERVAL_MS } from './shoutbox.ts';
import { useShoutbox, useVisibleInterval } from './useShoutbox.ts';

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);

/** Sets document.visibilityState and fires visibilitychange, as switching tabs does. */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useVisibleInterval', () => {
  it('ticks while the page is visible, stops while hidden, and resumes', () => {
    const callback = vi.fn();
    const { unmount } = renderHook(() => useVisibleInterval(callback, 1000));
    act(() => vi.advanceTimersByTime(3000));
    expect(callback).toHaveBeenCalledTimes(3);

    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(callback).toHaveBeenCalledTimes(3);

    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(1000));
    expect(callback).toHaveBeenCalledTimes(4);

    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(callback).toHaveBeenCalledTimes(4);
  });

  it('does not start while the page is hidden', () => {
    setVisibility('hidden');
    const callback = vi.fn();
    renderHook(() => useVisibleInterval(callback, 1000));
    act(() => vi.advanceTimersByTime(5000));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('useShoutbox', () => {
  const now = () => NOW;

  it('starts with the seeded messages', () => {
    const { result } = renderHook(() => useShoutbox({ author: 'You', now }));
    expect(result.current.shouts).toEqual(seedShouts(NOW));
  });

  it('adds a demo message on a tick when the draw is under 30 percent, every 30 s', () => {
    const draws = [0.1, 0, 0, 0.5];
    let i = 0;
    const random = () => draws[i++ % draws.length]!;
    const { result } = renderHook(() => useShoutbox({ author: 'You', now, random }));
    const seeded = result.current.shouts.length;
    act(() => vi.advanceTimersByTime(SHOUT_INTERVAL_MS - 1));
    expect(result.current.shouts).toHaveLength(seeded);
    act(() => vi.advanceTimersByTime(1)); // draw 0.1: added (author and text from the next draws)
    expect(result.current.shouts).toHaveLength(seeded + 1);
    expect(result.current.shouts.at(-1)).toMatchObject({ id: 'demo-1', at: NOW });
    act(() => vi.advanceTimersByTime(SHOUT_INTERVAL_MS)); // draw 0.5: nothing
    expect(result.current.shouts).toHaveLength(seeded + 1);
  });

  it('sends the person’s message and refuses a blank one', () => {
    const { result } = renderHook(() => useShoutbox({ author: 'You', now, random: () => 0.99 }));
    let sent = false;
    act(() => {
      sent = result.current.send('   ');
    });
    expect(sent).toBe(false);
    act(() => {
      sent = result.current.send(' Hello! ');
    });
    expect(sent).toBe(true);
    expect(result.current.shouts.at(-1)).toEqual({
      id: 'own-1',
      author: 'You',
      text: 'Hello!',
      at: NOW,
      own: true,
    });
  });

  it('adds nothing while the page is hidden', () => {
    const { result } = renderHook(() => useShoutbox({ author: 'You', now, random: () => 0 }));
    const seeded = result.current.shouts.length;
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(SHOUT_INTERVAL_MS * 10));
    expect(result.current.shouts).toHaveLength(seeded);
  });
});
