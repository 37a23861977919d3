import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('gives the first value at once, and a new one only after the quiet time', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('yields only the last value of a burst, each change restarting the wait', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const settled = useDebouncedValue(value, 300);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { value: '' } },
    );
    let typed = '';
    for (const char of 'mechanical') {
      typed += char;
      rerender({ value: typed });
      act(() => vi.advanceTimersByTime(200));
    }
    act(() => vi.advanceTimersByTime(300));
    expect(seen).toEqual(['', 'mechanical']);
  });
});
