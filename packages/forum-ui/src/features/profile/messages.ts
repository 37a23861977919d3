/**
 * Every text of the profile area (/UserProfile: the frame and its Dashboard, Settings and
 * Activity tabs). Texts quoted from the spec (docs/spec/staff-area.md, sections 2, 5 and 8) are
 * marked "spec"; the rest are the product's own words for what the spec describes without quoting.
 */

export const profileMessages = {
  comingSoon: 'content coming soon', // spec
  // ── settings ──
  profileUpdated: 'Profile updated successfully!', // spec
  profileUpdateFailed: 'Failed to update profile', // spec
  passwordsDontMatch: "New passwords don't match!", // spec
  passwordTooShort: 'Password must be at least 6 characters long!', // spec
  avatarTooLarge: 'Avatar file size must be less than 5MB', // spec
  avatarNotImage: 'Please choose an image file (JPEG, PNG, GIF or WebP).',
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  currentPasswordRequired: 'Please enter your current password',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password',
  preferencesSaved: 'Preferences saved',
  preferencesFailed: 'Failed to save preferences',
  preferencesLoadFailed: 'Preferences could not be loaded.',
  // ── activity ──
  activityFailed: 'Failed to load activity data', // spec
  noThreads: 'No Threads Yet', // spec
  noPosts: 'No Posts Yet', // spec
  noActivity: 'No Recent Activity', // spec
  // ── dashboard ──
  statsFailed: 'Some numbers could not be loaded, so they show as -.',
} as const;

/** Headings, labels and button texts of the profile area. */
export const profileText = {
  title: 'My Profile',
  menu: 'Profile sections',
  menuButton: (current: string) => `Section: ${current}`,
  tabs: {
    dashboard: 'Dashboard', // spec
    settings: 'Settings', // spec
    activity: 'Activity', // spec
    notifications: 'Notifications',
    moderation: 'Moderation', // spec
    approvals: 'Approvals', // spec
    contact_forms: 'Contact Forms', // spec
    users: 'User Management', // spec
    categories: 'Category Management', // spec
    meta_tags: 'Meta Tags', // spec
    system: 'System',
  },
  loadingTab: 'Loading...',
  // dashboard
  email: 'Email',
  cards: {
    threads: 'Threads', // spec
    posts: 'Posts', // spec
    likes: 'Likes', // spec
    joined: 'Joined', // spec
    totalUsers: 'Total Users', // spec
    totalThreads: 'Total Threads', // spec
    totalPosts: 'Total Posts', // spec
    pendingApprovals: 'Pending Approvals', // spec
    reportedContent: 'Reported Content', // spec
    pendingReviews: 'Pending Reviews', // spec
    moderatedToday: 'Moderated Today', // spec
  },
  yourActivity: 'Your activity',
  siteOverview: 'Site overview',
  moderationOverview: 'Moderation',
  // settings
  profileSection: 'Profile',
  editProfile: 'Edit Profile', // spec
  cancel: 'Cancel', // spec
  saveChanges: 'Save Changes', // spec
  saving: 'Saving...', // spec
  name: 'Name',
  profilePicture: 'Profile picture',
  choosePicture: 'Choose a picture',
  avatarHint:
    'JPEG, PNG, GIF or WebP, less than 5MB. Photos are made smaller before they are sent.',
  avatarShrunk: (change: string) => `Made smaller for sending: ${change}.`,
  newPicturePreview: 'Preview of the new picture',
  passwordSection: 'Change Password', // spec
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  passwordHint: 'At least 6 characters.',
  changePassword: 'Change Password',
  changingPassword: 'Changing...',
  preferencesSection: 'Preferences',
  preferencesIntro: 'How the site looks for you and what it e-mails you about.',
  theme: 'Theme',
  themeSystem: 'Same as my device',
  themeLight: 'Light',
  themeDark: 'Dark',
  emailNotifications: 'E-mail notifications',
  replyNotifications: 'E-mail me when someone replies to my threads or posts',
  mentionNotifications: 'E-mail me when someone @mentions me',
  savePreferences: 'Save Preferences',
  deviceSection: 'This device',
  dataSaverHint:
    'Images in posts load only when you ask, avatars show initials, and nothing is fetched ahead of a click. Kept on this device only; on by itself when your browser asks to save data.',
  // activity
  myThreads: 'My Threads', // spec
  myPosts: 'My Posts', // spec
  recentActivity: 'Recent Activity', // spec
  repliedTo: 'Replied to', // spec
  general: 'General', // spec
  featured: 'Featured',
  replies: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`,
  likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
  noThreadsHint: 'Threads you start show up here.',
  noPostsHint: 'Your replies show up here.',
  noActivityHint: 'What you post and like shows up here.',
  startThread: 'Start a thread',
  loadingActivity: 'Loading activity...',
  activityPager: (group: string) => `${group} pages`,
  // a failed load of the dashboard's numbers (issue 21: Retry where retrying helps)
  retry: 'Retry',
  retrying: 'Retrying...',
} as const;

// The notification texts have their own module: the header's bell (on every page) reads them
// without pulling the rest of the profile's texts into the first visit's chunk.
export { notificationText } from './Notifications/messages.ts';
