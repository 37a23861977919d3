import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useLoginResend, useLogout, useSession } from '@forum/api';
import {
  Button,
  HeaderSearch,
  NAVIGATING_ATTRIBUTE,
  SiteLayout,
  useTheme,
  useToast,
} from '@forum/forum-ui/design-system';
import { OVERLAY_MS, SITE_NAME } from './config.ts';
import { PageMeta } from './meta/PageMeta.tsx';

// Written out (not IS_DEMO) so the bundler drops the demo code from a real-backend build.
const DemoBanner = import.meta.env.VITE_API_BASE_URL
  ? null
  : lazy(() => import('./demo/DemoBanner.tsx'));

const NotificationBellScreen = lazy(() =>
  import('./notifications/bell.ts').then((module) => ({ default: module.NotificationBellScreen })),
);

const SessionEndedNotice = lazy(() =>
  import('./notifications/sessionEnded.ts').then((module) => ({
    default: module.SessionEndedNotice,
  })),
);

const loadHeaderSuggestions = () =>
  import('./search/headerSuggestions.ts').then((module) => module.HeaderSuggestionsScreen);

function ThemeToggle() {
  const { theme, toggle } = useTheme();
  return (
    <Button variant="secondary" size="small" onClick={toggle} aria-pressed={theme === 'dark'}>
      Dark theme
    </Button>
  );
}

/**
 * Asked once when the session ran out in the middle of actions (a 401): log in and they are
 * sent (by the query client, once the same person is back), or not now.
 */
function SessionEnded() {
  const { waiting, dismiss } = useLoginResend();
  const navigate = useNavigate();
  const location = useLocation();
  // Nothing waits (almost always): nothing to load or show.
  if (waiting === 0 || location.pathname === '/login') return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedNotice
        waiting={waiting}
        onLogin={() => void navigate('/login', { state: { from: location } })}
        onDismiss={dismiss}
      />
    </Suspense>
  );
}

/**
 * The next page has taken the place of the one a link left (app/src/navigation marks that one,
 * design-system navigating.ts): a ref of an element keyed by the location, so it runs in the
 * commit that shows the next page, whatever the route.
 */
const navigated = () => document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);

/** The frame of every page: the site layout around the current route, with its head tags. */
export function AppShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const { user } = useSession();
  // What the device keeps for a member, for logout to remove: its own chunk (memberData.ts).
  const logout = useLogout(() => import('./memberData.ts'));
  const toast = useToast();
  const search = (query: string) => void navigate(`/search?${new URLSearchParams({ q: query })}`);
  // The spec's start-up overlay: the app renders and fetches underneath it.
  const [initializing, setInitializing] = useState(OVERLAY_MS > 0);
  useEffect(() => {
    if (OVERLAY_MS <= 0) return;
    const timer = window.setTimeout(() => setInitializing(false), OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <SiteLayout
      siteName={SITE_NAME}
      pathname={pathname}
      user={user}
      loading={initializing}
      banner={
        <>
          {DemoBanner && (
            <Suspense fallback={null}>
              <DemoBanner />
            </Suspense>
          )}
          <SessionEnded />
        </>
      }
      themeToggle={<ThemeToggle />}
      notifications={
        user ? (
          <Suspense fallback={null}>
            <NotificationBellScreen />
          </Suspense>
        ) : undefined
      }
      onSearch={search}
      searchSlot={
        <HeaderSearch
          onSearch={search}
          // Spec: an empty query is refused with a toast (the field says it too).
          onInvalid={(message) => toast.error(message, { id: message })}
          loadSuggestions={loadHeaderSuggestions}
        />
      }
      onLogout={() => {
        logout.mutate({});
        navigate('/');
      }}
    >
      <PageMeta />
      {/* The page loads (its lazy module) while the frame shows. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {/* Empty, so it takes no room in the page's block. */}
      <span key={location.key} ref={navigated} />
    </SiteLayout>
  );
}
