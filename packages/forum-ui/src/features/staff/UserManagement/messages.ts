/**
 * Every text of the User Management tab (/UserProfile?tab=users, admin). Texts quoted from the
 * spec (docs/spec/staff-area.md, sections 2, 5 and 8) are marked "spec"; the rest are the product's
 * own words for what the spec describes without quoting.
 */

import { formatCount } from '@forum/forum-ui/design-system';

export const userManagementText = {
  title: 'User Management',
  // ── finding users ──
  searchLabel: 'Search users',
  searchHint: 'Name, username or email',
  /** The box's text is longer than the server takes: the search uses its start. */
  searchShortened: (max: number) => `Your search was shortened to ${max} characters`,
  filtersLabel: 'User filters',
  filterAll: 'All',
  filterBanned: 'Banned',
  filterModerators: 'Moderators',
  filterAdmins: 'Admins',
  listLabel: 'Users',
  loading: 'Loading users…',
  loadFailed: 'Failed to load users data', // spec
  empty: 'No users found',
  emptyHint: 'No user matches this tab.',
  emptySearch: (search: string) => `No user matches “${search}” here.`,
  pager: 'Users pages',
  summary: (total: number) => `${formatCount(total)} ${total === 1 ? 'user' : 'users'}`,
  // ── cards ──
  you: 'You',
  ownCard: 'This is your account: change it from Settings.',
  banned: 'Banned',
  suspended: 'Suspended',
  pending: 'Pending',
  joined: 'Joined',
  noEmail: 'No email on record',
  actionsOf: (name: string) => `Actions for ${name}`,
  manage: 'Manage', // spec
  moderate: 'Moderate', // spec
  makeAdmin: 'Make Admin', // spec
  makeModerator: 'Make Moderator', // spec
  makeUser: 'Make User', // spec
  ban: 'Ban', // spec
  unban: 'Unban', // spec
  deleteUser: 'Delete User', // spec
  currentRole: 'Current role',
  updatingRole: 'Updating…',
  banning: 'Banning…',
  unbanning: 'Unbanning…',
  deleting: 'Deleting…',
  // ── confirmations ──
  cancel: 'Cancel',
  banTitle: (name: string) => `Ban ${name}?`,
  banMessage: 'They are logged out and cannot log in until they are unbanned.',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteMessage: 'Are you sure you want to delete this user? This action cannot be undone.',
  // ── the Manage dialog ──
  manageTitle: (name: string) => `Manage ${name}`,
  manageDescription: 'Choose the role this user has on the forum.',
  roleLabel: 'Role',
  roleUser: 'User',
  roleModerator: 'Moderator',
  roleAdmin: 'Admin',
  updateRole: 'Update Role', // spec
  // ── the Moderate dialog ──
  moderateTitle: (name: string) => `Moderate ${name}`,
  moderateDescription: 'Warn or suspend this user. They are notified either way.',
  warningsTitle: 'Warnings',
  warningsLoading: 'Loading warnings…',
  warningsFailed: 'The warnings could not be loaded.',
  noWarnings: 'No warnings yet.',
  warnedBy: (name: string) => `by ${name}`,
  historyTitle: 'History',
  historyLabel: 'Moderation history',
  historyLoading: 'Loading history…',
  historyFailed: 'The history could not be loaded.',
  noHistory: 'No moderation history yet.',
  historyPager: 'History pages',
  historyReason: 'Reason',
  historyNoReason: 'None given',
  historyBy: (name: string) => `by ${name}`,
  historyUnknownModerator: 'by a former moderator',
  warnTitle: 'Warn user',
  suspendTitle: 'Suspend user',
  reasonLabel: 'Reason',
  defaultWarnReason: 'Content violation', // spec
  reasonRequired: 'Please enter a reason',
  durationLabel: 'Duration',
  duration1Day: '1 day',
  duration3Days: '3 days',
  duration1Week: '1 week',
  duration2Weeks: '2 weeks',
  duration1Month: '1 month',
  warnSubmit: 'Warn User',
  warnBusy: 'Warning…',
  suspendSubmit: 'Suspend User',
  suspendBusy: 'Suspending…',
  close: 'Close',
  // ── results ──
  roleUpdatedDone: 'User role updated successfully', // the server's words; the spec quotes none
  bannedDone: 'User banned successfully', // spec
  unbannedDone: 'User unbanned successfully', // spec
  deletedDone: 'User deleted successfully', // spec
  warnedDone: 'User warned successfully', // spec
  suspendedDone: 'User suspended successfully', // spec
  actionFailed: 'Failed to perform user action', // spec
  moderationFailed: 'Failed to perform user moderation', // spec
} as const;
