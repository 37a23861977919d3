import { useState, type ReactNode } from 'react';
import {
  ApiProvider,
  SessionCheckProvider,
  createApiClient,
  createForumQueryClient,
  createSessionStore,
  waitsForLogin,
} from '@forum/api';
import { RouterLink, useQueryFailureToasts } from '@forum/forum-ui/connected';
import {
  LinkProvider,
  SaveDataHeaderContext,
  ThemeProvider,
  ToastProvider,
  useToast,
} from '@forum/forum-ui/design-system';
import type { ApiClient } from '@forum/api';
import type { QueryClient } from '@tanstack/react-query';
import { SiteUrlContext } from './meta/siteUrl.tsx';
import { SavedTheme } from './SavedTheme.tsx';

/**
 * Theme (remembered; a member's saved theme once known), the request's Save-Data header (the data
 * saver's server answer: useDataSaver), the API client with the browser
 * session (its base URL is /api/v1, or VITE_API_BASE_URL from the build: createApiClient reads
 * it), toasts, queries (a failed query whose meta asks for a toast shows it: see
 * ForumQueryMeta), and the confirmation of a restored session.
 */
export function AppProviders({
  children,
  api: givenApi,
  queryClient,
  fillCache,
  siteUrl,
  saveData = false,
}: {
  children: ReactNode;
  /** The site's public address, for absolute links in the head (meta/siteUrl.tsx). */
  siteUrl: string;
  /** The page's request said `Save-Data: on` (the server's render, and the page it sent). */
  saveData?: boolean;
  /** The server renderer's client (its base URL, a guest session); the browser makes its own. */
  api?: ApiClient;
  /** A cache already filled with the page's data (the server renderer's passes). */
  queryClient?: QueryClient;
  /** Fills the browser's new cache first: with the data a server-rendered page came with. */
  fillCache?: ((queryClient: QueryClient) => void) | undefined;
}) {
  const [api] = useState(() => givenApi ?? createApiClient({ session: createSessionStore() }));
  return (
    <SiteUrlContext value={siteUrl}>
      <SaveDataHeaderContext value={saveData}>
        <ThemeProvider persist>
          <LinkProvider component={RouterLink}>
            <ToastProvider isQuietFailure={waitsForLogin}>
              <QueryProviders api={api} queryClient={queryClient} fillCache={fillCache}>
                <SavedTheme />
                <SessionCheckProvider>{children}</SessionCheckProvider>
              </QueryProviders>
            </ToastProvider>
          </LinkProvider>
        </ThemeProvider>
      </SaveDataHeaderContext>
    </SiteUrlContext>
  );
}

/** The API client and the QueryClient, whose load failures go to the toaster above. */
function QueryProviders({
  api,
  queryClient: given,
  fillCache,
  children,
}: {
  api: ApiClient;
  queryClient?: QueryClient | undefined;
  fillCache?: ((queryClient: QueryClient) => void) | undefined;
  children: ReactNode;
}) {
  const onQueryError = useQueryFailureToasts();
  const toast = useToast();
  // The toaster's functions are stable, so the client made on the first render keeps a live one.
  const [queryClient] = useState(() => {
    if (given) return given;
    const made = createForumQueryClient({
      onQueryError,
      // A mutation that met a 401 is sent once more after the same person logs in again.
      session: api.session,
      // Its texts come with the session-ended notice's chunk (loaded by then).
      onResendSettled: (error) =>
        void import('./notifications/sessionEnded.ts').then(({ sessionMessages: m }) =>
          error ? toast.error(m.resendAfterLoginFailed) : toast.success(m.resentAfterLogin),
        ),
    });
    fillCache?.(made);
    return made;
  });
  return (
    <ApiProvider api={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
}
