/**
 * Every text of the writing pages: the create-thread form (/ThreadForm) with its category picker
 * and the pending-approval page (/pending-approval). Texts quoted from the spec
 * (docs/spec/public-site.md, sections 2, 5 and 8) are marked "spec"; the rest are the product's own
 * words.
 */

export const writingMessages = {
  // ── create thread: access, validation (spec section 5, in its order) ──
  loginToCreate: 'Please login to create a thread', // spec
  selectCategory: 'Please select a category', // spec
  enterTitle: 'Please enter a thread title', // spec
  enterContent: 'Please enter thread content', // spec
  contentTooShort: 'Thread content must be at least 10 characters long', // spec
  // ── create thread: outcomes (spec section 8) ──
  authenticationFailed: 'Authentication failed. Please login again.', // spec
  checkInput: 'Please check your input and try again.', // spec
  createFailed: 'Failed to create thread. Please try again.', // spec
  /** The server's answer that means the thread awaits approval (spec section 4). */
  pendingApprovalMarker: 'pending approval', // spec
  // ── category picker ──
  categoriesFailed: 'Failed to load categories', // spec
  // ── pending approval page ──
  pendingFailed: 'Failed to load pending threads', // spec
} as const;

export const writingText = {
  // ── create thread ──
  pageTitle: 'New Thread',
  intro:
    'Share news, ask for help or start a discussion. New threads are approved by an administrator before others see them.',
  category: 'Category',
  chooseCategory: 'Choose a category',
  changeCategory: 'Change',
  title: 'Title',
  titleHint: 'A short line that says what the thread is about.',
  content: 'Content',
  contentHint: 'At least 10 characters. Paste from a web page or a document keeps the formatting.',
  contentPlaceholder: 'Write your thread...',
  createTopic: 'Create Topic', // spec
  creating: 'Creating...', // spec
  cancel: 'Cancel',
  draftSaved: (time: string) => `Draft saved at ${time}`,
  draftRestored: 'Your draft is back where you left it.',
  discardDraft: 'Discard draft',
  discardTitle: 'Discard this draft?',
  discardMessage: 'The title, category and text you wrote will be deleted. This cannot be undone.',
  discardConfirm: 'Discard',
  keepDraft: 'Keep writing',
  draftDiscarded: 'Draft discarded',
  uploadFailed: 'The image could not be uploaded. Please try again.',
  // ── category picker ──
  pickerTitle: 'Post thread in...', // spec
  pickerDescription: 'Choose the board that fits your thread best.',
  loadingCategories: 'Loading categories...',
  noCategories: 'No boards to post in yet',
  noCategoriesHint: 'Boards appear here once an administrator has approved them.',
  retry: 'Retry',
  close: 'Close',
  boardsOf: (title: string) => `${title} boards`,
  threadCount: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? 'thread' : 'threads'}`,
  selected: 'Selected',
  // ── pending approval page ──
  pendingTitle: 'Pending Approval',
  pendingIntro:
    'Threads you started that an administrator has not approved yet. Only you and the staff can see them until then.',
  pendingStatus: 'Pending Approval', // spec
  goToForum: 'Go to Forum', // spec
  createAnother: 'Create Another Thread', // spec
  loadingPending: 'Loading your pending threads...',
  noPending: 'Nothing waiting for approval',
  noPendingHint: 'Threads you start appear here until an administrator approves them.',
  pendingList: 'Your pending threads',
  postedIn: (category: string) => `in ${category}`,
  noCategory: 'General',
  createdOn: (date: string) => `Created ${date}`,
} as const;
