import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { confirmSession, useApi } from '@forum/api';

export type SessionCheck = 'checking' | 'done';

const SessionCheckContext = createContext<SessionCheck>('done');

/**
 * On load, a session restored from localStorage is confirmed with GET /auth/user (and cleared
 * on failure). Until that answer the status is 'checking', so protected routes can wait.
 */
export function SessionCheckProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [status, setStatus] = useState<SessionCheck>(() =>
    api.session.isAuthenticated() ? 'checking' : 'done',
  );
  useEffect(() => {
    let live = true;
    void confirmSession(api).finally(() => {
      if (live) setStatus('done');
    });
    return () => {
      live = false;
    };
  }, [api]);
  return <SessionCheckContext.Provider value={status}>{children}</SessionCheckContext.Provider>;
}

export const useSessionCheck = () => useContext(SessionCheckContext);
