/**
 * The one form layer. A form screen declares its fields (default values), its rules (the
 * spec's messages), its submit call and how failures read; everything else comes from here:
 *
 * - values, submission and field errors held by TanStack Form (client rules run as its
 *   form-level submit validator, server messages sit in each field's `onServer` error slot);
 * - drafts of any JSON value, saved debounced, flushed when the page is hidden or the form
 *   unmounts, restored on the next mount, and cleared only when the server accepts;
 * - the spec's failure rules (forms/failure.ts): 422 maps next to fields and as toasts, joined
 *   messages, form texts for 401 and 422 without a map, no raw 5xx bodies;
 * - `failedSubmits`, which `<Form>` turns into focus on the first invalid field;
 * - one request at a time: a submit while one is in flight does nothing.
 */
import { useForm, useStore } from '@tanstack/react-form';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@forum/api';
import { useToast } from '../hooks/useToast.ts';
import {
  draftStorage,
  readDraft,
  removeDraft,
  writeDraft,
  type DraftStorage,
  type FormValues,
} from './drafts.ts';
import { formFailure, type FailureRules, type FormErrors } from './failure.ts';

export type FieldName<V> = keyof V & string;

export interface ForumFormOptions<V extends FormValues, R> {
  /** Every field with its empty value (keep it stable: a module constant). */
  defaultValues: V;
  /** Names the form's draft ('login', 'reply:42'); without it nothing is stored. */
  draftKey?: string;
  /** Where the draft lives (default: this tab's sessionStorage). */
  draftStorage?: DraftStorage;
  /** Fields never stored (password-like names never are anyway). */
  secret?: readonly FieldName<V>[];
  /** Milliseconds of quiet before a draft is saved (default 400). */
  draftDelayMs?: number;
  /** The client rules: one message per invalid field; none when the values may be sent. */
  validate?: (values: V) => FormErrors<FieldName<V>>;
  /** Editing a field clears its message; these also clear the messages of the fields listed. */
  clears?: Partial<Record<FieldName<V>, readonly FieldName<V>[]>>;
  /** A failed client check shows each distinct message once as a toast too (default true). */
  toastInvalid?: boolean;
  /** The call. It throws (any error; it is normalised) when the server refuses. */
  submit: (values: V) => Promise<R>;
  /** How a refused call reads (fallback text, server field names, 422 and 401 texts). */
  failure?: Partial<FailureRules<FieldName<V>>>;
  /** A refused call is also shown as toasts (default true). */
  toastFailure?: boolean;
  /** The server accepted: the draft is already gone. Navigate, toast, show a result. */
  onSuccess?: (result: R, values: V) => void;
  /** The server refused (after the failure is shown): e.g. go to /login on a 401. */
  onFailure?: (error: ApiError, values: V) => void;
  /** After success the fields go back to their defaults (default true). */
  resetOnSuccess?: boolean;
}

/** What a form view needs: data and callbacks only, so views stay props-only. */
export interface FormBinding<V extends FormValues = FormValues> {
  values: V;
  /** One message per field, shown next to it. */
  errors: FormErrors<FieldName<V>>;
  /** A message for the whole form, shown at its top and read as its description. */
  formError?: string;
  /** The call is in flight: the submit button is busy and further submits do nothing. */
  submitting: boolean;
  /** Counts failed submits; each new count moves focus to the first invalid field. */
  failedSubmits: number;
  setValue: <K extends FieldName<V>>(name: K, value: V[K]) => void;
  submit: () => void;
}

export interface ForumForm<V extends FormValues> extends FormBinding<V> {
  setValues: (values: Partial<V>) => void;
  /** Back to the defaults (or `values`), with no messages; the draft follows. */
  reset: (values?: V) => void;
  /** Forgets the draft and empties the form (a Discard action). */
  discardDraft: () => void;
  /**
   * Runs the rules now for some fields only and shows their messages (e.g. a file picker that
   * refuses a too-large image at once). Not a submit: focus stays and nothing is sent.
   */
  check: (names: readonly FieldName<V>[]) => boolean;
  /** When the draft was last written (ms since epoch), for a 'Draft saved' hint. */
  draftSavedAt?: number;
}

/** Whether a field message map has any message. */
function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** The part of a TanStack field meta this layer reads (the generic types say `{}` for a generic form). */
type ErrorSlots = { errorMap: { onSubmit?: unknown; onServer?: unknown } } | undefined;
const slots = (meta: unknown) => meta as ErrorSlots;

const identityFields = (values: FormValues) =>
  Object.fromEntries(Object.keys(values).map((name) => [name, name]));

export function useForumForm<V extends FormValues, R = unknown>(
  options: ForumFormOptions<V, R>,
): ForumForm<V> {
  const toast = useToast();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { defaultValues, draftKey, draftDelayMs = 400 } = options;
  const storage = useMemo(() => draftStorage(options.draftStorage), [options.draftStorage]);
  const secret = (options.secret ?? []) as readonly string[];
  const secretKey = secret.join('\n');

  const [restored] = useState(() =>
    draftKey ? readDraft(draftKey, defaultValues, { secret, storage }) : defaultValues,
  );
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [draftSavedAt, setDraftSavedAt] = useState<number>();
  const inFlight = useRef(false);
  /** Values changed since the draft was last written. */
  const pendingSave = useRef(false);

  const failed = useCallback(() => setFailedSubmits((n) => n + 1), []);
  /**
   * The values TanStack treats as the defaults: the restored draft at first, then whatever the
   * form was last reset to. useForm re-applies its `defaultValues` option on every render while
   * the form is untouched, so after a reset it must name the reset values, or a restored draft
   * would come back right after a successful send.
   */
  const [baseline, setBaseline] = useState(restored);

  const form = useForm({
    defaultValues: baseline,
    validators: {
      onSubmit: ({ value }) => {
        const errors = latest.current.validate?.(value) ?? {};
        return hasErrors(errors) ? { fields: errors } : undefined;
      },
    },
    onSubmitInvalid: ({ formApi }) => {
      failed();
      if (latest.current.toastInvalid === false) return;
      const messages = Object.values(formApi.state.fieldMeta)
        .map((meta) => slots(meta)?.errorMap.onSubmit)
        .filter((message): message is string => typeof message === 'string');
      // One toast per distinct message, replacing the same toast on a resubmit.
      for (const message of new Set(messages)) toast.error(message, { id: message });
    },
    onSubmit: async ({ value, formApi }) => {
      const current = latest.current;
      try {
        const result = await current.submit(value);
        pendingSave.current = false;
        if (draftKey) removeDraft(draftKey, storage);
        setDraftSavedAt(undefined);
        if (current.resetOnSuccess !== false) {
          setBaseline(current.defaultValues);
          formApi.reset(current.defaultValues);
        }
        current.onSuccess?.(result, value);
      } catch (caught) {
        const error = toApiError(caught);
        const failure = formFailure(error, {
          fallback: current.failure?.fallback ?? error.message,
          serverFields: current.failure?.serverFields ?? identityFields(current.defaultValues),
          ...current.failure,
        });
        for (const [name, message] of Object.entries(failure.errors)) {
          formApi.setFieldMeta(name as FieldName<V>, (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onServer: message },
          }));
        }
        // The form-level server slot (typed `undefined` when no server validator is declared).
        formApi.setErrorMap({ onServer: failure.formError as never });
        failed();
        if (current.toastFailure !== false) {
          if (failure.fieldErrors) toast.fieldErrors(failure.fieldErrors);
          if (failure.formError) toast.error(failure.formError);
        }
        current.onFailure?.(error, value);
      }
    },
  });

  const values = useStore(form.store, (state) => state.values);
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const formErrorMap = useStore(form.store, (state) => state.errorMap);
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);

  // ── drafts: debounced while typing, flushed when the page is hidden or the form goes ──
  const valuesRef = useRef(values);
  const [firstValues] = useState(values);
  useLayoutEffect(() => {
    valuesRef.current = values;
  });

  const save = useCallback(() => {
    if (!draftKey || !pendingSave.current) return;
    pendingSave.current = false;
    const secretList = secretKey ? secretKey.split('\n') : [];
    const stored = writeDraft(draftKey, valuesRef.current, defaultValues, {
      secret: secretList,
      storage,
    });
    setDraftSavedAt(stored ? Date.now() : undefined);
  }, [defaultValues, draftKey, secretKey, storage]);

  useEffect(() => {
    if (!draftKey || values === firstValues) return;
    pendingSave.current = true;
    const timer = setTimeout(save, draftDelayMs);
    return () => clearTimeout(timer);
  }, [draftDelayMs, draftKey, firstValues, save, values]);

  useEffect(() => {
    if (!draftKey) return;
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHide);
      save(); // leaving the page (a 401 sends the person to /login): keep what was typed
    };
  }, [draftKey, save]);

  // ── messages ──
  const errors = useMemo(() => {
    const byField: FormErrors<FieldName<V>> = {};
    for (const [name, meta] of Object.entries(fieldMeta)) {
      const message = slots(meta)?.errorMap.onServer ?? slots(meta)?.errorMap.onSubmit;
      if (typeof message === 'string') byField[name as FieldName<V>] = message;
    }
    return byField;
  }, [fieldMeta]);
  const formError =
    typeof formErrorMap.onServer === 'string' ? (formErrorMap.onServer as string) : undefined;

  /** Removes the submit and server messages of some fields (or all), and the form's. */
  const clearMessages = useCallback(
    (names?: readonly string[]) => {
      const state = form.state;
      for (const name of names ?? Object.keys(state.fieldMeta)) {
        const meta = slots(state.fieldMeta[name as FieldName<V>]);
        if (!meta || (meta.errorMap.onSubmit === undefined && meta.errorMap.onServer === undefined))
          continue;
        form.setFieldMeta(name as FieldName<V>, (prev) => ({
          ...prev,
          errorMap: { ...prev.errorMap, onSubmit: undefined, onServer: undefined },
        }));
      }
      if (!names && (state.errorMap.onServer !== undefined || state.errorMap.onSubmit)) {
        form.setErrorMap({ onServer: undefined, onSubmit: undefined });
      }
    },
    [form],
  );

  const setValue = useCallback(
    <K extends FieldName<V>>(name: K, value: V[K]) => {
      form.setFieldValue(name, value as never);
      clearMessages([name, ...(latest.current.clears?.[name] ?? [])]);
    },
    [clearMessages, form],
  );

  const setValues = useCallback(
    (next: Partial<V>) => {
      for (const [name, value] of Object.entries(next)) setValue(name, value as V[FieldName<V>]);
    },
    [setValue],
  );

  const submit = useCallback(() => {
    if (inFlight.current) return; // one request at a time, however fast the clicks
    inFlight.current = true;
    // Every submit judges the values afresh: yesterday's messages never block today's send.
    clearMessages();
    void form.handleSubmit().finally(() => {
      inFlight.current = false;
    });
  }, [clearMessages, form]);

  const check = useCallback(
    (names: readonly FieldName<V>[]) => {
      const errors: Partial<Record<string, string>> =
        latest.current.validate?.(form.state.values) ?? {};
      for (const name of names) {
        form.setFieldMeta(name, (prev) => ({
          ...prev,
          errorMap: { ...slots(prev)?.errorMap, onSubmit: errors[name] },
        }));
      }
      return names.every((name) => errors[name] === undefined);
    },
    [form],
  );

  const reset = useCallback(
    (next?: V) => {
      const values = next ?? latest.current.defaultValues;
      setBaseline(values);
      form.reset(values);
      clearMessages();
    },
    [clearMessages, form],
  );

  const discardDraft = useCallback(() => {
    pendingSave.current = false;
    if (draftKey) removeDraft(draftKey, storage);
    setDraftSavedAt(undefined);
    setBaseline(latest.current.defaultValues);
    form.reset(latest.current.defaultValues);
    clearMessages();
  }, [clearMessages, draftKey, form, storage]);

  return {
    values,
    errors,
    formError,
    submitting: isSubmitting,
    failedSubmits,
    setValue,
    setValues,
    submit,
    reset,
    check,
    discardDraft,
    draftSavedAt,
  };
}
