import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, type ApiClient } from '@forum/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, type ThemePreference } from '../theme/ThemeProvider.tsx';
import { ToastProvider } from '../components/Toast/Toast.tsx';

/** A QueryClient for one story or test: nothing cached between them, no retries, no refetch noise. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
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

/**
 * Everything a component or screen expects around it: theme, memory router,
 * a fresh QueryClient and the toast region. Stories and tests share it.
 */
export function TestProviders({ children, theme = 'light', router = {}, api }: TestProvidersProps) {
  const [client] = useState(createTestQueryClient);
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
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            {api ? <ApiProvider api={api}>{routed}</ApiProvider> : routed}
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
