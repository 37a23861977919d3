/**
 * The texts the thread page (/threads/{id}, /threads/{slug}, /thread/{slug}) needs to show: the
 * thread, its replies, likes, notices and the marks staff see. The texts of its tools (the reply
 * composer, the login-required modal, the staff bar and dialogs, the shortcuts help and the
 * position jumps) are in threadTools.ts, which loads with them, so a first visit does not
 * download them (`npm run bench:bundle`). Texts quoted from the spec
 * (docs/spec/public-site.md sections 2, 5 and 8) are marked "spec"; the rest are the product's own
 * words for what the specs describe. Texts only: rules live beside the forms in this feature's
 * folders.
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
  likeQueued: 'You are offline. Your like will be sent when you are back online.',
  // ── replies ──
  noReplies: 'No replies yet. Be the first to reply!', // spec
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
  showMore: (count: number) => `Show ${count} more ${count === 1 ? 'reply' : 'replies'}`, // spec
  showLess: 'Show less', // spec
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
  // A like made offline, kept on the device until the network returns (the outbox).
  likeWaiting: 'Waiting to send',
  // ── notices ──
  // The composer's code could not be loaded (offline, on a page saved before it was fetched).
  composerUnavailable: 'The reply box is not on this device yet',
  composerUnavailableHint: 'It loads when you are back online: reload the page then.',
  locked: 'This thread is locked',
  lockedHint: 'New replies are turned off. You can still read and like what is here.',
  pendingTitle: 'Awaiting approval',
  pendingAuthor:
    'Only you and the staff can see this thread until an administrator approves it. Replies open once it is approved.',
  pendingStaff: "This thread awaits an administrator's approval. Members cannot see it yet.",
  rejected: 'This thread was rejected and is visible only to its author and the staff.',
  // ── what staff see on the page ──
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
  // ── beyond the spec ──
  newReplies: (count: number) => `${count} new ${count === 1 ? 'reply' : 'replies'}`,
  shortcuts: 'Keyboard shortcuts',
  quote: 'Quote',
  quoteFrom: (name: string) => `Quote ${name} in your reply`,
} as const;

/** 'Error: {message}' with the failure's message, else 'Failed to fetch thread data'. */
export function threadLoadFailure(error: { message?: string | null } | null | undefined): string {
  const message = error?.message?.trim();
  return message ? threadMessages.errorWith(message) : threadMessages.loadFailed;
}
