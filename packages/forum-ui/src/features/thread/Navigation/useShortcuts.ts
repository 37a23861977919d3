import { useEffect, useEffectEvent } from 'react';
import { shortcutFor, type ShortcutAction } from './shortcuts.ts';

/** Calls `onShortcut` for the page's single-key shortcuts (never while typing in a field). */
export function useShortcuts(onShortcut: (action: ShortcutAction) => void) {
  const onAction = useEffectEvent(onShortcut);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
