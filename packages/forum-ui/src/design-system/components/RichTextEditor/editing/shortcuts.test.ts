import { describe, expect, it } from 'vitest';
import { shortcutOf, type ShortcutKey } from './shortcuts.ts';

const key = (value: string, mods: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcutOf', () => {
  it.each([
    [key('b', { ctrlKey: true }), 'bold'],
    [key('B', { metaKey: true }), 'bold'],
    [key('i', { ctrlKey: true }), 'italic'],
    [key('u', { metaKey: true }), 'underline'],
    [key('e', { ctrlKey: true }), 'code'],
    [key('E', { metaKey: true }), 'code'],
    [key('z', { ctrlKey: true }), 'undo'],
    [key('Z', { metaKey: true, shiftKey: true }), 'redo'],
    [key('y', { ctrlKey: true }), 'redo'],
    [key('y', { metaKey: true }), 'redo'],
  ])('reads %o as %s', (event, shortcut) => {
    expect(shortcutOf(event)).toBe(shortcut);
  });

  it.each([
    key('b'),
    key('b', { shiftKey: true }),
    key('b', { ctrlKey: true, altKey: true }),
    key('b', { ctrlKey: true, shiftKey: true }),
    key('k', { ctrlKey: true }),
    key('e', { ctrlKey: true, shiftKey: true }),
    key('Enter', { ctrlKey: true }),
  ])('ignores %o', (event) => {
    expect(shortcutOf(event)).toBeNull();
  });
});
