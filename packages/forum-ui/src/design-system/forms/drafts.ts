/**
 * Form drafts: what a person typed survives a reload, a failed submit, a 401 and re-login,
 * until the server accepts the form. Plain functions over a Storage (no React), so the rules
 * are unit tested; the form layer calls them debounced.
 *
 * A draft is one JSON object under `forum:draft:<key>` holding the fields that differ from the
 * form's defaults. Values may be of any JSON type: strings, booleans, numbers, ids, lists, or a
 * rich-text document. Secret fields are never written: any field whose name contains
 * "password" (or "token", "secret"), plus those a form names.
 */

/** Values a form can hold: field name → any JSON value. */
export type FormValues = Record<string, unknown>;

/** Prefix of every draft's storage key. */
export const DRAFT_PREFIX = 'forum:draft:';

const SECRET_NAME = /password|token|secret/i;

/** Whether a field is never written to a draft. */
export function isSecretField(name: string, secret: readonly string[] = []): boolean {
  return SECRET_NAME.test(name) || secret.includes(name);
}

/** Where drafts live: this tab (default; gone when it closes) or this browser. */
export type DraftStorage = 'session' | 'local' | Storage | null;

/** The Storage for a choice, or null when storage is switched off or blocked. */
export function draftStorage(choice: DraftStorage = 'session'): Storage | null {
  if (choice === null || typeof choice === 'object') return choice;
  try {
    if (typeof window === 'undefined') return null;
    return choice === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings): the form still works, without drafts.
    return null;
  }
}

/** The same JSON type: a restored value must fit where the form expects it. */
function sameKind(value: unknown, expected: unknown): boolean {
  if (expected === null || expected === undefined) return true; // an optional value: any JSON
  if (Array.isArray(expected)) return Array.isArray(value);
  if (typeof expected === 'object') return value !== null && typeof value === 'object';
  return typeof value === typeof expected;
}

/** Whether two form values are the same (as JSON: what a draft stores). */
export function isEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface DraftOptions {
  /** Further fields never to store (password-like names are never stored anyway). */
  secret?: readonly string[];
  storage?: Storage | null;
  /**
   * Whose draft it is: a member's id, or null for a guest's. Written with the draft; a member's
   * draft is never read back for anyone else, a guest's is read for anyone (one phone, many
   * members). Undefined: not checked.
   */
  owner?: number | null;
}

/** The field of a stored draft that names its owner (a member's id; absent: a guest's). */
export const DRAFT_OWNER_FIELD = '~owner';

const storedOwner = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * The stored draft of `key` over `defaults`: only known, non-secret fields whose stored value
 * has the default's JSON type are restored; broken JSON or storage gives the defaults.
 */
export function readDraft<T extends FormValues>(
  key: string,
  defaults: T,
  { secret = [], storage = draftStorage(), owner }: DraftOptions = {},
): T {
  if (!storage) return defaults;
  let parsed: unknown;
  try {
    const raw = storage.getItem(DRAFT_PREFIX + key);
    if (raw === null) return defaults;
    parsed = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return defaults;
  // A member's draft is theirs alone; a guest's is taken up by whoever logs in next here (the
  // person who typed it, logging in to send it).
  const writer = storedOwner((parsed as FormValues)[DRAFT_OWNER_FIELD]);
  if (owner !== undefined && writer !== null && writer !== owner) return defaults;
  const restored: FormValues = { ...defaults };
  for (const name of Object.keys(defaults)) {
    if (!Object.prototype.hasOwnProperty.call(parsed, name)) continue;
    const value = (parsed as FormValues)[name];
    if (!isSecretField(name, secret) && sameKind(value, defaults[name])) restored[name] = value;
  }
  return restored as T;
}

/**
 * Writes the non-secret fields that differ from `defaults`; removes the draft when none do.
 * Returns whether a draft is now stored.
 */
export function writeDraft<T extends FormValues>(
  key: string,
  values: T,
  defaults: T,
  { secret = [], storage = draftStorage(), owner }: DraftOptions = {},
): boolean {
  if (!storage) return false;
  const kept: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (!isSecretField(name, secret) && !isEqualJson(value, defaults[name])) kept[name] = value;
  }
  try {
    if (Object.keys(kept).length === 0) {
      storage.removeItem(DRAFT_PREFIX + key);
      return false;
    }
    if (typeof owner === 'number') kept[DRAFT_OWNER_FIELD] = owner;
    storage.setItem(DRAFT_PREFIX + key, JSON.stringify(kept));
    return true;
  } catch {
    // Full or blocked storage: the values stay on screen, only the reload safety net is lost.
    return false;
  }
}

/** Forgets one draft. */
export function removeDraft(key: string, storage: Storage | null = draftStorage()): void {
  try {
    storage?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Blocked storage: nothing was stored either.
  }
}

/**
 * Whether `key` has a stored draft that `owner` may restore (any draft when no owner is given):
 * a member's only for that member, a guest's for anyone.
 */
export function hasDraft(
  key: string,
  storage: Storage | null = draftStorage(),
  owner?: number | null,
): boolean {
  try {
    const raw = storage?.getItem(DRAFT_PREFIX + key);
    if (raw == null) return false;
    if (owner === undefined) return true;
    const parsed: unknown = JSON.parse(raw);
    const writer =
      parsed && typeof parsed === 'object'
        ? storedOwner((parsed as FormValues)[DRAFT_OWNER_FIELD])
        : null;
    return writer === null || writer === owner;
  } catch {
    return false;
  }
}

/** Removes every form draft from a storage (stories and tests start from empty forms). */
export function clearFormDrafts(storage: Storage | null = draftStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    if (name?.startsWith(DRAFT_PREFIX)) keys.push(name);
  }
  for (const name of keys) storage.removeItem(name);
}

/**
 * Sending a form again after logging in (issue 21): a 401 in the middle of a submit marks the
 * form's draft to be sent once more, and the form sends it, once, the next time it mounts (back
 * from /login, signed in again). The mark sits beside the draft (and goes with the drafts), and
 * it ages out: a form opened much later is never sent on its own.
 */
export const RESEND_TTL_MS = 15 * 60_000;
const resendKey = (key: string) => `${DRAFT_PREFIX}${key}:resend`;

/**
 * Marks `key` to be sent again on its next mount, for `owner` (a member's id, or null: a guest):
 * only the same owner's form sends it.
 */
export function markResend(
  key: string,
  storage: Storage | null = draftStorage(),
  now = Date.now(),
  owner: number | null = null,
): void {
  try {
    storage?.setItem(resendKey(key), owner === null ? String(now) : `${now}|${owner}`);
  } catch {
    // Blocked storage: the draft is not kept either; the person sends again.
  }
}

/**
 * Takes the mark (it is used once): whether `owner`'s form is to be sent now. Another owner's
 * mark is taken and dropped: it is never sent as someone else.
 */
export function takeResend(
  key: string,
  storage: Storage | null = draftStorage(),
  now = Date.now(),
  owner: number | null = null,
): boolean {
  try {
    const raw = storage?.getItem(resendKey(key));
    if (raw == null) return false;
    storage!.removeItem(resendKey(key));
    const [time = '', markedFor] = raw.split('|');
    const at = Number(time);
    if ((markedFor === undefined ? null : storedOwner(Number(markedFor))) !== owner) return false;
    return Number.isFinite(at) && now - at >= 0 && now - at < RESEND_TTL_MS;
  } catch {
    return false;
  }
}

/** Forgets the mark (the server accepted the form). */
export function clearResend(key: string, storage: Storage | null = draftStorage()): void {
  try {
    storage?.removeItem(resendKey(key));
  } catch {
    // Blocked storage: nothing was stored.
  }
}
