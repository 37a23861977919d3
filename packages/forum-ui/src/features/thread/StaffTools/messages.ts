/**
 * The texts of the thread page's tools, which load after the thread shows: the reply composer,
 * the login-required modal, the staff bar and dialogs, the keyboard-shortcuts help and the
 * position jumps. Each object spreads its counterpart in thread.ts, so a tool reads every text
 * of the page from one object. Texts quoted from the spec (docs/spec/public-site.md sections 5 and
 * 8) are marked "spec".
 */
import { threadMessages, threadText } from '../messages.ts';

export const threadToolMessages = {
  ...threadMessages,
  // ── replies ──
  enterReply: 'Please enter a reply', // spec
  replyPosted: 'Reply posted successfully!', // spec
  replyFailed: 'Failed to post reply', // spec
  replyQueued: 'You are offline. Your reply will be sent when you are back online.',
  // ── login-required modal ──
  loginSuccessful: 'Login successful!', // spec
  canPostNow: 'You can now post your reply!', // spec
  // ── staff ──
  actionFailed: (action: string) => `Could not ${action} the thread. Nothing was changed.`,
  hideFailed: 'Could not hide the post. Nothing was changed.',
  unhideFailed: 'Could not unhide the post. Nothing was changed.',
  done: {
    approve: 'Thread approved',
    reject: 'Thread rejected',
    lock: 'Thread locked',
    unlock: 'Thread unlocked',
    pin: 'Thread pinned',
    unpin: 'Thread unpinned',
    move: 'Thread moved',
    hide: 'Reply hidden',
    unhide: 'Reply unhidden',
  },
  enterReason: 'Please enter a reason',
  chooseCategory: 'Please choose a category',
} as const;

/** Headings, labels and button texts of the thread page and its tools. */
export const threadToolText = {
  ...threadText,
  // ── replying ──
  replyToThread: 'Reply to thread', // spec
  cancel: 'Cancel', // spec
  post: 'Post',
  posting: 'Posting...',
  // ── the composer ──
  composerTitle: 'Post a reply',
  composerLabel: 'Your reply',
  composerHint:
    'Plain text. Leave an empty line between paragraphs. Code: `inline` in backticks, or a block between lines of ``` (a language after the first: ```ts).',
  replyingTo: (name: string) => `Replying to ${name}`,
  draftSaved: 'Draft saved',
  guestHint: 'You can type your reply now; you will be asked to log in when you post it.',
  // ── login-required modal ──
  loginTitle: 'Log in to post your reply',
  loginIntro: 'Your reply is kept. Log in and it is posted for you.',
  // ── staff ──
  staffActions: 'Moderation',
  approve: 'Approve',
  approving: 'Approving...',
  reject: 'Reject',
  rejecting: 'Rejecting...',
  lock: 'Lock',
  locking: 'Locking...',
  unlock: 'Unlock',
  unlocking: 'Unlocking...',
  pin: 'Pin',
  pinning: 'Pinning...',
  unpin: 'Unpin',
  unpinning: 'Unpinning...',
  move: 'Move',
  moving: 'Moving...',
  rejectTitle: 'Reject thread',
  rejectIntro: 'The author is told why. The thread stays hidden from members.',
  hideTitle: 'Hide reply',
  hideIntro: 'Members will no longer see this reply. Staff still can, and can unhide it.',
  reason: 'Reason',
  moveTitle: 'Move thread',
  moveIntro: 'Choose the category this thread belongs in.',
  category: 'Category',
  categoriesLoading: 'Loading categories...',
  categoriesFailed: 'Failed to load categories', // spec (category picker)
  // ── beyond the spec ──
  position: (index: string, total: string) => `Reply ${index} of ${total}`,
  positionLabel: 'Position in the thread',
  jumpToStart: 'First reply',
  jumpToEnd: 'Last reply',
  jumpTo: 'Go to a reply by its place in the thread',
  // ── where the reader left off (Reading/) ──
  newSinceVisit: 'New since your last visit',
  newSinceCount: (count: string) => `${count} new`,
  /** After the visible "7 new", for screen readers: what the button does. */
  newSinceJump: (count: number) =>
    ` ${count === 1 ? 'reply' : 'replies'} since your last visit: go to the first`,
  continueReading: (index: string, total: string) =>
    `Continue where you left off (reply ${index} of ${total})`,
  continueLabel: 'Where you left off',
  continueDismiss: 'Not now',
  shortcutsIntro: 'Single keys, whenever you are not typing in a field.',
  shortcutHelp: {
    next: 'Next reply',
    previous: 'Previous reply',
    reply: 'Reply to the reply in focus (or to the thread)',
    like: 'Like or unlike the reply in focus (or the thread)',
    help: 'Show these shortcuts',
  },
} as const;
