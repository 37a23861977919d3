import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { retryDelay, shouldRetryQuery } from './retry.ts';
import type { SessionState, SessionStore, SessionUser } from './session.ts';
import { unwrap } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** The QueryClient defaults of the product: GET retry policy, and mutations never retry. */
export function createForumQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export interface ApiProviderProps {
  api: ApiClient;
  children: ReactNode;
  /** Defaults to a new createForumQueryClient(); stories and tests pass their own. */
  queryClient?: QueryClient;
}

/** Gives the tree the API client and (unless one exists above) a QueryClient. */
export function ApiProvider({ api, queryClient, children }: ApiProviderProps) {
  const content = <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
  return queryClient ? (
    <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
  ) : (
    content
  );
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}

/** The session, re-rendering on login, logout, a 401, or a change made in another tab. */
export function useSession(): SessionState & { isAuthenticated: boolean } {
  const { session } = useApi();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { ...state, isAuthenticated: Boolean(state.token && state.user) };
}

/**
 * Confirms a restored session with the server: GET /auth/user refreshes the stored user;
 * any failure clears the session (the spec's silent fallback).
 */
export async function confirmSession(api: ApiClient): Promise<SessionUser | null> {
  if (!api.session.isAuthenticated()) return null;
  try {
    const { user } = await unwrap(api.client.GET('/auth/user'));
    const sessionUser = user as unknown as SessionUser;
    api.session.setUser(sessionUser);
    return sessionUser;
  } catch {
    api.session.clear();
    return null;
  }
}

/** Runs confirmSession once on mount; returns whether the check is still running. */
export function useConfirmSessionOnLoad(): void {
  const api = useApi();
  useEffect(() => {
    void confirmSession(api);
  }, [api]);
}

export type { SessionStore };
