/**
 * Which 401s are sent again after login (resendAfterLogin.ts), and by whom. Its own small module:
 * the form layer and every failure toast ask it on every page, and must not carry the whole
 * re-send mechanism, which loads with the first 401 (bench:bundle).
 *
 * - `isResendable`: the rule (a 401, not claimed, not a login, logout, sign-up or upload, not
 *   opted out with `meta.resendAfterLogin: false`).
 * - `keepForLogin` / `waitsForLogin`: the query client keeps such a failure (its MutationCache
 *   sees it before the caller does) and says so here, so the caller shows no failure of its own:
 *   the one login prompt speaks for every action that waits (the toaster's `failed`).
 * - `onResent` / `resent`: what a caller runs when the action, sent again, goes through.
 * - `claimResend`: a caller that sends its action again itself (the form layer, for a form with
 *   a draft) takes the failure back.
 */
import type { Mutation } from '@tanstack/react-query';
import { toApiError } from './errors.ts';

/** What a mutation says about itself, in TanStack Query's `meta`. */
export interface ForumMutationMeta extends Record<string, unknown> {
  /** False: a 401 is not sent again after login (default true). */
  resendAfterLogin?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ForumMutationMeta;
  }
}

/** Mutation paths never sent again after a login (prefixes of the mutation key's path). */
export const NOT_RESENT_PATHS: readonly string[] = [
  '/auth/login',
  '/auth/logout',
  '/auth/register',
  '/uploads',
];

/** The failures claimed (errors are unique objects). */
const claimed = new WeakSet<object>();
/** The failures the query client keeps for a resend after login. */
const kept = new WeakSet<object>();
/** What runs when a kept failure's action goes through after the login, by failure. */
const followers = new WeakMap<object, Array<(result: unknown) => void>>();

/** The re-send mechanisms running (one per query client), told of each claim. */
export const live = new Set<{ forget(error: object): void }>();

/**
 * A caller that re-sends its action after login itself (the form layer) takes this 401 back, so
 * it is neither counted in the login prompt nor sent again by the query client.
 */
export function claimResend(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  claimed.add(error);
  for (const resend of live) resend.forget(error);
}

/** Whether a caller claimed this failure. */
export const isClaimed = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && claimed.has(error);

/** Whether a mutation that failed with `error` is one to send again after login. */
export function isResendable(
  error: unknown,
  mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'options'>,
): boolean {
  if (toApiError(error).status !== 401) return false;
  if (isClaimed(error)) return false;
  if (mutation.options.meta?.resendAfterLogin === false) return false;
  const path = mutation.options.mutationKey?.[1];
  return !(typeof path === 'string' && NOT_RESENT_PATHS.some((p) => path.startsWith(p)));
}

/** The query client keeps this failure, to send its action again after login. */
export function keepForLogin(error: unknown): void {
  if (typeof error === 'object' && error !== null) kept.add(error);
}

/**
 * Whether this failure waits for the person to log in again, its action to be sent then by the
 * query client: the login prompt says so, and its caller shows no failure of its own.
 */
export const waitsForLogin = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && kept.has(error) && !claimed.has(error);

/**
 * Runs `then` with the answer if this kept failure's action goes through when it is sent again
 * after the login (a form still on screen then succeeds as if sent now).
 */
export function onResent(error: unknown, then: (result: unknown) => void): void {
  if (typeof error !== 'object' || error === null) return;
  followers.set(error, [...(followers.get(error) ?? []), then]);
}

/** The resend after login: the kept failure's action went through with `result`. */
export function resent(error: unknown, result: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  const waiting = followers.get(error) ?? [];
  followers.delete(error);
  for (const then of waiting) then(result);
}
