import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@forum/api';
import { Spinner, Text } from '@forum/forum-ui/design-system';
import { profileMessages as m, profileText as t } from '../messages.ts';
import { resolveTab, tabsFor, type ProfileTabId } from '../../../connected/profileTabs.ts';
import { UserProfileView } from './UserProfileView.tsx';
import { staffTabScreens } from '../../staff/index.ts';

/** What a tab shows until its screen is built: the spec's text for a tab with no content. */
function ComingSoon() {
  return (
    <Text tone="muted" role="status">
      {m.comingSoon}
    </Text>
  );
}

/**
 * Each tab's screen is its own chunk, loaded when the tab is first opened; the staff feature
 * names its own tabs' chunks.
 */
const TAB_SCREENS: Record<ProfileTabId, ComponentType> = {
  dashboard: lazy(() =>
    import('../Dashboard/DashboardScreen.tsx').then((m) => ({ default: m.DashboardScreen })),
  ),
  settings: lazy(() =>
    import('../Settings/SettingsScreen.tsx').then((m) => ({ default: m.SettingsScreen })),
  ),
  activity: lazy(() =>
    import('../Activity/ActivityScreen.tsx').then((m) => ({ default: m.ActivityScreen })),
  ),
  notifications: lazy(() =>
    import('../Notifications/NotificationsScreen.tsx').then((m) => ({
      default: m.NotificationsScreen,
    })),
  ),
  ...staffTabScreens,
};

/**
 * /UserProfile (login required): the side menu of the tabs the role sees and the tab named by
 * `?tab=`. An unknown tab name shows 'content coming soon'; a tab the role may not see is
 * neither offered nor shown (the address is replaced by the dashboard's).
 */
export function UserProfileScreen() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const resolution = resolveTab(params.get('tab'), user?.role);
  const current = resolution.kind === 'tab' ? resolution.tab : undefined;
  const Screen = current ? TAB_SCREENS[current] : ComingSoon;
  return (
    <UserProfileView tabs={tabsFor(user?.role)} current={current}>
      {resolution.kind === 'forbidden' ? (
        <Navigate to="/UserProfile" replace />
      ) : (
        <Suspense fallback={<Spinner label={t.loadingTab} />}>
          <Screen key={current} />
        </Suspense>
      )}
    </UserProfileView>
  );
}
