/**
 * The one form layer, on TanStack Form's `createFormHook`. `createForumFormHook` makes the hook
 * from the field and form components it is given (components/AppForm/appForm.tsx gives it the
 * design system's inputs: the layer itself imports no component). A form screen declares its fields
 * (default values), its rules (the spec's messages), its submit call and how failures read:
 *
 *   const form = useForumAppForm({ defaultValues, validate, submit, failure, onSuccess });
 *   <form.AppForm>
 *     <form.Form labelledBy={titleId}>
 *       <form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>
 *       <form.SubmitButton busyLabel="Sending...">Send</form.SubmitButton>
 *     </form.Form>
 *   </form.AppForm>
 *
 * Everything else comes from here, held by the library where it has a place:
 * - values and errors in TanStack Form; the client rules are the form's `onSubmit` validator
 *   (`{ fields }`), the server call is its `onSubmitAsync` validator, whose refusal is placed by
 *   forms/failure.ts and returned as `{ form, fields }` (no hand-written error slots);
 * - the defaults are the library's `defaultValues`; a restored draft is the form's first
 *   values (`reset(draft, { keepDefaultValues: true })`), and `reset()` goes back to defaults;
 * - drafts of any JSON value, saved debounced, flushed when the page is hidden or the form
 *   unmounts, restored on the next mount, and cleared only when the server accepts;
 *   when the draft was last written is a query entry (`draftSavedKey`), so a form needs the
 *   app's QueryClientProvider;
 * - the fields' own rules (forms/fieldRules.ts): a field that declares a `limit` refuses
 *   over-long text on submit, saying by how much, and an e-mail field refuses what is not an
 *   address; nothing typed is ever cut;
 * - after a failed submit, focus on the first invalid field of `<form.Form>`;
 * - one request at a time: `submitForm` does nothing while `isSubmitting`;
 * - toasts for refused values and calls, as the spec says.
 *
 * The screen that calls the hook does not re-render while the person types: fields, the form's
 * message and the submit button subscribe to their own slice of the form's store.
 */
import { createFormHook, type AnyFormApi } from '@tanstack/react-form';
import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';
import { useToast } from '../hooks/useToast.ts';
import {
  clearResend,
  isEqualJson,
  draftStorage,
  markResend,
  readDraft,
  removeDraft,
  takeResend,
  writeDraft,
  type DraftStorage,
  type FormValues,
} from './drafts.ts';
import { formMessages } from '../messages/forms.ts';
import {
  formFailure,
  type FailureRules,
  type FormCallFailure,
  type FormCalls,
  type FormErrors,
  type FormFailure,
} from './failure.ts';
import { fieldRuleErrors, withFieldRules } from './fieldRules.ts';
import { fieldContext, formContext } from './formContexts.ts';
import { layerOf, submitForm } from './formComponents.tsx';

/**
 * When a form's draft was last written (ms since epoch), or null when none is stored: a query
 * entry (the query cache is the product's one home for state kept outside the form), set by the
 * layer as it writes or removes the draft and read by a 'Draft saved' hint, which alone
 * re-renders.
 */
export const draftSavedKey = (draftKey: string) => ['form-draft-saved', draftKey] as const;

/** Notes in the query cache when the draft was written, or that none is stored (null). */
function noteDraftSaved(queryClient: QueryClient, draftKey: string, at: number | null): void {
  queryClient.setQueryData<number | null>(draftSavedKey(draftKey), at);
}

export type FieldName<V> = keyof V & string;

export interface ForumFormOptions<
  V extends FormValues,
  R,
  E extends FormCallFailure = FormCallFailure,
> {
  /** Every field with its empty value (keep it stable: a module constant, or the edited item). */
  defaultValues: V;
  /**
   * Values the form is created with, over its defaults and over a restored draft: what the page
   * that opened the form chose (a category). Read once, when the form is created.
   */
  initialValues?: Partial<V>;
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
  /** The call. It throws (any error; `calls.failed` reads it) when the server refuses. */
  submit: (values: V) => Promise<R>;
  /**
   * What a thrown value means and whose the drafts are, given by the layer above that knows the
   * server (connected/apiForm.ts: the API's error normaliser, its resend after login, the
   * session's owner), or `plainFormCalls` where there is no server.
   */
  calls: FormCalls<E>;
  /** How a refused call reads (fallback text, server field names, 422 and 401 texts). */
  failure?: Partial<FailureRules<FieldName<V>>>;
  /** A refused call is also shown as toasts (default true). */
  toastFailure?: boolean;
  /** The server accepted: the draft is already gone. Navigate, toast, show a result. */
  onSuccess?: (result: R, values: V) => void;
  /**
   * A submit failed, by the client rules or the server, with its field messages (the layer is
   * moving focus to the first invalid field): e.g. open the picker the first problem needs.
   */
  onInvalid?: (errors: FormErrors<FieldName<V>>) => void;
  /** The server refused (after the failure is shown): e.g. go to /login on a 401. */
  onFailure?: (error: E, values: V) => void;
  /** After success the fields go back to their defaults (default true). */
  resetOnSuccess?: boolean;
  /**
   * A 401 while sending (the session ran out) marks the draft, and the form sends it once more,
   * on its own, when it next mounts: back from /login, signed in (default true; needs a
   * `draftKey`). Off for a form that asks for login itself (the reply composer's modal).
   */
  resendAfterLogin?: boolean;
}

/** Whether a field message map has any message. */
function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

const identityFields = (values: FormValues) =>
  Object.fromEntries(Object.keys(values).map((name) => [name, name]));

/** The part of a TanStack field meta the layer reads (generic forms type it `{}`). */
type SubmitSlot = { errorMap: { onSubmit?: unknown } } | undefined;
const submitMessage = (meta: unknown) => (meta as SubmitSlot)?.errorMap.onSubmit;

/** Removes the submit messages of some fields (a field edited without its own validation). */
function clearFieldMessages(form: AnyFormApi, names: readonly string[]): void {
  for (const name of names) {
    if (submitMessage(form.state.fieldMeta[name]) === undefined) continue;
    form.setFieldMeta(name, (prev) => ({
      ...prev,
      errorMap: { ...prev.errorMap, onSubmit: undefined },
    }));
  }
}

/**
 * After a failed submit, focus goes to the form's first invalid field in document order (found
 * by name among the form's controls, so at once, without waiting for the messages to render).
 */
function focusFirstInvalid(form: AnyFormApi, errors: Record<string, string | undefined>): void {
  const element = layerOf(form).element;
  if (!element) return;
  const invalid = new Set(Object.keys(errors).filter((name) => errors[name] !== undefined));
  for (const control of Array.from(element.elements)) {
    const name = (control as HTMLInputElement).name;
    if (!name || !invalid.has(name) || (control as HTMLInputElement).type === 'hidden') continue;
    (control as HTMLElement).focus();
    return;
  }
  // A control without a focusable named element (a custom select): the first one marked invalid,
  // once the messages are on screen.
  setTimeout(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The form's extras beside TanStack's API. */
export interface ForumFormLayer<V extends FormValues> {
  /** The draft's name, when the form keeps one (for `useDraftSavedAt`). */
  draftKey?: string;
  /** Forgets the draft and empties the form (a Discard action). */
  discardDraft: () => void;
  /**
   * Runs the rules now for some fields only and shows their messages (e.g. a file picker that
   * refuses a too-large image at once). Not a submit: focus stays and nothing is sent.
   */
  check: (names: readonly FieldName<V>[]) => boolean;
}

type ValidatorProps<V> = { value: V; formApi: AnyFormApi };
/** The client rules, as the form's `onSubmit` validator. */
type ClientRules<V> = (
  props: ValidatorProps<V>,
) => { fields: FormErrors<FieldName<V>> } | undefined;
/** The server call, as the form's `onSubmitAsync` validator. */
type ServerCall<V> = (
  props: ValidatorProps<V>,
) => Promise<{ form?: string; fields: FormErrors<FieldName<V>> } | undefined>;

const guestOwner = () => null;

/** Forgets a form's draft and empties it (a Discard action). */
function discardDraft(form: AnyFormApi, queryClient: QueryClient): void {
  const layer = layerOf(form);
  if (layer.draft) removeDraft(layer.draft.key, layer.draft.storage);
  form.reset();
  layer.pendingSave = false;
  if (layer.draft) noteDraftSaved(queryClient, layer.draft.key, null);
}

/** The screen's rules and the fields' own rules (a limit, an e-mail), the screen's first. */
function clientErrors<V extends FormValues>(
  form: AnyFormApi,
  values: V,
  validate: ((values: V) => FormErrors<FieldName<V>>) | undefined,
): FormErrors<FieldName<V>> {
  return withFieldRules(validate?.(values) ?? {}, fieldRuleErrors(values, layerOf(form).rules));
}

/** Shows the client rules' messages of some fields now; whether they are all valid. */
function checkFields(form: AnyFormApi, names: readonly string[]): boolean {
  const validate = layerOf(form).validate as ((values: unknown) => FormErrors<string>) | undefined;
  const errors: FormErrors<string> = clientErrors(form, form.state.values, validate);
  for (const name of names) {
    form.setFieldMeta(name, (prev) => ({
      ...prev,
      errorMap: { ...prev?.errorMap, onSubmit: errors[name] },
    }));
  }
  return names.every((name) => errors[name] === undefined);
}

/** A map of components by name, as `createFormHook` takes it. */
type Components = Parameters<typeof createFormHook>[0]['fieldComponents'];

/**
 * Makes the layer's form hook with the field and form components it is given (TanStack Form's
 * `createFormHook`): `useForumAppForm(options)` returns TanStack's app form plus `layer`.
 */
export function createForumFormHook<
  const TFieldComponents extends Components,
  const TFormComponents extends Components,
>(components: { fieldComponents: TFieldComponents; formComponents: TFormComponents }) {
  const { useAppForm, withForm, withFieldGroup } = createFormHook({
    fieldContext,
    formContext,
    ...components,
  });

  /** The form `useForumAppForm` returns: TanStack's app form, plus `layer`. */
  type ForumAppForm<V extends FormValues> = ReturnType<
    typeof useAppForm<
      V,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      ClientRules<V>,
      ServerCall<V>,
      undefined,
      undefined,
      undefined,
      unknown
    >
  > & { layer: ForumFormLayer<V> };

  function useForumAppForm<
    V extends FormValues,
    R = unknown,
    E extends FormCallFailure = FormCallFailure,
  >(options: ForumFormOptions<V, R, E>): ForumAppForm<V> {
    const toast = useToast();
    const queryClient = useQueryClient();
    /**
     * Whose the draft is (the session's owner), read as it is written or read, not rendered (one
     * phone, many members). Without calls that know the session (a component's story), a guest's.
     */
    const ownerNow = options.calls.useOwner() ?? guestOwner;
    const latest = useRef(options);
    useLayoutEffect(() => {
      latest.current = options;
    });
    const { defaultValues, draftKey, draftDelayMs = 400 } = options;
    const [initialValues] = useState(() => options.initialValues);
    const startValues = useMemo(
      () => (initialValues ? { ...defaultValues, ...initialValues } : defaultValues),
      [defaultValues, initialValues],
    );
    const storage = useMemo(() => draftStorage(options.draftStorage), [options.draftStorage]);
    const secretKey = (options.secret ?? []).join('\n');
    /** What the server answered, from the submit validator to `onSubmit`. */
    const accepted = useRef<{ result: R } | undefined>(undefined);
    /** Whether the last failure was the server's (its toasts are already shown). */
    const refusedByServer = useRef(false);

    /** The server took the form: its draft goes, the form empties, the screen's onSuccess runs. */
    const succeed = (formApi: AnyFormApi, result: R, value: V) => {
      const current = latest.current;
      const layer = layerOf(formApi);
      layer.pendingSave = false;
      if (draftKey) {
        removeDraft(draftKey, storage);
        clearResend(draftKey, storage);
        noteDraftSaved(queryClient, draftKey, null);
      }
      if (current.resetOnSuccess !== false) formApi.reset();
      else formApi.setErrorMap({});
      current.onSuccess?.(result, value);
    };

    const form = useAppForm({
      defaultValues: startValues,
      validators: {
        onSubmit: ({ value, formApi }: ValidatorProps<V>) => {
          refusedByServer.current = false;
          const errors = clientErrors(formApi, value, latest.current.validate);
          if (!hasErrors(errors)) return undefined;
          focusFirstInvalid(formApi, errors);
          latest.current.onInvalid?.(errors);
          return { fields: errors };
        },
        onSubmitAsync: async ({ value, formApi }: ValidatorProps<V>) => {
          const current = latest.current;
          // The draft's name as the call starts (a 401 may change who is signed in meanwhile).
          const draft = layerOf(formApi).draft;
          try {
            accepted.current = { result: await current.submit(value) };
            return undefined;
          } catch (caught) {
            const { calls } = current;
            const error = calls.failed(caught);
            if (error.status === 401 && draft && current.resendAfterLogin !== false)
              markResend(draft.key, draft.storage, Date.now(), draft.owner);
            // This form sends it again itself (its draft, or its owner's login modal): the query
            // client's resend after login (@forum/api, resendAfterLogin.ts) leaves it alone.
            if (error.status === 401 && (draft || current.resendAfterLogin === false))
              calls.claimResend(caught);
            // Kept by the query client, to be sent once the person logs in again: the login
            // prompt asks for that, and the form says it waits (no failure toast beside it).
            const waiting = calls.waitsForLogin(caught);
            const failure: FormFailure<string> = waiting
              ? { errors: {}, formError: formMessages.waitsForLogin }
              : formFailure(error, {
                  fallback: current.failure?.fallback ?? error.message,
                  serverFields:
                    current.failure?.serverFields ?? identityFields(current.defaultValues),
                  ...current.failure,
                });
            refusedByServer.current = true;
            focusFirstInvalid(formApi, failure.errors);
            current.onInvalid?.(failure.errors);
            if (current.toastFailure !== false && !waiting) {
              if (failure.fieldErrors) toast.fieldErrors(failure.fieldErrors);
              if (failure.formError) toast.error(failure.formError);
            }
            // Sent again by the query client once the person logs in: if the form is still here
            // and unchanged (a login in a modal or another tab), it succeeds as if sent now.
            if (waiting)
              calls.onResent(caught, (result) => {
                const layer = layerOf(formApi);
                if (layer.element && isEqualJson(formApi.state.values, value))
                  succeed(formApi, result as R, value);
              });
            // After this failure is on the form (a 401 handler may leave the page).
            queueMicrotask(() => current.onFailure?.(error, value));
            const formError =
              failure.formError ?? (hasErrors(failure.errors) ? undefined : error.message);
            return { form: formError, fields: failure.errors };
          }
        },
      },
      listeners: {
        onChange: ({ fieldApi }) => {
          const cleared = latest.current.clears?.[fieldApi.name as FieldName<V>];
          if (cleared) clearFieldMessages(fieldApi.form, cleared);
        },
      },
      onSubmitInvalid: ({ formApi }) => {
        if (refusedByServer.current || latest.current.toastInvalid === false) return;
        const messages = Object.values(formApi.state.fieldMeta)
          .map(submitMessage)
          .filter((message): message is string => typeof message === 'string');
        // One toast per distinct message, replacing the same toast on a resubmit.
        for (const message of new Set(messages)) toast.error(message, { id: message });
      },
      onSubmit: ({ value, formApi }) => {
        const answer = accepted.current;
        accepted.current = undefined;
        if (answer) succeed(formApi, answer.result, value);
      },
    });

    // The restored draft is the form's first values; the defaults stay the library's defaults.
    // A page the server rendered has the form empty (the server cannot see this tab's storage):
    // it hydrates empty, so its HTML is kept, and the draft comes back right after, before the
    // browser paints again.
    const hydrated = useHydrated();
    const [restoreAfterHydration] = useState(() => {
      if (!hydrated) return true;
      restoreDraft(form, options, initialValues, storage, ownerNow());
      return false;
    });
    useLayoutEffect(() => {
      if (restoreAfterHydration)
        restoreDraft(form, latest.current, initialValues, storage, ownerNow());
    }, [form, initialValues, ownerNow, restoreAfterHydration, storage]);

    // ── drafts: debounced while typing, flushed when the page is hidden or the form goes ──
    useEffect(() => {
      if (!draftKey) return;
      const layer = layerOf(form);
      const secret = secretKey ? secretKey.split('\n') : [];
      let last = form.state.values;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const save = () => {
        clearTimeout(timer);
        if (!layer.pendingSave) return;
        layer.pendingSave = false;
        const stored = writeDraft(draftKey, form.state.values, latest.current.defaultValues, {
          secret,
          storage,
          owner: ownerNow(),
        });
        noteDraftSaved(queryClient, draftKey, stored ? Date.now() : null);
      };
      const subscription = form.store.subscribe(() => {
        const values = form.state.values;
        if (values === last) return;
        last = values;
        layer.pendingSave = true;
        clearTimeout(timer);
        timer = setTimeout(save, draftDelayMs);
      });
      const onHide = () => {
        if (document.visibilityState === 'hidden') save();
      };
      window.addEventListener('pagehide', save);
      document.addEventListener('visibilitychange', onHide);
      return () => {
        subscription.unsubscribe();
        window.removeEventListener('pagehide', save);
        document.removeEventListener('visibilitychange', onHide);
        save(); // leaving the page (a 401 sends the person to /login): keep what was typed
      };
    }, [draftDelayMs, draftKey, form, ownerNow, queryClient, secretKey, storage]);

    useLayoutEffect(() => {
      const layer = layerOf(form);
      layer.validate = options.validate as typeof layer.validate;
      layer.draft = draftKey ? { key: draftKey, storage, owner: ownerNow() } : undefined;
    });

    // Back after a 401 and logging in: the restored draft is sent once (takeResend uses the mark
    // up, so a second mount, or StrictMode's second run, sends nothing).
    useEffect(() => {
      if (draftKey && takeResend(draftKey, storage, Date.now(), ownerNow())) void submitForm(form);
    }, [draftKey, form, ownerNow, storage]);

    return useMemo(() => {
      const layer: ForumFormLayer<V> = {
        draftKey,
        discardDraft: () => discardDraft(form, queryClient),
        check: (names) => checkFields(form, names),
      };
      return Object.assign(form, { layer }) as unknown as ForumAppForm<V>;
    }, [draftKey, form, queryClient]);
  }

  return { useForumAppForm, withForm, withFieldGroup };
}

/**
 * The form's stored draft, if any, as its values (its defaults stay the library's defaults); the
 * form's initial values still win over the draft's.
 */
function restoreDraft<V extends FormValues>(
  form: AnyFormApi,
  {
    draftKey,
    defaultValues,
    secret,
  }: Pick<ForumFormOptions<V, never>, 'draftKey' | 'defaultValues' | 'secret'>,
  initialValues: Partial<V> | undefined,
  storage: Storage | null,
  owner: number | null,
) {
  if (!draftKey) return;
  const restored = readDraft(draftKey, defaultValues, { secret, storage, owner });
  if (restored !== defaultValues)
    form.reset({ ...restored, ...initialValues }, { keepDefaultValues: true });
}

/** When the form's draft was last written, for a 'Draft saved' hint (re-renders its reader only). */
export function useDraftSavedAt(form: { layer: { draftKey?: string } }): number | undefined {
  const { data } = useQuery<number | null>({
    queryKey: draftSavedKey(form.layer.draftKey ?? ''),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return form.layer.draftKey === undefined ? undefined : (data ?? undefined);
}

export { submitForm };
