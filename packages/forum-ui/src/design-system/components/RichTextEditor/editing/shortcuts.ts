/**
 * The editor's keyboard shortcuts, with Ctrl on Windows and Linux and Cmd on macOS:
 * B bold, I italic, U underline, E inline code (as GitHub and Slack), Z undo, Shift+Z and Y
 * redo. A pure function of the key event.
 */

export type EditorShortcut = 'bold' | 'italic' | 'underline' | 'code' | 'undo' | 'redo';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The shortcut a key press means, or null. */
export function shortcutOf(event: ShortcutKey): EditorShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  switch (event.key.toLowerCase()) {
    case 'b':
      return event.shiftKey ? null : 'bold';
    case 'i':
      return event.shiftKey ? null : 'italic';
    case 'u':
      return event.shiftKey ? null : 'underline';
    case 'e':
      return event.shiftKey ? null : 'code';
    case 'z':
      return event.shiftKey ? 'redo' : 'undo';
    case 'y':
      return event.shiftKey ? null : 'redo';
    default:
      return null;
  }
}

/** `aria-keyshortcuts` values for the toolbar buttons. */
export const KEY_SHORTCUTS: Record<EditorShortcut, string> = {
  bold: 'Control+B Meta+B',
  italic: 'Control+I Meta+I',
  underline: 'Control+U Meta+U',
  code: 'Control+E Meta+E',
  undo: 'Control+Z Meta+Z',
  redo: 'Control+Shift+Z Meta+Shift+Z Control+Y Meta+Y',
};
