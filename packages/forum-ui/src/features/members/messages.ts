/**
 * Every text of the public member page (/users/{id}). Texts quoted from the specs are marked
 * "spec" (docs/spec/staff-area.md, the Activity tab); the rest are the product's own words.
 */

export const memberMessages = {
  notFound: 'Member not found',
  notFoundHint: 'No member has this address. The link may be old, or the account was removed.',
  loadFailed: 'Failed to load this member',
  activityFailed: 'Failed to load activity data', // spec (staff area)
  noActivity: 'No Recent Activity', // spec (staff area)
} as const;

export const memberText = {
  member: 'Member',
  loadingMember: 'Loading member...',
  loadingActivity: 'Loading activity...',
  joined: (date: string) => `Joined ${date}`,
  counts: 'Counts',
  threads: 'Threads',
  posts: 'Posts',
  likes: 'Likes received',
  recentActivity: 'Recent Activity',
  noActivityHint: 'Threads started, replies and likes show up here.',
  activityPrivate: (name: string) => `Recent activity is shown to ${name} and to staff.`,
  activityPrivateGuest: 'Log in as this member or as staff to see their recent activity.',
  yourProfile: 'Go to your profile',
  ownPage: 'This is your public page.',
  backHome: 'Back to the home page',
  retry: 'Retry',
  // The Moderate button (spec, staff area section 6: 'the Moderate button on users'). The same
  // word as User Management's (the staff feature's UserManagement/messages.ts, where the dialog's texts live); kept
  // here so this public page does not download the staff texts before the dialog is opened.
  moderate: 'Moderate',
} as const;
