import type { Ref } from 'react';

/** Sets a ref, whichever kind it is (a callback or an object), to `value`. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
