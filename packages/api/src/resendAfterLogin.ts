/**
 * A 401 in the middle of any mutation (issue 21): the session ran out, not the action. The one
 * mechanism for every mutation, in the query client's MutationCache:
 *
 * 1. a mutation that fails with 401 is kept, with its variables and who sent it (the middleware
 *    has just cleared the session, so the person is asked to log in: `waiting` counts what is
 *    kept, and the app shows ONE prompt for all of it);
 * 2. when the same person logs in again (the session gets a new token), each kept mutation is
 *    run once more, with the same options (so its optimistic update, rollback and invalidation
 *    run as on the first try) and the same variables. The list is emptied before anything is
 *    sent, so nothing is sent twice, whatever renders meanwhile (StrictMode included: nothing
 *    here lives in a component);
 * 3. someone else logging in, or the person saying "not now" (`dismiss`), drops them.
 *
 * A caller that sends its own action again after login takes its failure back with
 * `claimResend(error)`: the form layer does, for a form with a draft (it re-sends the restored
 * draft when it next mounts, across a reload too), and so does the reply composer's login modal.
 * Logging in, out and registering are never sent again, nor an upload (its answer belongs to an
 * editor that may be gone), nor a mutation whose `meta.resendAfterLogin` is false.
 */
import type { Mutation, MutationCache, QueryClient } from '@tanstack/react-query';
import { toApiError, type ApiError } from './errors.ts';
import type { SessionState, SessionStore } from './session.ts';
import { isResendable, live, resent } from './resendClaims.ts';

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

interface Waiting {
  mutation: AnyMutation;
  variables: unknown;
  error: unknown;
  /** Who sent it (undefined: not known, sent for whoever logs in; null: a guest, never sent). */
  userId: SessionUserId;
  /** Counted in `waiting` (from the task after the failure). */
  asked: boolean;
}

type SessionUserId = number | null | undefined;

export interface LoginResendOptions {
  /** Each mutation sent again settles: null when it went through, else its error. */
  onResendSettled?: (error: ApiError | null) => void;
}

/** The kept mutations of one query client, and the session it follows. */
export class LoginResend {
  #waiting: Waiting[] = [];
  readonly #listeners = new Set<() => void>();
  #client: QueryClient | null = null;
  #token: string | null = null;
  #userId: SessionUserId;
  readonly #options: LoginResendOptions;

  constructor(options: LoginResendOptions = {}) {
    this.#options = options;
  }

  /** The MutationCache's onError: keeps a mutation that failed with 401. */
  readonly failed = (
    error: unknown,
    mutation: AnyMutation,
    /** Who sent it, when known better than the session now (already cleared by the 401). */
    userId: SessionUserId = this.#userId,
  ): void => {
    if (!this.#client || !isResendable(error, mutation)) return;
    const entry: Waiting = {
      mutation,
      variables: mutation.state.variables,
      error,
      userId,
      asked: false,
    };
    this.#waiting.push(entry);
    // Asked for on the next task, once the caller has had its say: a form that re-sends its own
    // draft claims the failure in its catch, and then no prompt flashes for it.
    setTimeout(() => {
      entry.asked = true;
      if (this.#waiting.includes(entry)) this.#emit();
    }, 0);
  };

  /** Follows `session` for `client`: a new token sends what waits. Returns the unsubscribe. */
  connect(client: QueryClient, session: SessionStore): () => void {
    this.#client = client;
    this.#seen(session.getState());
    live.add(this);
    const unsubscribe = session.subscribe((state) => {
      const previous = this.#token;
      this.#seen(state);
      if (state.token && state.token !== previous) this.#send(state.user?.id);
    });
    return () => {
      unsubscribe();
      live.delete(this);
      this.#client = null;
    };
  }

  /** How many actions wait for a login (what the login prompt reads). */
  readonly waiting = (): number => this.#waiting.filter((entry) => entry.asked).length;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The person declined to log in: nothing is sent. */
  readonly dismiss = (): void => {
    if (this.#waiting.length === 0) return;
    this.#waiting = [];
    this.#emit();
  };

  /** Drops a failure its caller claimed (see claimResend). */
  forget(error: object): void {
    const before = this.waiting();
    this.#waiting = this.#waiting.filter((entry) => entry.error !== error);
    if (this.waiting() !== before) this.#emit();
  }

  #seen(state: SessionState): void {
    this.#token = state.token;
    if (state.user) this.#userId = state.user.id;
  }

  /** Someone logged in before this was connected (it loads with the first 401): send now. */
  loggedIn(userId: SessionUserId): void {
    this.#send(userId);
  }

  #send(userId: SessionUserId): void {
    const client = this.#client;
    const entries = this.#waiting;
    if (!client || entries.length === 0) return;
    // Emptied first: each kept action is sent once, however often the session changes.
    this.#waiting = [];
    this.#emit();
    const cache: MutationCache = client.getMutationCache();
    for (const entry of entries) {
      if (entry.userId !== undefined && entry.userId !== userId) continue;
      cache
        .build(client, entry.mutation.options)
        .execute(entry.variables)
        .then(
          (result: unknown) => {
            resent(entry.error, result);
            this.#options.onResendSettled?.(null);
          },
          (error: unknown) => this.#options.onResendSettled?.(toApiError(error)),
        );
    }
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
