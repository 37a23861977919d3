import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  MutationCache,
  type DefaultOptions,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { retryDelay, shouldRetryQuery } from './retry.ts';
import {
  GUEST_SESSION,
  type SessionState,
  type SessionStore,
  type SessionUser,
} from './session.ts';
import { unwrap } from './client.ts';
import { toApiError, type ApiError } from './errors.ts';
import type { LoginResend, LoginResendOptions } from './resendAfterLogin.ts';
import { isResendable, keepForLogin } from './resendClaims.ts';
import { clearSessionData, resetSessionData } from './queries/keys.ts';

/** The API client of the tree (useApi reads it; a component that works without one reads it too). */
export const ApiContext = createContext<ApiClient | null>(null);

/**
 * What a query says about itself, in TanStack Query's `meta` (typed through its `Register`
 * interface below). A screen passes it in a query hook's options:
 * `useAdminMetaTags({ meta: { failureToast: m.loadFailed } })`.
 */
export interface ForumQueryMeta extends Record<string, unknown> {
  /**
   * The error toast shown when this query fails (once per failed fetch, after its retries): a
   * text, or a text made from the error. Shown by whoever the QueryClient's `onQueryError` calls
   * (the app and Storybook wire it to their toaster; the api package shows nothing itself).
   */
  failureToast?: string | ((error: ApiError) => string);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ForumQueryMeta;
  }
}

/** Called once for every failed query fetch (after retries), with that query's meta. */
export type QueryErrorHandler = (meta: ForumQueryMeta | undefined, error: ApiError) => void;

/** The query cache's global error callback, calling `onQueryError` with the query's meta. */
export function forumQueryCache(onQueryError?: QueryErrorHandler): QueryCache {
  return new QueryCache({
    onError: (error, query) => onQueryError?.(query.meta, toApiError(error)),
  });
}

export interface ForumQueryClientOptions {
  /** Load-failure toasts: see ForumQueryMeta.failureToast. */
  onQueryError?: QueryErrorHandler;
  /**
   * The browser's session: given, a mutation that fails with 401 is kept and sent once more when
   * the same person logs in again (resendAfterLogin.ts; `useLoginResend` reads what waits).
   */
  session?: SessionStore;
  /** A mutation sent again after login settled: null when it went through, else its error. */
  onResendSettled?: (error: ApiError | null) => void;
  /** Over the product's query defaults (stories and tests: no retries, nothing goes stale). */
  queryDefaults?: DefaultOptions['queries'];
}

/** The QueryClient defaults of the product: GET retry policy, and mutations never retry. */
export function createForumQueryClient({
  onQueryError,
  session,
  onResendSettled,
  queryDefaults,
}: ForumQueryClientOptions = {}): QueryClient {
  const resend = session ? new LazyLoginResend({ onResendSettled }) : undefined;
  const client = new QueryClient({
    queryCache: forumQueryCache(onQueryError),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => resend?.failed(error, mutation),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...queryDefaults,
      },
      mutations: { retry: false },
    },
  });
  // For the client's lifetime (the app's): no component owns it, so no render repeats it.
  // First of the session's listeners, so the cache is cleared before React hears of the change.
  if (session) oneCachePerMember(client, session);
  if (resend && session) resend.connect(client, session);
  return client;
}

/**
 * One cache per member: every change from a member (a logout, a 401, another member's login, a
 * login or logout in another tab) empties the query cache before anything renders with the new
 * identity, and drops the mutations waiting for a network (made offline by the one before). A
 * guest's login keeps what is shown (a guest's answers are anyone's) and refetches it. Query keys
 * carry no user; this is what keeps a moderator's hidden posts or one member's notifications
 * from the next. A profile change (the same member) keeps it.
 */
export function oneCachePerMember(client: QueryClient, session: SessionStore): void {
  let member = session.getState().user?.id;
  session.subscribe((state) => {
    const next = state.user?.id;
    if (next === member) return;
    const was = member;
    member = next;
    const mutations = client.getMutationCache();
    for (const mutation of mutations.getAll())
      if (mutation.state.isPaused) mutations.remove(mutation);
    // A guest's answers hold nothing of anyone's: after a guest's login they stay on screen while
    // they refetch as the member. A member's go at once (a thread fetched with a moderator's
    // token holds hidden posts), and what is shown is fetched again.
    void (was === undefined ? resetSessionData(client) : clearSessionData(client));
  });
}

const lazyResends = new WeakMap<QueryClient, LazyLoginResend>();

/** What waits for a login in this client (undefined without a session store). */
export const loginResendOf = (client: QueryClient) => lazyResends.get(client);

/**
 * The client's LoginResend (resendAfterLogin.ts), loaded with the first mutation that fails
 * with 401: most visits never meet one, so no first visit carries it (bench:bundle). Until
 * then a 401 (after which the session is already cleared) is kept for the person who sent it,
 * the session's owner().
 */
class LazyLoginResend {
  #real: LoginResend | undefined;
  #loading: Promise<LoginResend> | undefined;
  #client: QueryClient | undefined;
  #session: SessionStore | undefined;
  readonly #listeners = new Set<() => void>();
  readonly #options: LoginResendOptions;

  constructor(options: LoginResendOptions) {
    this.#options = options;
  }

  connect(client: QueryClient, session: SessionStore): void {
    this.#client = client;
    this.#session = session;
    lazyResends.set(client, this);
  }

  /** Bumped by "not now": a 401 still loading is then dropped too. */
  #generation = 0;

  /** The MutationCache's onError: a 401 loads the mechanism and is kept by it. */
  readonly failed = (error: unknown, mutation: Parameters<LoginResend['failed']>[1]): void => {
    // Not one to send again (not a 401, a login, or claimed by a form that re-sends its own
    // draft): nothing to load, and its caller tells the failure.
    if (!this.#client || !isResendable(error, mutation)) return;
    // Kept from here, before the caller's own onError runs: it shows no failure of its own.
    keepForLogin(error);
    // The member whose session the 401 ended (the session is already cleared by then).
    const userId = this.#session?.owner();
    if (this.#real) return this.#real.failed(error, mutation, userId);
    const generation = this.#generation;
    void this.#load().then((real) => {
      if (generation !== this.#generation) return;
      real.failed(error, mutation, userId);
      // Someone logged in while it loaded: what waits goes now (or is dropped, if not its sender).
      const { token, user } = this.#session!.getState();
      if (token) real.loggedIn(user?.id);
    });
  };

  #load(): Promise<LoginResend> {
    this.#loading ??= import('./resendAfterLogin.ts').then(({ LoginResend }) => {
      const real = new LoginResend(this.#options);
      real.connect(this.#client!, this.#session!);
      real.subscribe(() => this.#emit());
      this.#real = real;
      return real;
    });
    return this.#loading;
  }

  readonly waiting = (): number => this.#real?.waiting() ?? 0;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly dismiss = (): void => {
    this.#generation += 1;
    this.#real?.dismiss();
  };

  #emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

/** What waits for a login after a 401 (see resendAfterLogin.ts), and a way to let it go. */
export interface LoginResendState {
  /** How many actions will be sent once the person logs in again (0 without a session store). */
  waiting: number;
  /** Not now: nothing waiting is sent. */
  dismiss: () => void;
}

const noResend = () => () => {};
const none = () => 0;
const nothing = () => {};

/** The actions waiting for a login, re-rendering when that changes. */
export function useLoginResend(): LoginResendState {
  const resend = loginResendOf(useQueryClient());
  const waiting = useSyncExternalStore(
    resend?.subscribe ?? noResend,
    resend?.waiting ?? none,
    none,
  );
  return { waiting, dismiss: resend?.dismiss ?? nothing };
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

/** What a server renders, and a hydrating page first: the session token lives in the browser. */
const guestSession = () => GUEST_SESSION;

/**
 * The session, re-rendering on login, logout, a 401, or a change made in another tab. A page
 * rendered on the server shows the guest view, and so does its hydration; a restored member's
 * session takes over right after (a page rendered in the browser alone has it from the start).
 */
export function useSession(): SessionState & { isAuthenticated: boolean } {
  const { session } = useApi();
  const state = useSyncExternalStore(session.subscribe, session.getState, guestSession);
  return { ...state, isAuthenticated: Boolean(state.token && state.user) };
}

/**
 * Confirms a restored session with the server: GET /auth/user refreshes the stored user. A
 * failed check clears the session (the spec's silent fallback): the server answered, and not
 * with the user (a 401, or any other error). A check that got no answer at all (no network, a
 * phone connected to a cell with no data left, which the browser still calls online; a call cut
 * off by a reload) was not made, and keeps the session: a member reading a saved page stays
 * signed in, and their outbox (replies kept to send) stays theirs. Any 401 later still clears it.
 */
export async function confirmSession(api: ApiClient): Promise<SessionUser | null> {
  if (!api.session.isAuthenticated()) return null;
  try {
    const { user } = await unwrap(api.client.GET('/auth/user'));
    const sessionUser = user as unknown as SessionUser;
    api.session.setUser(sessionUser);
    return sessionUser;
  } catch (error) {
    if (toApiError(error).status !== 0) api.session.clear();
    return null;
  }
}

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

/** 'checking' while a restored session awaits the server's answer, then 'done'. */
export const useSessionCheck = (): SessionCheck => useContext(SessionCheckContext);

export type { SessionStore };
