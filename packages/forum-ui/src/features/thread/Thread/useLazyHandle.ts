import { useCallback, useRef } from 'react';

export interface LazyHandle<T> {
  /** Goes on the component (its `ref` prop, set through useImperativeHandle). */
  ref: (handle: T | null) => void;
  /**
   * Runs a command on the component now; while it is not mounted (its code still loading, or
   * not rendered yet) the latest command waits and runs as soon as the handle arrives.
   */
  run: (command: (handle: T) => void) => void;
}

/**
 * Commands for a component that may mount later than the event that wants it (a lazily loaded
 * composer, a windowed list whose code is loading): the event handler sends the command; the
 * ref callback delivers a waiting one when the component's handle is set. No effect, counter or
 * request state is involved.
 */
export function useLazyHandle<T>(): LazyHandle<T> {
  const handle = useRef<T | null>(null);
  const waiting = useRef<((handle: T) => void) | null>(null);
  const ref = useCallback((next: T | null) => {
    handle.current = next;
    const command = waiting.current;
    if (next === null || command === null) return;
    waiting.current = null;
    command(next);
  }, []);
  const run = useCallback((command: (handle: T) => void) => {
    if (handle.current) command(handle.current);
    else waiting.current = command;
  }, []);
  return { ref, run };
}
