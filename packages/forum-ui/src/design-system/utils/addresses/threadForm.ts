/**
 * How a page opens the create-thread form (/ThreadForm) with a category already chosen and an
 * address to come back to (spec, route table: "receives a selected category and a return
 * address through navigation state"). Pure functions: no React, no router.
 *
 * A page builds the link with `newThreadLink`; the create-thread screen reads the state with
 * `readThreadFormState`, which trusts nothing it is given (state survives reloads in the
 * browser's history, and anything can put state there). Below the features: the pages that link
 * to the form (forums, browse) and the form itself (writing) all use it.
 */

import { isSitePath } from './sitePath.ts';

export const THREAD_FORM_PATH = '/ThreadForm';
export const LOGIN_PATH = '/login';

/** The category a new thread is posted in, as much of it as the form shows before loading any. */
export interface ThreadFormCategory {
  id: number;
  slug: string;
  title: string;
}

/** The navigation state /ThreadForm receives (`location.state`). */
export interface ThreadFormState {
  /** The category to preselect; absent when the thread was started from a page of no category. */
  category?: ThreadFormCategory;
  /** Where the form goes back to when cancelled: a path of this site ('/Forum/gaming-support'). */
  returnTo: string;
}

/**
 * The navigation state /login receives when a guest asks for the form: the same `from` the
 * protected-route wrapper remembers (a location), so login returns to /ThreadForm, and the
 * form's own state rides along in `from.state`.
 */
export interface LoginForThreadFormState {
  from: { pathname: typeof THREAD_FORM_PATH; search: ''; hash: ''; state: ThreadFormState };
}

/** A link to the form: where to go and the state to go with. */
export type NewThreadLink =
  | { to: typeof THREAD_FORM_PATH; state: ThreadFormState }
  | { to: typeof LOGIN_PATH; state: LoginForThreadFormState };

/**
 * The New Thread link of a page. Signed-in people go straight to the form; guests go to
 * /login, which returns them to the form afterwards.
 */
export function newThreadLink(options: {
  signedIn: boolean;
  returnTo: string;
  category?: ThreadFormCategory | null;
}): NewThreadLink {
  const state: ThreadFormState = {
    returnTo: isSitePath(options.returnTo) ? options.returnTo : '/',
    ...(options.category ? { category: { ...options.category } } : {}),
  };
  if (options.signedIn) return { to: THREAD_FORM_PATH, state };
  return {
    to: LOGIN_PATH,
    state: { from: { pathname: THREAD_FORM_PATH, search: '', hash: '', state } },
  };
}

function readCategory(value: unknown): ThreadFormCategory | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, slug, title } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
  if (typeof slug !== 'string' || typeof title !== 'string') return undefined;
  return { id, slug, title };
}

/**
 * The state /ThreadForm was opened with, checked: a category only when it has a whole positive
 * id, a slug and a title; the return address only when it is a path of this site, else
 * `fallbackReturn` ('/Forum', where the spec's create-thread flow falls back to).
 */
export function readThreadFormState(state: unknown, fallbackReturn = '/Forum'): ThreadFormState {
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const category = readCategory(record.category);
  return {
    returnTo: isSitePath(record.returnTo) ? record.returnTo : fallbackReturn,
    ...(category ? { category } : {}),
  };
}
