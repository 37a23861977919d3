// ── the profile area ──
export { profileMessages, profileText } from './messages.ts';
export { UserProfileScreen } from './UserProfile/UserProfileScreen.tsx';
export { UserProfileView, type UserProfileViewProps } from './UserProfile/UserProfileView.tsx';
export {
  PROFILE_TABS,
  DEFAULT_TAB,
  tabsFor,
  resolveTab,
  tabHref,
  type ProfileTabId,
  type TabResolution,
} from '../../connected/profileTabs.ts';
export { DashboardScreen } from './Dashboard/DashboardScreen.tsx';
export { DashboardView, type DashboardViewProps } from './Dashboard/DashboardView.tsx';
export { SettingsScreen, PreferencesScreen } from './Settings/SettingsScreen.tsx';
export { SettingsView, type SettingsViewProps } from './Settings/SettingsView.tsx';
export { ActivityScreen } from './Activity/ActivityScreen.tsx';
export { NotificationBellScreen } from './NotificationBell/NotificationBellScreen.tsx';
export { ActivityView, type ActivityViewProps } from './Activity/ActivityView.tsx';
export { activityLabel } from './Activity/activity.ts';
