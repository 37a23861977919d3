/**
 * Form values that survive a reload: what a person typed is kept in sessionStorage (this tab
 * only, gone when the tab closes) until the form succeeds. Secret fields are never written:
 * any field whose name contains "password" (or "token", "secret"), plus those named in
 * `options.secret`. They live in memory like any other field and are empty after a reload.
 */
import { useCallback, useEffect, useState } from 'react';

export type DraftValues = Record<string, string>;

export interface FormDraftOptions<T extends DraftValues> {
  /** Further fields never to store (password-like names are never stored anyway). */
  secret?: readonly (keyof T & string)[];
  /** The storage to use (default window.sessionStorage); injectable for tests. */
  storage?: Storage | null;
}

export interface FormDraft<T extends DraftValues> {
  values: T;
  /** Sets one field. */
  setValue: (name: keyof T & string, value: string) => void;
  /** Sets several fields at once. */
  setValues: (values: Partial<T>) => void;
  /** Forgets the draft (after a success): the fields go back to `initial` and storage is cleared. */
  clear: () => void;
}

/** Prefix of every draft's storage key. */
export const DRAFT_PREFIX = 'forum:draft:';

const SECRET_NAME = /password|token|secret/i;

export function isSecretField(name: string, secret: readonly string[] = []): boolean {
  return SECRET_NAME.test(name) || secret.includes(name);
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings): the form still works, without drafts.
    return null;
  }
}

/** The stored draft of `key`, keeping only known, non-secret, string fields. */
export function readDraft<T extends DraftValues>(
  key: string,
  initial: T,
  secret: readonly string[] = [],
  storage: Storage | null = defaultStorage(),
): T {
  if (!storage) return initial;
  let parsed: unknown;
  try {
    const raw = storage.getItem(DRAFT_PREFIX + key);
    if (raw === null) return initial;
    parsed = JSON.parse(raw);
  } catch {
    return initial;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return initial;
  const restored: DraftValues = { ...initial };
  for (const name of Object.keys(initial)) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string' && !isSecretField(name, secret)) restored[name] = value;
  }
  return restored as T;
}

/** Writes the non-secret fields that differ from `initial`; removes the draft when none do. */
export function writeDraft<T extends DraftValues>(
  key: string,
  values: T,
  initial: T,
  secret: readonly string[] = [],
  storage: Storage | null = defaultStorage(),
): void {
  if (!storage) return;
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (!isSecretField(name, secret) && value !== initial[name]) kept[name] = value;
  }
  try {
    if (Object.keys(kept).length === 0) storage.removeItem(DRAFT_PREFIX + key);
    else storage.setItem(DRAFT_PREFIX + key, JSON.stringify(kept));
  } catch {
    // Full or blocked storage: the values stay on screen, only the reload safety net is lost.
  }
}

/** Removes every form draft (stories and tests start from empty forms). */
export function clearFormDrafts(storage: Storage | null = defaultStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    if (name?.startsWith(DRAFT_PREFIX)) keys.push(name);
  }
  for (const name of keys) storage.removeItem(name);
}

/**
 * The values of a form, restored from this tab's sessionStorage on mount and saved on every
 * change. `key` names the form ('signup'); `initial` gives every field and its empty value
 * (keep it stable: a module constant).
 */
export function useFormDraft<T extends DraftValues>(
  key: string,
  initial: T,
  options: FormDraftOptions<T> = {},
): FormDraft<T> {
  const { secret = [], storage: storageOption } = options;
  const storage = storageOption === undefined ? defaultStorage() : storageOption;
  const [values, setAll] = useState<T>(() => readDraft(key, initial, secret, storage));
  const secretList = secret.join('\n');

  useEffect(() => {
    writeDraft(key, values, initial, secretList ? secretList.split('\n') : [], storage);
  }, [key, values, initial, secretList, storage]);

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setAll((current) => (current[name] === value ? current : { ...current, [name]: value }));
  }, []);
  const setValues = useCallback((next: Partial<T>) => {
    setAll((current) => ({ ...current, ...next }));
  }, []);
  const clear = useCallback(() => {
    setAll(initial);
    // Also removed at once, in case the component unmounts (navigates away) before the effect runs.
    writeDraft(key, initial, initial, [], storage);
  }, [initial, key, storage]);

  return { values, setValue, setValues, clear };
}
