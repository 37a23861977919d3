import { useEffect, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `active`, calls `onDismiss` when Escape is pressed anywhere on the page, or when a
 * pointer goes down outside `ref`'s element: how a disclosure (a dropdown, a panel) closes.
 * What happens to focus is the caller's choice: after Escape, focus usually goes back to the
 * button that opened it; after a click elsewhere, it stays where the click put it.
 */
export function useDismiss(
  active: boolean,
  ref: RefObject<Element | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target))
        onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, ref, onDismiss]);
}
