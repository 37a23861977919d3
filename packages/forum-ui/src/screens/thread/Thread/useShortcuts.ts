import { useEffect, useLayoutEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from './shortcuts.ts';

/** Calls `onShortcut` for the page's single-key shortcuts (never while typing in a field). */
export function useShortcuts(onShortcut: (action: ShortcutAction) => void) {
  const latest = useRef(onShortcut);
  useLayoutEffect(() => {
    latest.current = onShortcut;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
