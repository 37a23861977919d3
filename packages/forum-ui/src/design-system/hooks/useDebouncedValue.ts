import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: each change restarts the wait, so a burst
 * of changes yields only its last value. The first value is returned at once. (Values are
 * compared with Object.is: pass a string or a number, not a fresh object.)
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // The timer is the external system this effect keeps in step with the value.
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
