/**
 * The layer's own form component (TanStack Form's `formComponents`), used inside
 * `<form.AppForm>`: `<form.Form>` is the form element. It reads the form with `useFormContext`
 * and subscribes only to what it shows (the form's message), so it does not re-render while the
 * person types. The submit button is the design system's (components/AppForm/SubmitButton.tsx).
 */
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { useId, type ReactNode } from 'react';
import { Box } from '../primitives/Box.tsx';
import { Stack, type StackProps } from '../primitives/Stack.tsx';
import { Text } from '../primitives/Text.tsx';
import { useFormContext } from './formContexts.ts';
import type { FieldRule } from './fieldRules.ts';

/**
 * What the layer attaches to one form, beside TanStack Form's state: plain fields that the
 * layer's handlers read and nothing renders from (no subscription, no re-render). Values, errors
 * and submit counts are TanStack Form's; when the draft was saved is in the query cache
 * (formLayer.tsx, `draftSavedKey`).
 */
export interface FormLinks {
  /** The form element, set by the layer's `<form.Form>`: focus goes to its first invalid field. */
  element: HTMLFormElement | null;
  /** Values changed since the draft was last written. */
  pendingSave: boolean;
  /** The form's client rules, as last rendered (for `check`). */
  validate?: (values: never) => Record<string, string | undefined>;
  /** What each bound field declares (its limit, whether it is an e-mail), by field name. */
  readonly rules: Map<string, FieldRule>;
  /** Where the draft is stored, when the form has one. */
  draft?: { key: string; storage: Storage | null; owner: number | null };
}

/** Keyed by the form's store: the hook's form, the context's and a validator's `formApi` are
 * different objects over the same store. */
const links = new WeakMap<object, FormLinks>();

/** What the layer attaches to a form (its element, its fields' rules, its draft's place). */
export function layerOf(form: AnyFormApi): FormLinks {
  let attached = links.get(form.store);
  if (!attached) {
    attached = { element: null, pendingSave: false, rules: new Map() };
    links.set(form.store, attached);
  }
  return attached;
}

/**
 * Submits a form through the layer. The one double-submit guard: a submit while the form is
 * submitting (TanStack's `isSubmitting`, set before any await) does nothing.
 */
export function submitForm(form: AnyFormApi): Promise<void> {
  if (form.state.isSubmitting) return Promise.resolve();
  // Every submit judges the values afresh: a field without a field component would otherwise
  // keep its last message and stop the submit before the rules run again.
  for (const [name, meta] of Object.entries(form.state.fieldMeta)) {
    if (
      (meta as { errorMap?: { onSubmit?: unknown } } | undefined)?.errorMap?.onSubmit === undefined
    )
      continue;
    form.setFieldMeta(name, (prev) => ({
      ...prev,
      errorMap: { ...prev.errorMap, onSubmit: undefined },
    }));
  }
  return form.handleSubmit();
}

/** The form-level message (a 401, a 5xx, a 422 without a field map), when there is one. */
function formMessage(errorMap: { onSubmit?: unknown }): string | undefined {
  return typeof errorMap.onSubmit === 'string' ? errorMap.onSubmit : undefined;
}

export interface LayerFormProps {
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** A name for the form when no heading names it. */
  label?: string;
  /** Space between the form's children (default large). */
  space?: StackProps['space'];
  className?: string;
  children: ReactNode;
}

/**
 * A form on the form layer: never reloads the page, submits through the layer (one request at
 * a time), shows the form-level message first and reads it as the form's description; the layer
 * moves focus to the first invalid field after a failed submit.
 */
export function LayerForm({
  labelledBy,
  label,
  space = 'large',
  className,
  children,
}: LayerFormProps) {
  const form = useFormContext();
  const errorId = useId();
  const formError = useStore(form.store, (state) => formMessage(state.errorMap));
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form
      ref={(node) => {
        layerOf(form).element = node;
        return () => {
          layerOf(form).element = null;
        };
      }}
      noValidate
      className={className}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={formError ? errorId : undefined}
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
    >
      <Stack space={space}>
        {formError && (
          <Box
            id={errorId}
            background="criticalSoft"
            color="criticalText"
            padding="medium"
            borderRadius="medium"
          >
            <Text tone="inherit" weight="medium">
              {formError}
            </Text>
          </Box>
        )}
        {children}
      </Stack>
    </form>
  );
}

/** Whether the form is submitting, for what else turns busy (a dialog, a Cancel button). */
export function useSubmitting(form: AnyFormApi): boolean {
  return useStore(form.store, (state) => state.isSubmitting);
}
