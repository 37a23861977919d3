/**
 * Every text of the thread page (/threads/{id}, /threads/{slug}, /thread/{slug}): the thread,
 * its replies, likes, the reply composer, the login-required modal and the staff actions.
 * Texts quoted from the spec (public-site.md sections 2, 5 and 8) are marked "spec"; the rest
 * are the product's own words for what the specs describe. Texts only: rules live beside the
 * forms in screens/thread.
 */

export const threadMessages = {
  // ── loading the thread ──
  loadFailed: 'Failed to fetch thread data', // spec (default of 'Error: {message}')
  errorWith: (message: string) => `Error: ${message}`, // spec
  notFound: 'Thread not found.', // spec
  // ── likes ──
  loginToLike: 'Please login to like threads', // spec
  threadLiked: 'Thread liked', // spec
  threadUnliked: 'Thread unliked', // spec
  likeThreadFailed: 'Failed to like thread', // spec
  likePostFailed: 'Failed to like post', // spec
  // ── replies ──
  enterReply: 'Please enter a reply', // spec
  replyPosted: 'Reply posted successfully!', // spec
  replyFailed: 'Failed to post reply', // spec
  noReplies: 'No replies yet. Be the first to reply!', // spec
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

/** Headings, labels and button texts of the thread page. */
export const threadText = {
  general: 'General', // spec (a thread without a category)
  featured: 'Featured', // spec
  postedBy: 'Posted by', // spec
  anonymous: 'Anonymous', // spec
  replyCount: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? 'Reply' : 'Replies'}`, // spec (Reply or Replies)
  reply: 'Reply', // spec (the button, and the tag on a nested reply)
  replyTo: (name: string) => `Reply to ${name}`,
  replyToThread: 'Reply to thread', // spec
  cancel: 'Cancel', // spec
  post: 'Post',
  posting: 'Posting...',
  showMore: (count: number) => `Show ${count} more ${count === 1 ? 'reply' : 'replies'}`, // spec
  showLess: 'Show less', // spec
  like: 'Like',
  likes: (count: number, formatted: string) => `${formatted} ${count === 1 ? 'like' : 'likes'}`,
  likeThread: (liked: boolean) => (liked ? 'Unlike this thread' : 'Like this thread'),
  likePost: (liked: boolean, name: string) =>
    liked ? `Unlike the reply by ${name}` : `Like the reply by ${name}`,
  loading: 'Loading thread...',
  retry: 'Retry',
  notFoundHint: 'It may have been moved or removed, or the link is mistyped.',
  backToForums: 'Back to the forums',
  replies: 'Replies',
  // The reader's pages of a long thread, shown until the page's script runs (no JavaScript, crawlers).
  readerPages: 'Reply pages',
  earlierReplies: 'Earlier replies',
  laterReplies: 'Later replies',
  readerPageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  replyOf: (name: string, level: number) => `Reply by ${name}, level ${level}`,
  inReplyTo: (name: string) => `in reply to ${name}`,
  toName: (name: string) => `to ${name}`,
  views: (count: number, formatted: string) => `${formatted} ${count === 1 ? 'view' : 'views'}`,
  // ── the composer ──
  composerTitle: 'Post a reply',
  composerLabel: 'Your reply',
  composerHint: 'Plain text. Leave an empty line between paragraphs.',
  replyingTo: (name: string) => `Replying to ${name}`,
  draftSaved: 'Draft saved',
  guestHint: 'You can type your reply now; you will be asked to log in when you post it.',
  locked: 'This thread is locked',
  lockedHint: 'New replies are turned off. You can still read and like what is here.',
  pendingTitle: 'Awaiting approval',
  pendingAuthor:
    'Only you and the staff can see this thread until an administrator approves it. Replies open once it is approved.',
  pendingStaff: "This thread awaits an administrator's approval. Members cannot see it yet.",
  rejected: 'This thread was rejected and is visible only to its author and the staff.',
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
  hide: 'Hide',
  hiding: 'Hiding...',
  unhide: 'Unhide',
  unhiding: 'Unhiding...',
  hidden: 'Hidden',
  hiddenHint: 'Hidden from members; only staff see this reply.',
  lockedBadge: 'Locked',
  pinnedBadge: 'Pinned',
  pendingBadge: 'Pending approval',
  rejectedBadge: 'Rejected',
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
  newReplies: (count: number) => `${count} new ${count === 1 ? 'reply' : 'replies'}`,
  position: (index: string, total: string) => `Reply ${index} of ${total}`,
  positionLabel: 'Position in the thread',
  jumpToStart: 'First reply',
  jumpToEnd: 'Last reply',
  jumpTo: 'Go to a reply by its place in the thread',
  shortcuts: 'Keyboard shortcuts',
  shortcutsIntro: 'Single keys, whenever you are not typing in a field.',
  shortcutHelp: {
    next: 'Next reply',
    previous: 'Previous reply',
    reply: 'Reply to the reply in focus (or to the thread)',
    like: 'Like or unlike the reply in focus (or the thread)',
    help: 'Show these shortcuts',
  },
  quote: 'Quote',
  quoteFrom: (name: string) => `Quote ${name} in your reply`,
} as const;

/** 'Error: {message}' with the failure's message, else 'Failed to fetch thread data'. */
export function threadLoadFailure(error: { message?: string | null } | null | undefined): string {
  const message = error?.message?.trim();
  return message ? threadMessages.errorWith(message) : threadMessages.loadFailed;
}
