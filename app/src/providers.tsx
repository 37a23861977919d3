import { useState, type ReactNode } from 'react';
import {
  ApiProvider,
  createApiClient,
  createForumQueryClient,
  createSessionStore,
} from '@forum/api';
import { ThemeProvider, ToastProvider } from '@forum/forum-ui';
import { API_BASE_URL } from './config.ts';
import { SessionCheckProvider } from './session.tsx';

/** Theme (remembered), the API client with the browser session, queries and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [api] = useState(() =>
    createApiClient({
      session: createSessionStore(),
      ...(API_BASE_URL ? { baseUrl: API_BASE_URL } : {}),
    }),
  );
  const [queryClient] = useState(createForumQueryClient);
  return (
    <ThemeProvider persist>
      <ApiProvider api={api} queryClient={queryClient}>
        <ToastProvider>
          <SessionCheckProvider>{children}</SessionCheckProvider>
        </ToastProvider>
      </ApiProvider>
    </ThemeProvider>
  );
}
