/**
 * The session: `token` and `user` in localStorage under those keys (as the spec names them).
 * Authenticated means both are present. Subscribers are told of every change, including
 * changes made in other tabs (the `storage` event), so every tab follows a login or logout.
 */

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  /** Defaults to 'user' when the server sends none. */
  role: string;
  [field: string]: unknown;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
}

export type SessionListener = (state: SessionState) => void;

/**
 * No session: one object, so a guest's state is the same snapshot on the server and in the
 * browser (useSession's hydration then has nothing to redo).
 */
export const GUEST_SESSION: SessionState = Object.freeze({ token: null, user: null });

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value !== 'object' || typeof value.id !== 'number') return null;
    return {
      ...value,
      role: typeof value.role === 'string' && value.role ? value.role : 'user',
    } as SessionUser;
  } catch {
    return null;
  }
}

export interface SessionStore {
  getState(): SessionState;
  isAuthenticated(): boolean;
  /** After a login: stores both. */
  set(token: string, user: SessionUser): void;
  /** After a profile change: the token stays. */
  setUser(user: SessionUser): void;
  /**
   * Removes both. `'expired'` (the default: a 401, a failed check) keeps `owner()` on the member
   * whose session ran out, so what they typed waits for them to log in again; `'logout'` ends it.
   */
  clear(reason?: SessionEnd): void;
  /**
   * Whose things the device keeps now (drafts, marks to send again, recent searches): the member
   * signed in; else the member whose session ran out in this tab, until a logout or another
   * member's login; else null, a guest's. A different owner never sees, restores or sends them.
   */
  owner(): number | null;
  subscribe(listener: SessionListener): () => void;
}

/** How a session ended: it ran out (a 401) or the member logged out. */
export type SessionEnd = 'expired' | 'logout';

/**
 * Creates the store over a Storage (localStorage in the browser). Reading is synchronous
 * so the first render already knows whether a session was restored.
 */
export function createSessionStore(
  storage: Storage | undefined = typeof window !== 'undefined' ? window.localStorage : undefined,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = typeof window !==
  'undefined'
    ? window
    : undefined,
): SessionStore {
  const listeners = new Set<SessionListener>();

  function read(): SessionState {
    if (!storage) return GUEST_SESSION;
    try {
      const token = storage.getItem(TOKEN_KEY);
      const user = parseUser(storage.getItem(USER_KEY));
      // Half a session is no session: authenticated means both are present.
      return token && user ? { token, user } : GUEST_SESSION;
    } catch {
      return GUEST_SESSION;
    }
  }

  let state = read();
  let lastMember: number | null = state.user?.id ?? null;

  function emit(next: SessionState) {
    const changed =
      next.token !== state.token || JSON.stringify(next.user) !== JSON.stringify(state.user);
    state = next;
    if (changed) for (const listener of [...listeners]) listener(state);
  }

  function write(token: string | null, user: SessionUser | null) {
    try {
      if (token && user) {
        storage?.setItem(TOKEN_KEY, token);
        storage?.setItem(USER_KEY, JSON.stringify(user));
      } else {
        storage?.removeItem(TOKEN_KEY);
        storage?.removeItem(USER_KEY);
      }
    } catch {
      // Storage full or blocked: the session still lives in memory for this tab.
    }
    emit(token && user ? { token, user } : GUEST_SESSION);
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    const next = read();
    // Another tab logged out (or its session ran out: no telling from here), or someone logged in
    // there: what this tab keeps is theirs from now on.
    lastMember = next.user?.id ?? null;
    emit(next);
  };

  return {
    getState: () => state,
    isAuthenticated: () => Boolean(state.token && state.user),
    set: (token, user) => {
      lastMember = user.id;
      write(token, { ...user, role: user.role || 'user' });
    },
    setUser: (user) => {
      if (state.token) write(state.token, { ...user, role: user.role || 'user' });
    },
    clear: (reason) => {
      if (reason === 'logout') lastMember = null;
      write(null, null);
    },
    owner: () => state.user?.id ?? lastMember,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage as EventListener);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0)
          events?.removeEventListener('storage', onStorage as EventListener);
      };
    },
  };
}

/** A Storage kept in memory: for stories and tests, so sessions never leak between them. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
