import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint.ts';

describe('afterPaint', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('resolves in the task after the next frame, not in the frame itself', async () => {
    let paint: (() => void) | undefined;
    let resolved = false;
    void afterPaint(100, (callback) => (paint = callback)).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toBe(false);
    paint?.();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('does not wait for a frame that never comes (a hidden tab) longer than its bound', async () => {
    let resolved = false;
    void afterPaint(100, () => undefined).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
