/**
 * Every text of the profile's Moderation tab (moderators and admins): reported content, the
 * moderation history and quick actions. Texts quoted from the spec (docs/spec/staff-area.md,
 * sections 2, 4 and 8) are marked "spec"; the rest are the product's own words for what the spec
 * describes.
 */

/** The spec's messages (toasts) and fixed texts. */
export const moderationMessages = {
  loadFailed: 'Failed to load moderation data', // spec
  moderateFailed: 'Failed to moderate content', // spec
  userModerationFailed: 'Failed to perform user moderation', // spec
  userWarned: 'User warned successfully', // spec
  /** 'Content approved successfully' ('approved', 'dismissed', 'deleted'). */
  contentDone: (action: string) => `Content ${action} successfully`, // spec
  anonymous: 'Anonymous', // spec
  noReason: 'No specific reason provided', // spec
  /** The reason sent when Warn User is used from a report card (spec's default warning). */
  warnReason: 'Content violation', // spec
  enterReason: 'Please enter a reason for deleting this content',
} as const;

/** Headings, labels and button texts. */
export const moderationText = {
  title: 'Moderation', // spec
  views: 'Moderation sections',
  reports: 'Reported Content', // spec
  history: 'Moderation History', // spec
  quick: 'Quick Actions', // spec
  loading: 'Loading moderation data...',
  // report cards
  reportList: 'Reported content',
  reportOf: (id: number) => `Report #${id}`,
  reportedBy: 'Reported by',
  reason: 'Reason',
  type: 'Type',
  status: 'Status',
  author: 'Author',
  contentGone: 'This content no longer exists.',
  untitled: 'Untitled',
  contentTypes: { thread: 'Thread', post: 'Post' } as Record<string, string>,
  reasons: {
    spam: 'Spam',
    inappropriate: 'Inappropriate',
    harassment: 'Harassment',
    copyright: 'Copyright',
    other: 'Other',
  } as Record<string, string>,
  statuses: { pending: 'Pending', resolved: 'Resolved', dismissed: 'Dismissed' } as Record<
    string,
    string
  >,
  filter: 'Show',
  filters: {
    all: 'All reports',
    pending: 'Pending',
    resolved: 'Resolved',
    dismissed: 'Dismissed',
  },
  noReports: 'No reported content',
  noReportsHint: 'Reports that members send about threads and replies appear here.',
  noReportsFiltered: 'No reports with this status.',
  reportPager: 'Reported content pages',
  // actions (spec names)
  approve: 'Approve', // spec
  warn: 'Warn User', // spec
  delete: 'Delete Content', // spec
  dismiss: 'Dismiss Report', // spec
  approving: 'Approving...',
  warning: 'Warning...',
  deleting: 'Deleting...',
  dismissing: 'Dismissing...',
  actionOf: (action: string, id: number) => `${action}: report #${id}`,
  actionsOf: (id: number) => `Actions for report #${id}`,
  // the delete dialog
  deleteTitle: 'Delete content',
  deleteIntro: 'The content is deleted for everyone, and its author is told why.',
  deleteReason: 'Reason',
  cancel: 'Cancel',
  // selecting several (beyond the spec)
  select: (id: number) => `Select report #${id}`,
  selectAll: 'Select all pending reports on this page',
  selected: (count: number) => `${count} selected`,
  approveSelected: 'Approve selected',
  dismissSelected: 'Dismiss selected',
  clearSelection: 'Clear selection',
  bulkActions: 'Selected reports',
  /** '3 approved, 1 failed' after acting on several reports. */
  bulkSummary: (done: 'approved' | 'dismissed', succeeded: number, failed: number) =>
    failed === 0 ? `${succeeded} ${done}` : `${succeeded} ${done}, ${failed} failed`,
  // history
  counts: 'Moderated',
  today: 'Today',
  week: 'This week',
  month: 'This month',
  countsFailed: 'Some numbers could not be loaded, so they show as -.',
  log: 'Moderation log',
  noHistory: 'No moderation actions yet',
  noHistoryHint: 'Approvals, deletions, warnings, locks and pins are recorded here.',
  historyPager: 'Moderation history pages',
  actions: {
    approve: 'Approve',
    delete: 'Delete',
    warn: 'Warn',
    lock: 'Lock',
    unlock: 'Unlock',
    pin: 'Pin',
    unpin: 'Unpin',
    hide: 'Hide',
    unhide: 'Unhide',
    move: 'Move',
    reject: 'Reject',
    suspend: 'Suspend',
    ban: 'Ban',
    unban: 'Unban',
  } as Record<string, string>,
  targets: { thread: 'Thread', post: 'Post', user: 'User', category: 'Category' } as Record<
    string,
    string
  >,
  moderator: 'Moderator',
  contentType: 'Content type',
  date: 'Date',
  unknownModerator: 'Unknown',
  noLogReason: 'None given',
  // quick actions
  reviewPending: 'Review All Pending', // spec
  viewStatistics: 'View Statistics', // spec
  viewHistory: 'View History', // spec
  reviewPendingHint: 'Open the reports still waiting for a decision.',
  viewStatisticsHint: 'Open your dashboard with the numbers your role sees.',
  viewHistoryHint: 'See what moderators did, newest first.',
  toolsTitle: 'Other moderation tools',
  tools: [
    'Lock or unlock a thread to stop or allow new replies, and pin or unpin it to keep it at the top of its forum. Both are on the thread page, in its staff bar.',
    'Move a thread to another category from the same staff bar.',
    'Hide or unhide a reply, with a reason, from the reply itself on the thread page.',
    'Warn or suspend a member from the Moderate dialog in User Management; Warn User on a report card warns its author directly.',
    'Ban or unban a member (admins) from their card in User Management.',
  ],
} as const;
