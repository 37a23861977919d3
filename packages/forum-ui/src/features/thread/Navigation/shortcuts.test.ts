import { describe, expect, it } from 'vitest';
import { adjacentReply, isTypingTarget, shortcutFor } from './shortcuts.ts';
import { flattenReplies, type ThreadPost } from '../ReplyList/threadTree.ts';

const post = (id: number, replies: ThreadPost[] = []): ThreadPost => ({
  id,
  content: '',
  parent_id: null,
  author: null,
  created_at: '2026-01-01T00:00:00Z',
  likes_count: 0,
  replies,
});

describe('shortcutFor', () => {
  it('maps j, k, r, l and ?', () => {
    expect(['j', 'k', 'r', 'l', '?', 'x'].map((key) => shortcutFor({ key }))).toEqual([
      'next',
      'previous',
      'reply',
      'like',
      'help',
      undefined,
    ]);
  });

  it('leaves keys alone with a modifier, when already handled, or while typing', () => {
    expect(shortcutFor({ key: 'j', ctrlKey: true })).toBeUndefined();
    expect(shortcutFor({ key: 'j', metaKey: true })).toBeUndefined();
    expect(shortcutFor({ key: 'j', altKey: true })).toBeUndefined();
    expect(shortcutFor({ key: 'j', defaultPrevented: true })).toBeUndefined();
    const field = document.createElement('textarea');
    expect(shortcutFor({ key: 'j', target: field })).toBeUndefined();
  });
});

describe('isTypingTarget', () => {
  it('knows fields, editable regions and dialogs', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(button)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('adjacentReply', () => {
  const rows = flattenReplies([post(1, [post(2)]), post(3)], new Set());

  it('moves through the replies shown, depth first', () => {
    expect(adjacentReply(rows, 1, 1)).toBe(2);
    expect(adjacentReply(rows, 2, 1)).toBe(3);
    expect(adjacentReply(rows, 3, 1)).toBeUndefined();
    expect(adjacentReply(rows, 3, -1)).toBe(2);
  });

  it('starts at the first (j) or the last (k) without a current reply', () => {
    expect(adjacentReply(rows, undefined, 1)).toBe(1);
    expect(adjacentReply(rows, undefined, -1)).toBe(3);
    expect(adjacentReply([], undefined, 1)).toBeUndefined();
  });
});
