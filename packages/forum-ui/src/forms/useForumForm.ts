/**
 * The transition adapter: the former `useForumForm` API (values, errors, setValue, submit…) as a
 * thin layer over `useForumAppForm` (forms/appForm.tsx), for forms not yet converted. It
 * subscribes to every value and message, so the component that calls it re-renders on every
 * keystroke: convert a form to `useForumAppForm` + `form.AppField` to stop that.
 */
import { useStore } from '@tanstack/react-form';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import {
  clearFieldMessages,
  createForumFormHook,
  type FieldName,
  type ForumFormOptions,
} from './appForm.tsx';
import type { FormValues } from './drafts.ts';
import type { FormErrors } from './failure.ts';
import { formMessage, submitForm } from './formComponents.tsx';
import { useLayerState } from './layerState.ts';

export type { FieldName, ForumFormOptions };

/** The adapter binds inputs by props (`textField(form, name)`), so its forms register none. */
const { useForumAppForm } = createForumFormHook({ fieldComponents: {}, formComponents: {} });

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
  /**
   * Tells the layer which element is the form (`<Form>` sets it): after a failed submit the
   * layer focuses its first invalid field as the failure is known.
   */
  formRef?: (node: HTMLFormElement | null) => void;
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

/** The part of a TanStack field meta this adapter reads. */
type SubmitSlot = { errorMap: { onSubmit?: unknown } } | undefined;

export function useForumForm<V extends FormValues, R = unknown>(
  options: ForumFormOptions<V, R>,
): ForumForm<V> {
  const form = useForumAppForm<V, R>(options);
  const clears = useRef(options.clears);
  useLayoutEffect(() => {
    clears.current = options.clears;
  });

  const values = useStore(form.store, (state) => state.values) as V;
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const formError = useStore(form.store, (state) => formMessage(state.errorMap));
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const failedSubmits = useLayerState(form.layer.state, (snapshot) => snapshot.failedSubmits);
  const draftSavedAt = useLayerState(form.layer.state, (snapshot) => snapshot.draftSavedAt);

  const errors = useMemo(() => {
    const byField: FormErrors<FieldName<V>> = {};
    for (const [name, meta] of Object.entries(fieldMeta)) {
      const message = (meta as SubmitSlot)?.errorMap.onSubmit;
      if (typeof message === 'string') byField[name as FieldName<V>] = message;
    }
    return byField;
  }, [fieldMeta]);

  const setValue = useCallback(
    <K extends FieldName<V>>(name: K, value: V[K]) => {
      // No field component validates here: the adapter clears the edited field's message.
      form.setFieldValue(name, value as never);
      clearFieldMessages(form, [name, ...(clears.current?.[name] ?? [])]);
    },
    [form],
  );

  const setValues = useCallback(
    (next: Partial<V>) => {
      for (const [name, value] of Object.entries(next)) setValue(name, value as V[FieldName<V>]);
    },
    [setValue],
  );

  const submit = useCallback(() => void submitForm(form), [form]);

  const reset = useCallback((next?: V) => form.reset(next, { keepDefaultValues: true }), [form]);

  return {
    formRef: form.layer.state.setElement,
    values,
    errors,
    formError,
    submitting,
    failedSubmits,
    setValue,
    setValues,
    submit,
    reset,
    check: form.layer.check,
    discardDraft: form.layer.discardDraft,
    draftSavedAt,
  };
}
