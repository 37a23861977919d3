/**
 * The 401s whose callers send their action again themselves (resendAfterLogin.ts). Its own small
 * module: the form layer claims its failures on every page with a form, and must not carry the
 * whole re-send mechanism, which loads with the first 401 (bench:bundle).
 */

/** The failures claimed (errors are unique objects). */
const claimed = new WeakSet<object>();

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
