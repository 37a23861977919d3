/**
 * How a failed call shows on a form: the spec's failure rules as plain functions (no React),
 * used by the form layer for every form.
 *
 * - A 422 with an errors map puts each message next to its field and, by default, gives one
 *   'field: message' toast per message (spec, section 8). The contact form instead shows the
 *   messages joined by commas.
 * - A 422 without a map can have its own text (create-thread: 'Please check your input and try
 *   again.'), and so can a 401 (create-thread: 'Authentication failed. Please login again.').
 * - Any other failure shows the server's message (a 503 "The forum is down for maintenance"
 *   included); a network failure, a body without a message or Laravel's generic 5xx words
 *   ("Server Error") show only the form's fallback text.
 */
/** A form's field errors: one message per field, shown next to it. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

// Kept in utils (pages use it too); re-exported here for the form layer's callers.
import { failureMessage, type FailedCall } from '../utils/failures/failureMessage.ts';
export { failureMessage, type FailedCall };

/**
 * A 422 errors map placed on a form: the first message of each known server field goes next to
 * its form field; messages of fields the form does not have are returned in `other`.
 */
export function placeFieldErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
  fields: Readonly<Record<string, F>>,
): { byField: FormErrors<F>; other: string[] } {
  const byField: FormErrors<F> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const field = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
    const [first] = messages;
    if (first === undefined) continue;
    if (field && byField[field] === undefined) byField[field] = first;
    else if (!field) other.push(...messages);
  }
  return { byField, other };
}

/** The fields with an error, in the form's order. */
export function invalidFields<F extends string>(order: readonly F[], errors: FormErrors<F>): F[] {
  return order.filter((field) => errors[field] !== undefined);
}

/** A form's failure texts and how it shows a 422 map. */
export interface FailureRules<F extends string> {
  /** Shown for a network failure, a failure without a message, or a generic 5xx ("Server Error"). */
  fallback: string;
  /** Server field name → form field (e.g. `password_confirmation` → `confirmPassword`). */
  serverFields: Readonly<Record<string, F>>;
  /**
   * How a 422 map is announced: `toasts` (default) gives one 'field: message' toast per message;
   * `joined` gives one form message, every message joined by commas (the contact form).
   */
  fieldErrors?: 'toasts' | 'joined';
  /** Text for a 422 without an errors map (default: the server's message or the fallback). */
  withoutMap?: string;
  /** Text for a 401 (default: the server's message or the fallback). */
  unauthorized?: string;
}

/** How a failed call shows on its form. */
export interface FormFailure<F extends string> {
  /** Messages next to fields (from a 422 errors map). */
  errors: FormErrors<F>;
  /** A message for the whole form: a non-422 failure, or 422 messages of fields the form lacks. */
  formError?: string;
  /** The 422 errors map, for the 'field: message' toasts; absent otherwise. */
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A failed call as the form layer reads it: with a 422's field map (server field → messages)
 * when the body has one, parsed by the layer that knows the server (packages/api's
 * `fieldErrorsOf`, through connected/apiForm.ts).
 */
export interface FormCallFailure extends FailedCall {
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
}

/**
 * What a form's calls mean, as plain callbacks from the layer that knows the server
 * (connected/apiForm.ts); `plainFormCalls` (forms/plainFormCalls.ts) where there is none.
 */
export interface FormCalls<E extends FormCallFailure = FormCallFailure> {
  /**
   * A hook, called once per render of the form: what tells whose drafts are written and read
   * now (the signed-in member's id, read when a draft is), or undefined for a guest's.
   */
  useOwner: () => (() => number | null) | undefined;
  /** Any thrown value as a failed call: the one error normaliser of the layer above. */
  failed: (caught: unknown) => E;
  /** The form sends this 401 again itself, so whoever else would send it leaves it alone. */
  claimResend: (caught: unknown) => void;
  /** The failed call waits for a login, after which it is sent again for the form. */
  waitsForLogin: (caught: unknown) => boolean;
  /** Runs `then` with the answer once that call, sent again after the login, goes through. */
  onResent: (caught: unknown, then: (result: unknown) => void) => void;
}

/** Places a failed call on a form by the form's rules. */
export function formFailure<F extends string>(
  error: FormCallFailure,
  rules: FailureRules<F>,
): FormFailure<F> {
  const map = error.status === 422 ? error.fieldErrors : undefined;
  if (!map) {
    if (error.status === 422 && rules.withoutMap)
      return { errors: {}, formError: rules.withoutMap };
    if (error.status === 401 && rules.unauthorized)
      return { errors: {}, formError: rules.unauthorized };
    return { errors: {}, formError: failureMessage(error, rules.fallback) };
  }
  const { byField, other } = placeFieldErrors(map, rules.serverFields);
  if (rules.fieldErrors === 'joined') {
    return { errors: byField, formError: Object.values(map).flat().join(', ') };
  }
  return {
    errors: byField,
    formError: other.length ? other.join(' ') : undefined,
    fieldErrors: map,
  };
}
