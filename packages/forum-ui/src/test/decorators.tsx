import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ApiProvider,
  createForumQueryClient,
  waitsForLogin,
  type ApiClient,
  type QueryErrorHandler,
  type SessionStore,
} from '@forum/api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import isChromatic from 'chromatic/isChromatic';
import { ThemeProvider, type ThemePreference } from '../design-system/theme/ThemeProvider.tsx';
import { ToastProvider } from '../design-system/components/Toast/Toast.tsx';
import { LinkProvider } from '../design-system/components/Link/LinkProvider.tsx';
import { RouterLink } from '../connected/routerLink.tsx';
import { useQueryFailureToasts } from '../connected/useQueryFailureToasts.ts';

/**
 * A QueryClient for one story or test: nothing cached between them, no retries, no refetch noise;
 * load failures reach `onQueryError` as in the app (TestProviders shows them as toasts). Given
 * the story's session, a mutation that meets a 401 waits for the login as in the app
 * (@forum/api's resendAfterLogin), so its caller shows no failure toast.
 */
export function createTestQueryClient(
  onQueryError?: QueryErrorHandler,
  session?: SessionStore,
): QueryClient {
  return createForumQueryClient({
    onQueryError,
    session,
    queryDefaults: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
  });
}

export interface RouterParameters {
  /** The URL the story starts at, e.g. '/threads/42?tab=replies'. */
  route?: string;
  /** The route pattern the story's element is mounted at, e.g. '/threads/:id'. */
  path?: string;
}

export interface TestProvidersProps {
  children: ReactNode;
  theme?: ThemePreference;
  router?: RouterParameters;
  /** The API client (with its session) that screens call; stories get one per story. */
  api?: ApiClient;
}

/** Where a screen navigated to, for stories to assert: 'Navigated to /pending-approval'. */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <output aria-label="Navigated to">{pathname + search}</output>;
}

/** A fresh test QueryClient whose load failures show as toasts (the app's rule). */
function TestQueryClientProvider({
  children,
  session,
}: {
  children: ReactNode;
  session?: SessionStore;
}) {
  const onQueryError = useQueryFailureToasts();
  const [client] = useState(() => createTestQueryClient(onQueryError, session));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * In a visual snapshot (Chromatic, and `npm run visual:diff`, which opens the stories with
 * `chromatic=true`) a toast stays until it is dismissed: the picture is the page as the play
 * function left it, not what a 5 s timer has left by the time it is taken. A toast given a
 * duration of its own (the Toast stories of the timer) keeps it.
 */
const toastDurations = isChromatic()
  ? { success: Infinity, info: Infinity, error: Infinity }
  : undefined;

/**
 * Everything a component or screen expects around it: theme, memory router,
 * a fresh QueryClient and the toast region. Stories and tests share it.
 */
export function TestProviders({ children, theme = 'light', router = {}, api }: TestProvidersProps) {
  const { route = '/', path } = router;
  const routed = path ? (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<NavigatedTo />} />
    </Routes>
  ) : (
    children
  );
  return (
    <ThemeProvider preference={theme}>
      <LinkProvider component={RouterLink}>
        <ToastProvider durations={toastDurations} isQuietFailure={waitsForLogin}>
          <TestQueryClientProvider session={api?.session}>
            <MemoryRouter initialEntries={[route]}>
              {api ? <ApiProvider api={api}>{routed}</ApiProvider> : routed}
            </MemoryRouter>
          </TestQueryClientProvider>
        </ToastProvider>
      </LinkProvider>
    </ThemeProvider>
  );
}
