import { useState, type ReactNode } from 'react';
import {
  ApiProvider,
  SessionCheckProvider,
  createApiClient,
  createForumQueryClient,
  createSessionStore,
} from '@forum/api';
import { ThemeProvider, ToastProvider } from '@forum/forum-ui';
import { SavedTheme } from './SavedTheme.tsx';

/**
 * Theme (remembered; a member's saved theme once known), the API client with the browser
 * session (its base URL is /api/v1, or VITE_API_BASE_URL from the build: createApiClient reads
 * it), queries, toasts, and the confirmation of a restored session.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [api] = useState(() => createApiClient({ session: createSessionStore() }));
  const [queryClient] = useState(createForumQueryClient);
  return (
    <ThemeProvider persist>
      <ApiProvider api={api} queryClient={queryClient}>
        <SavedTheme />
        <ToastProvider>
          <SessionCheckProvider>{children}</SessionCheckProvider>
        </ToastProvider>
      </ApiProvider>
    </ThemeProvider>
  );
}
