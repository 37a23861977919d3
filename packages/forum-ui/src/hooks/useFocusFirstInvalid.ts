import { useEffect, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the form's first invalid control (the first element
 * with aria-invalid="true", in document order), so keyboard and screen-reader users land on
 * what to fix. `failedSubmits` counts failed submits: each new value moves focus once, while
 * typing (which may clear errors) never does.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLElement | null>,
  failedSubmits: number,
): void {
  useEffect(() => {
    if (failedSubmits <= 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits, formRef]);
}
