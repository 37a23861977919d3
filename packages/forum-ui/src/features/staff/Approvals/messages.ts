/**
 * Every text of the profile's Approvals tab (docs/spec/staff-area.md sections 2, 4, 5 and 8; issue
 * 15 points 2 and 8). Texts quoted from the spec are marked "spec"; the rest are the product's own
 * words for what the spec describes without quoting.
 */

export const approvalsMessages = {
  loadFailed: 'Failed to load approvals data', // spec
  processFailed: 'Failed to process approval', // spec
  notFound: 'Approval not found', // spec
  empty: 'No Pending Approvals', // spec
  /** The prefix of a Request Changes reason (spec: 'Changes requested:'). */
  changesPrefix: 'Changes requested:', // spec
  enterReason: 'Please enter a reason or feedback',
  approved: (label: string) => `Approved “${label}”`,
  rejected: (label: string) => `Rejected “${label}”`,
  changesRequested: (label: string) => `Changes requested for “${label}”`,
} as const;

export const approvalsText = {
  title: 'Approvals', // spec
  intro: 'Threads, categories and new members waiting for a decision.',
  // moderators (issue 18.3: administrators approve; docs/spec/staff-area.md sections 4 and 6)
  adminsDecide: 'Approvals are decided by administrators',
  adminsDecideHint:
    'New threads, new members and new categories wait for an administrator’s approval. As a moderator, you decide on reported content in Moderation.',
  toModeration: 'Go to Moderation',
  subTabs: 'Approval queues',
  threads: 'Thread Approvals', // spec
  users: 'User Registrations', // spec
  categories: 'Category approvals',
  emptyHint: 'Everything has been reviewed. New items appear here as they arrive.',
  loading: 'Loading approvals...',
  pager: (queue: string) => `${queue} pages`,
  // badges and types
  status: {
    pending: 'Pending', // spec
    approved: 'Approved', // spec
    rejected: 'Rejected',
  },
  type: {
    thread: 'Thread',
    user: 'User',
    category: 'Category',
  },
  // fields
  fields: (label: string) => `Details of ${label}`,
  author: 'Author',
  category: 'Category',
  replies: 'Replies',
  name: 'Name',
  email: 'Email',
  username: 'Username',
  role: 'Role',
  bio: 'Bio',
  slug: 'Slug',
  description: 'Description',
  parent: 'Parent',
  color: 'Color',
  none: '—',
  noParent: 'None (main category)',
  submitted: 'Submitted',
  // actions
  approve: 'Approve', // spec
  approving: 'Approving...',
  requestChanges: 'Request Changes', // spec
  reject: 'Reject', // spec
  rejecting: 'Rejecting...',
  sending: 'Sending...',
  actionsOf: (label: string) => `Decisions on “${label}”`,
  approveOf: (label: string) => `Approve “${label}”`,
  requestChangesOf: (label: string) => `Request changes to “${label}”`,
  rejectOf: (label: string) => `Reject “${label}”`,
  // feedback dialog
  rejectTitle: (label: string) => `Reject “${label}”`,
  changesTitle: (label: string) => `Request changes to “${label}”`,
  rejectIntro: 'Tell the author why this is rejected. The reason is sent with the decision.',
  changesIntro: 'Say what should change. It is sent as a rejection starting “Changes requested:”.',
  feedback: 'Reason/Feedback', // spec
  cancel: 'Cancel', // spec
  submit: 'Submit', // spec
  // selection (issue 15 point 8)
  select: (label: string) => `Select “${label}”`,
  selectAll: 'Select all pending on this page',
  selected: (count: number) => `${count} selected`,
  approveSelected: (count: number) => `Approve selected (${count})`,
  approvingSelected: 'Approving selected...',
  summaryTitle: 'Approval summary',
  summary: (succeeded: number, total: number) =>
    `${succeeded} of ${total} ${total === 1 ? 'item' : 'items'} approved.`,
  failedList: 'Not approved:',
  failedItem: (label: string, reason: string) => `“${label}”: ${reason}`,
  dismiss: 'Dismiss',
} as const;
