/**
 * The design system's inputs bound to a form field (TanStack Form's `fieldComponents`): inside
 * `<form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>`
 * each reads its field with `useFieldContext`, so a keystroke re-renders that field alone (its
 * `AppField`, the input and its label), never the screen or the other fields.
 *
 * They do not call TanStack's `handleBlur`: the layer has no blur rules, and a blur validation
 * clears a field's submit message (TanStack drops `onSubmit` errors whenever another validation
 * of a touched field passes), so leaving a field would hide its message though nothing was
 * fixed. Editing the field clears it, as the layer says.
 *
 * A text field with a `limit` (the contract's maxLength, from `CONTRACT_LIMITS`) shows a counter
 * and tells the layer, which refuses over-long text on submit; an EmailField tells the layer it
 * holds an address. Nothing typed or pasted is ever cut (no `maxlength` attribute).
 */
import type { AnyFormApi } from '@tanstack/react-form';
import { useCallback, type ChangeEvent, type ReactNode, type Ref, type RefCallback } from 'react';
import type { FieldRule } from '../../forms/fieldRules.ts';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFieldContext } from '../../forms/formContexts.ts';
import { layerOf } from '../../forms/formComponents.tsx';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { formText } from '../../messages/forms.ts';
import { assignRef } from '../../utils/dom/assignRef.ts';

/** A field's message: the first error, whichever validator (client rules or server) set it. */
export function fieldMessage(field: { state: { meta: { errors: unknown[] } } }) {
  return field.state.meta.errors.find((error) => typeof error === 'string') as string | undefined;
}

export function useFieldMessage(): string | undefined {
  return fieldMessage(useFieldContext<unknown>());
}

export type Bound<P> = Omit<
  P,
  'name' | 'value' | 'checked' | 'onChange' | 'error' | 'defaultValue'
>;

/**
 * What a text input takes from its field: name, value, message and change (no blur: above).
 * On a page the server rendered, the input is read-only until the page's script has taken it
 * over (hydrated): React would otherwise reset text typed into the server's input before then,
 * and the reader would lose it. Outside hydration (a page rendered in the browser) it is
 * editable from the first render.
 */
function useTextBinding(readOnly: boolean | undefined) {
  const field = useFieldContext<string>();
  const hydrated = useHydrated();
  return {
    name: field.name,
    value: field.state.value,
    error: fieldMessage(field),
    readOnly: readOnly === true || !hydrated,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(event.target.value),
  };
}

/**
 * A ref that tells the form layer what a field declares (its limit, whether it is an e-mail
 * address) while the field's input is on the page, so the layer's submit refuses what breaks it,
 * with the field's label in the message. Nothing is kept in React state and no effect runs: the
 * rule comes and goes with the input (React calls the ref, and its cleanup, as the input mounts,
 * unmounts or the rule changes). Also for a field rendered without a bound component (a
 * TextField with its own change handler): `ref={fieldRuleRef(form, field.name, { label, limit })}`.
 */
export function fieldRuleRef(
  form: AnyFormApi,
  name: string,
  { label, limit, email = false }: { label: ReactNode; limit?: number; email?: boolean },
): RefCallback<Element> | undefined {
  if (limit === undefined && !email) return undefined;
  const rule: FieldRule = {
    label: typeof label === 'string' ? label : formText.thisField,
    limit,
    email,
  };
  return (node) => {
    if (!node) return;
    const rules = layerOf(form).rules;
    rules.set(name, rule);
    return () => {
      if (rules.get(name) === rule) rules.delete(name);
    };
  };
}

/**
 * The callback ref a bound input gets: its field's rule, and the caller's ref (`forward`), both
 * set and cleared only when React attaches or detaches the input, never while rendering.
 */
function useRuleAttached<T extends Element>(
  forward: Ref<T> | undefined,
  { label, limit, email }: { label: ReactNode; limit?: number; email?: boolean },
): RefCallback<T> {
  const { form, name } = useFieldContext<unknown>();
  const text = typeof label === 'string' ? label : undefined;
  // Kept while its inputs are the same: a new callback would detach and attach again on every
  // keystroke (and a caller's callback ref, such as focus on mount, would run each time).
  return useCallback(
    (node: T | null) => {
      const undeclare = node
        ? fieldRuleRef(form, name, { label: text, limit, email })?.(node)
        : undefined;
      assignRef(forward, node);
      return () => {
        if (typeof undeclare === 'function') undeclare();
        assignRef(forward, null);
      };
    },
    [form, name, text, limit, email, forward],
  );
}

export function BoundTextField({ ref, ...props }: Bound<TextFieldProps>) {
  const attach = useRuleAttached(ref, { label: props.label, limit: props.limit });
  return <TextField {...props} ref={attach} {...useTextBinding(props.readOnly)} />;
}

/**
 * An e-mail address: the email keyboard and autofill by default (`autoComplete` may change). The
 * layer refuses a value that is not an address before anything is sent or confirmed.
 */
export function BoundEmailField({ ref, ...props }: Bound<TextFieldProps>) {
  const attach = useRuleAttached(ref, {
    label: props.label,
    limit: props.limit,
    email: true,
  });
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
      ref={attach}
      {...useTextBinding(props.readOnly)}
    />
  );
}

export function BoundPasswordField(props: Bound<PasswordFieldProps>) {
  return <PasswordField {...props} {...useTextBinding(props.readOnly)} />;
}

/**
 * What a multi-line text input takes from its field (BoundTextArea's binding, for an input of a
 * feature's own, such as the reply box's MentionTextArea): name, value, message, change, the ref
 * that declares its limit, and `setText` for a change made by script (a mention chosen).
 */
export function useTextAreaBinding({
  ref,
  label,
  limit,
  readOnly,
}: Pick<Bound<TextAreaProps>, 'ref' | 'label' | 'limit' | 'readOnly'>) {
  const field = useFieldContext<string>();
  const attach = useRuleAttached(ref, { label, limit });
  return {
    binding: { ...useTextBinding(readOnly), ref: attach },
    setText: (text: string) => field.handleChange(text),
  };
}

export function BoundTextArea(props: Bound<TextAreaProps>) {
  return <TextArea {...props} {...useTextAreaBinding(props).binding} />;
}

/** The design system's inputs as the form layer's field components (`createFormHook`). */
export const fieldComponents = {
  TextField: BoundTextField,
  EmailField: BoundEmailField,
  PasswordField: BoundPasswordField,
  TextArea: BoundTextArea,
};
